import { expect, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { expectAccessible } from './axe.ts'
import { hint, startSurvey, test } from './survey-floor.ts'
import { readmeScreenshot } from './readme-screenshot.ts'

const progress = (page: Page) => page.getByTestId('survey-progress')

/** axe-core in both schemes, as the app follows the system's; checked once the colours stopped changing. */
async function accessibleInBothSchemes(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await page.waitForFunction(() => document.getAnimations().length === 0)
    await expectAccessible(page, `${what} (${colorScheme})`)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

test('a floor of three desks: plug in, Enter, unplug, next desk; a dock paired elsewhere moves on confirmation; the report', async ({
  page,
  floor: { harness, plug },
}) => {
  test.slow()
  await startSurvey(page, harness)
  await expect(hint(page)).toHaveText('Plug the laptop into the dock at Desk 4.01.')
  await expect(progress(page)).toHaveText('0 of 3 desks done')
  await expect(
    page.getByRole('note').filter({ hasText: 'Recorded outputs of tech-laptop-07' }),
  ).toBeVisible()
  await accessibleInBothSchemes(page, 'the survey waiting at a desk')

  // Desk 1: the dock by its own id, two monitors, the dock's adapter; shown within 3 s of the plug-in.
  const plugged = Date.now()
  await plug('desk-1')
  const dock = page.getByRole('group', { name: 'Dock 413C;CNZZ0DOCK26001;45166' })
  await expect(dock).toBeVisible({ timeout: 3_000 })
  test.info().annotations.push({
    type: 'plug-in to proposal',
    description: `${Date.now() - plugged} ms`,
  })
  for (const name of [
    'Monitor ZZT;ZZT4010001;4101',
    'Monitor ZZT;ZZT4010002;4101',
    'Network adapter Ethernet;00:00:5e:00:53:11;NIC',
  ])
    await expect(page.getByRole('group', { name })).toBeVisible()
  // The focus is on the desk's action: Enter confirms.
  const confirm1 = page.getByRole('button', { name: 'Confirm Desk 4.01: 4 devices' })
  await expect(confirm1).toBeFocused()
  await dock.getByText('4 more devices of the dock, not registered').click()
  await expect(dock).toContainText("Dell Inc. Dell dock (1-1): a hub: the dock's ports")
  await readmeScreenshot(page, 'survey.png')
  // Enter from anywhere on the screen but a control of its own confirms too.
  await page.getByTestId('survey-hint').click()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('survey-outcome')).toHaveText(
    'Desk 4.01: 4 of 4 devices put in and paired (4 new, 0 moved).',
  )
  await expect(hint(page)).toHaveText('Unplug the laptop to go on to Desk 4.02.')
  await expect(progress(page)).toHaveText('1 of 3 desks done')
  const desks = page.getByRole('table', { name: 'Desks of the floor' })
  await expect(desks.getByRole('row', { name: /Desk 4\.01/ })).toContainText('Done')
  await expect(desks.getByRole('row', { name: /Desk 4\.01/ })).toContainText(
    '413C;CNZZ0DOCK26001;45166',
  )

  // Unplugged: back to the baseline, the next desk is ready.
  await plug('baseline')
  await expect(hint(page)).toHaveText('Plug the laptop into the dock at Desk 4.02.')

  // Desk 2: a Lenovo dock; its monitor is paired here already; a USB stick in the laptop is not proposed.
  await plug('desk-2')
  await expect(
    page.getByRole('group', { name: 'Dock 17EF;1SZZ40AS0090ZZ0002;41878' }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('group', { name: 'Monitor ZZU;ZZU4020001;2402' })
      .getByText('Paired here already'),
  ).toBeVisible()
  const stick = page.getByRole('group', { name: 'USB device 0781;ZZSTICK000000000002;21891' })
  await expect(stick.getByRole('checkbox')).not.toBeChecked()
  await expect(stick).toContainText('Plugged into the laptop itself, not into the dock')
  await expect(page.getByRole('button', { name: 'Confirm Desk 4.02: 3 devices' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('survey-outcome')).toHaveText(
    'Desk 4.02: 3 of 3 devices put in and paired (2 new, 0 moved).',
  )
  await plug('baseline')
  await expect(hint(page)).toHaveText('Plug the laptop into the dock at Desk 4.03.')

  // Desk 3: its dock is paired to Desk 2.07; said on the desk, moved only by the confirmation.
  await plug('desk-3')
  const moved = page.getByRole('group', { name: 'Dock 413C;CNZZ0DOCK26007;45166' })
  await expect(moved.getByText('Paired to Desk 2.07', { exact: true })).toBeVisible()
  await expect(moved).toContainText('This dock is paired to Desk 2.07: confirming moves it here.')
  await accessibleInBothSchemes(page, 'a desk whose dock is paired elsewhere')
  await page.getByRole('button', { name: 'Confirm Desk 4.03: 3 devices' }).click()
  await expect(page.getByTestId('survey-outcome')).toHaveText(
    'Desk 4.03: 3 of 3 devices put in and paired (2 new, 1 moved).',
  )
  await expect(hint(page)).toHaveText('Every desk of Floor 4 is done.')
  await expect(progress(page)).toHaveText('3 of 3 desks done')

  // The report: counts, the move, the CSV.
  await page.getByRole('button', { name: 'Open the report' }).click()
  const report = page.getByRole('dialog', { name: 'Report: Floor 4' })
  await expect(report).toContainText('of 3 desks done')
  await expect(report).toContainText(
    '413C;CNZZ0DOCK26007;45166 (Desk 2.07 dock) from Desk 2.07 to Desk 4.03',
  )
  await accessibleInBothSchemes(page, 'the survey report')
  const download = page.waitForEvent('download')
  await report.getByRole('button', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await download).path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFdesk,locationId,status,dock,monitors,otherDevices,movedHere',
  )
  expect(csv).toContain('413C;CNZZ0DOCK26007;45166 from Desk 2.07')
})

test('keys: s skips a desk, b goes back to it, u undoes the last desk', async ({
  page,
  floor: { harness, plug },
}) => {
  test.slow()
  await startSurvey(page, harness)
  await plug('desk-1')
  await expect(page.getByRole('button', { name: 'Confirm Desk 4.01: 4 devices' })).toBeFocused()
  await page.keyboard.press('s')
  await expect(page.getByTestId('survey-outcome')).toHaveText('Skipped Desk 4.01.')
  await expect(hint(page)).toHaveText('Unplug the laptop to go on to Desk 4.02.')
  await page.keyboard.press('b')
  await expect(page.getByRole('region', { name: 'Current desk: Desk 4.01' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm Desk 4.01: 4 devices' })).toBeFocused()
  // Leave one monitor out: it is not put in.
  await page
    .getByRole('group', { name: 'Monitor ZZT;ZZT4010002;4101' })
    .getByRole('checkbox')
    .uncheck()
  await page.getByRole('button', { name: 'Confirm Desk 4.01: 3 devices' }).click()
  await expect(page.getByTestId('survey-outcome')).toHaveText(
    'Desk 4.01: 3 of 3 devices put in and paired (3 new, 0 moved).',
  )
  await page.keyboard.press('u')
  await expect(page.getByTestId('survey-outcome')).toContainText('Undid Desk 4.01:')
  await expect(page.getByRole('region', { name: 'Current desk: Desk 4.01' })).toBeVisible()
  await expect(progress(page)).toHaveText('0 of 3 desks done')
})
