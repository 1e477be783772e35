// The survey's hints, its report and ending it: what a person reads at each step.
import { test as base, expect, type Page } from '@playwright/test'
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startHarness, stopHarness, type Harness } from './harness-fixture.ts'

// A floor of three desks (test/fixtures/detect/survey-floor/seed.json: Floor 4, and Desk 2.07 on Floor 2
// whose dock desk 3's is), walked with the recorded machine states: baseline, desk 1 plugged, unplugged,
// desk 2, desk 3. The test writes `current` in a folder of its own; the app sees it at its next detection.
const floor = resolve(import.meta.dirname, '../../fixtures/detect/survey-floor')

interface Floor {
  harness: Harness
  plug: (state: string) => Promise<void>
}

const test = base.extend<{ floor: Floor }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  floor: async ({}, use) => {
    const states = await mkdtemp(join(tmpdir(), 'dra-survey-'))
    for (const entry of await readdir(floor, { withFileTypes: true }))
      if (entry.isDirectory()) await symlink(join(floor, entry.name), join(states, entry.name))
    const plug = (state: string) => writeFile(join(states, 'current'), `${state}\n`)
    await plug('baseline')
    const { harness, child } = await startHarness([
      '--detect-fixture',
      states,
      '--seed',
      join(floor, 'seed.json'),
    ])
    await use({ harness, plug })
    await stopHarness(child, harness.configDir)
    await rm(states, { recursive: true, force: true })
  },
})

async function startSurvey(page: Page, harness: Harness) {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Survey a floor/ }).click()
  await expect(page.getByRole('heading', { name: 'Survey a floor', level: 2 })).toBeVisible()
  await page.getByRole('combobox', { name: 'Floor or site' }).fill('floor 4')
  await page.getByRole('option', { name: 'Floor 4 (3 desks)' }).click()
  await page.getByRole('button', { name: 'Start the survey' }).click()
  await expect(page.getByRole('region', { name: 'Current desk: Desk 4.01' })).toBeVisible()
}

const hint = (page: Page) => page.getByTestId('survey-hint')

test('Enter before plugging in says what to do, in blue, and it goes once the dock is proposed', async ({
  page,
  floor: { harness, plug },
}) => {
  await startSurvey(page, harness)
  await page.keyboard.press('Enter')
  const outcome = page.getByTestId('survey-outcome')
  await expect(outcome).toHaveText('Plug the laptop into the dock at Desk 4.01.')
  await plug('desk-1')
  await expect(page.getByRole('group', { name: 'Dock 413C;CNZZ0DOCK26001;45166' })).toBeVisible()
  await expect(outcome).toBeHidden()
  // What the desk has so far, beside the dock proposed for it: not "Has now: no dock".
  await expect(page.getByText('Paired here so far: no dock, 0 monitors')).toBeVisible()
})

test('End survey asks first, with the report: desks to do are not "without a dock", ids stay whole', async ({
  page,
  floor: { harness, plug },
}) => {
  await startSurvey(page, harness)
  await plug('desk-1')
  const confirm = page.getByRole('button', { name: 'Confirm Desk 4.01: 4 devices' })
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(hint(page)).toHaveText('Unplug the laptop to go on to Desk 4.02.')
  await plug('baseline')
  await page.getByRole('button', { name: 'Skip desk (s)' }).click()
  await expect(hint(page)).toHaveText('Plug the laptop into the dock at Desk 4.03.')

  const end = page.getByRole('button', { name: 'End survey' })
  await end.click()
  const dialog = page.getByRole('dialog', { name: 'End the survey of Floor 4?' })
  await expect(dialog.getByTestId('survey-end-question')).toHaveText(
    '1 desk is still to do. Ending keeps what was confirmed; export the report now if you need it, it is not kept.',
  )
  // One desk done with a dock, one skipped without, one to do: one without a dock.
  await expect(dialog.getByTestId('survey-count')).toHaveText([
    '1of 3 desks done',
    '1skipped',
    '1without a dock',
    '0devices moved',
  ])
  // Each serial id on one line: its box is one line high and as wide as the id.
  const ids = dialog.locator('[data-serial-id]')
  await expect(ids.first()).toBeVisible()
  for (const id of await ids.all()) {
    const { lines, cut } = await id.evaluate((element) => ({
      lines: Math.round(
        element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      ),
      cut: element.scrollWidth > element.clientWidth,
    }))
    expect({ lines, cut }).toEqual({ lines: 1, cut: false })
  }
  // Keep surveying: nothing ended.
  await dialog.getByRole('button', { name: 'Keep surveying' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Current desk: Desk 4.03' })).toBeVisible()
  await end.click()
  await dialog.getByRole('button', { name: 'End survey' }).click()
  await expect(page.getByRole('button', { name: 'Start the survey' })).toBeVisible()
})
