// The survey's hints, its report and ending it: what a person reads at each step.
import { expect } from '@playwright/test'
import { hint, startSurvey, test } from './survey-floor.ts'

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
