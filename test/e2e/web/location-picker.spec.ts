// The location picker in a small window: its list is never cut by the dialog it opens in, typing
// replaces the location shown, and words match as location names mean them.
import { expect, test } from './harness-fixture.ts'
import { openDevices } from './screens.ts'

test.use({ viewport: { width: 1000, height: 700 }, reducedMotion: 'reduce' })

test('in the pair dialog the list opens whole over the dialog, which keeps its buttons in place', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await openDevices(page)
  const rows = page.getByRole('table', { name: 'Devices' }).getByRole('row')
  await rows.nth(1).getByRole('checkbox').check()
  await rows.nth(2).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Pair selected (2)', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Pair 2 devices' })
  const pair = dialog.getByRole('button', { name: 'Pair 2 devices' })
  const before = await pair.boundingBox()
  const box = dialog.getByRole('combobox', { name: 'Location' })
  await box.click()
  await page.keyboard.type('floor')
  const options = page.getByRole('listbox').getByRole('option')
  await expect(options.first()).toBeVisible()
  // Each option drawn is there to be seen and clicked: nothing clips it (the top element at its middle is itself).
  const count = await options.count()
  expect(count).toBeGreaterThan(4)
  for (let n = 0; n < count; n++) {
    const hit = await options.nth(n).evaluate((option) => {
      const { x, y, width, height } = option.getBoundingClientRect()
      return option.contains(document.elementFromPoint(x + width / 2, y + height / 2))
    })
    expect(hit, `option ${n + 1} of ${count} is covered or cut off`).toBe(true)
  }
  // The dialog did not scroll to make room: its buttons stay where they were.
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0)
  expect(await pair.boundingBox()).toEqual(before)
  await page.getByRole('option', { name: 'Berlin · Floor 2 · Desk 03', exact: true }).click()
  await expect(box).toHaveValue('Berlin · Floor 2 · Desk 03')
  await expect(pair).toBeInViewport()
  // And from the keyboard: Tab leaves the list for the dialog's buttons.
  await box.focus()
  await page.keyboard.type('desk 2')
  await expect(options.first()).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
})

test('typing after a click replaces the location shown, and "floor 2" is floor 2 only', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await openDevices(page)
  const box = page.getByRole('combobox', { name: 'Location' })
  await expect(box).toHaveValue('All locations')
  await box.click()
  await page.keyboard.type('floor 2')
  await expect(box).toHaveValue('floor 2')
  const list = page.getByRole('listbox')
  await expect(list.getByRole('option', { name: 'Berlin · Floor 2 · Desk 01' })).toBeVisible()
  await expect(list).not.toContainText('Floor 3')
  await expect(list).not.toContainText('No location matches')
  await page.getByRole('option', { name: 'Berlin · Floor 2 · Desk 02', exact: true }).click()
  await expect(box).toHaveValue('Berlin · Floor 2 · Desk 02')

  // Again over a chosen location; a number after a word belongs to it, in any order, by its value.
  await box.click()
  await page.keyboard.type('desk 2 floor 3')
  await expect(list.getByRole('option')).toHaveText(['Berlin · Floor 3 · Desk 02'])
})
