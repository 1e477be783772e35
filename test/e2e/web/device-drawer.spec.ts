import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'
import { readmeScreenshot } from './readme-screenshot.ts'
import { openDevices } from './screens.ts'

const GATEWAY = 'Network;f0:9f:c2:fc:51:58;Gateway'

test.beforeEach(async ({ page, harness, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(harness.url)
  await openDevices(page)
  await page.getByRole('textbox', { name: 'Search' }).fill('f0:9f:c2:fc:51:58')
  // A click anywhere on the row (but its checkbox or copy button) opens the device.
  await page
    .getByRole('row', { name: /Berlin Floor 2 gateway/ })
    .getByText('10.10.0.1')
    .click()
})

test('shows every field of a device, its exact id to copy', async ({ page }) => {
  const drawer = page.getByRole('dialog', { name: 'Berlin Floor 2 gateway' })
  const details = drawer.getByRole('table', { name: 'Device details' })
  await expect(details).toContainText(`Serial id${GATEWAY}`)
  // The type in words, without the number the service stores.
  await expect(details.getByRole('row', { name: /^Type/ })).toHaveText(
    'TypeRouter (default gateway)',
  )
  await expect(details).toContainText('Info10.10.0.1')
  await expect(details).toContainText('SourceReported by a sensor')
  await expect(details).toContainText(
    'LocationBerlin · Friedrichstraße 68 › Berlin · Floor 2 (berlin-f2)',
  )
  await expect(details).toContainText('SavedYes, in the service’s database')
  await drawer.getByRole('button', { name: `Copy serial id ${GATEWAY}` }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GATEWAY)
  await readmeScreenshot(page, 'device-drawer.png')
})

test('renames a device: an update, said with before and after', async ({ page }) => {
  await expect(page.getByRole('dialog', { name: 'Berlin Floor 2 gateway' })).toBeVisible()
  // Its title follows the name.
  const drawer = page.getByRole('dialog')
  const edit = drawer.getByRole('form', { name: 'Edit name and info' })
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('Berlin F2 core gateway')
  await edit.getByRole('button', { name: 'Save name and info' }).click()
  const said = page.getByRole('status').filter({ hasText: 'Updated name' })
  await expect(said).toBeFocused()
  await expect(said).toContainText(
    'Updated name “Berlin Floor 2 gateway” → “Berlin F2 core gateway”. Its pairing is unchanged.',
  )
  await expect(said.getByRole('button', { name: 'Undo' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Berlin F2 core gateway' })).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: 'Devices' })
      .getByRole('row', { name: /Berlin F2 core gateway/ }),
  ).toBeVisible()
})

test('moves a device, then unpairs it and undoes that from the message', async ({ page }) => {
  let drawer = page.getByRole('dialog', { name: 'Berlin Floor 2 gateway' })
  await pickLocation(page, drawer, 'Move to', 'floor 3', 'Berlin · Floor 3')
  await drawer.getByRole('button', { name: 'Move here' }).click()
  const moved = page.getByRole('status').filter({ hasText: 'Moved Berlin Floor 2 gateway' })
  await expect(moved).toBeFocused()
  await expect(moved).toContainText('to Berlin · Friedrichstraße 68 › Berlin · Floor 3.')
  const row = page
    .getByRole('table', { name: 'Devices' })
    .getByRole('row', { name: /Berlin Floor 2 gateway/ })
  await expect(row).toContainText('Berlin · Floor 3')

  // The drawer stays open on the device as it is now: the next change is at hand.
  drawer = page.getByRole('dialog', { name: 'Berlin Floor 2 gateway' })
  await expect(drawer).toBeVisible()
  await expect(drawer).toContainText('This service keeps it stored, with its name and info')
  await drawer.getByRole('button', { name: 'Unpair' }).click()
  const unpaired = page.getByRole('status').filter({ hasText: 'Unpaired Berlin Floor 2 gateway' })
  await expect(unpaired).toBeFocused()
  await expect(row).toContainText('Unpaired')
  await unpaired.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'again' })).toContainText(
    '"Berlin Floor 2 gateway" is paired to berlin-f3 again.',
  )
  await expect(row).toContainText('Paired')
})
