import { expect, test } from './harness-fixture.ts'
import { pairInDialog, pickLocation, registerKeptUnpaired } from './pair-dialog.ts'
import { readmeScreenshot } from './readme-screenshot.ts'

test.beforeEach(async ({ page, harness }) => {
  await page.goto(harness.url)
  await page
    .getByRole('button', { name: /Register a device/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Register a device' })).toBeVisible()
})

test('registers a Wi-Fi access point from a BSSID typed as 00-1A-2B-…, then pairs it', async ({
  page,
}) => {
  await expect(page.getByRole('radio', { name: /Wi-Fi access point/ })).toBeChecked()
  await page.getByRole('textbox', { name: 'BSSID' }).fill('00-1A-2B-3C-4D-5E')
  await expect(page.getByTestId('serial-preview')).toContainText('Network;00:1a:2b:3c:4d:5e;WiFi')
  await page.getByRole('textbox', { name: 'Name (SSID)' }).fill('Northwind-Lab')
  await page.getByRole('combobox', { name: 'Info (band)' }).selectOption('5 GHz')
  await readmeScreenshot(page, 'register.png')

  // No location chosen: nothing is sent until one is, or Keep unpaired is chosen for this device.
  await page.getByRole('button', { name: 'Register and pair' }).click()
  await expect(page.getByText('Choose where it is, or choose to keep it unpaired.')).toBeVisible()
  const result = await registerKeptUnpaired(page)
  // Kept unpaired: said truthfully, as a warning, and the focus is on it.
  await expect(result).toBeFocused()
  await expect(result).toContainText('The service said: “Device created or updated.”')
  await expect(result).toContainText('Network;00:1a:2b:3c:4d:5e;WiFi')
  await expect(result).toContainText(
    'the service keeps it in memory only, and it is gone when the service restarts',
  )

  await result.getByRole('button', { name: 'Pair it now' }).click()
  await pairInDialog(page, 1, 'floor 2', 'Berlin · Floor 2')
  await expect(result).toContainText(
    'Paired to Berlin · Friedrichstraße 68 › Berlin · Floor 2: the service keeps it in its database.',
  )

  await page.getByRole('button', { name: 'Show all devices' }).click()
  await page.getByRole('textbox', { name: 'Search' }).fill('00:1a:2b:3c:4d:5e')
  const row = page.getByRole('row', { name: /Network;00:1a:2b:3c:4d:5e;WiFi/ })
  await expect(row).toContainText('Northwind-Lab')
  await expect(row).toContainText('Paired')
  await expect(row).toContainText('Registered')
})

test('registers a USB dock with hex ids converted to the sensor layout', async ({ page }) => {
  await page.getByRole('radio', { name: /USB device/ }).click()
  await page.getByRole('textbox', { name: 'USB vendor id' }).fill('0x17ef')
  await page.getByRole('textbox', { name: 'USB serial' }).fill('1S40AY0090EUZVWN0CCY')
  await page.getByRole('textbox', { name: 'USB product id' }).fill('0xa387')
  await expect(page.getByTestId('serial-preview')).toContainText('17EF;1S40AY0090EUZVWN0CCY;41863')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Desk 07 dock')
  await page.getByRole('textbox', { name: 'Info', exact: true }).fill('ThinkPad USB-C Dock Gen 2')
  await registerKeptUnpaired(page)
  await expect(page.getByRole('status').filter({ hasText: 'Device created' })).toContainText(
    '17EF;1S40AY0090EUZVWN0CCY;41863',
  )
})

test('fixes a wrong pasted serial id with the suggestion, and registering it again updates', async ({
  page,
}) => {
  await page.getByText('Paste a whole serial id').click()
  const serial = page.getByRole('textbox', { name: 'Serial id', exact: true })
  await serial.fill('network;00-1A-2B-3C-4D-5F;wifi')
  await expect(page.getByText('What is wrong')).toBeVisible()
  await page.getByRole('button', { name: 'Use the corrected serial id' }).click()
  await expect(serial).toHaveValue('Network;00:1a:2b:3c:4d:5f;WiFi')
  await expect(page.getByText('What is wrong')).toBeHidden()
  await page.getByRole('textbox', { name: 'Name (SSID)' }).fill('Northwind-Guest')
  await page.getByRole('combobox', { name: 'Info (band)' }).selectOption('2.4 GHz')
  await registerKeptUnpaired(page)

  // Same serial id again: the service updates, and the screen says so exactly.
  await page.getByRole('button', { name: 'Register another device' }).click()
  await page.getByText('Paste a whole serial id').click()
  await serial.fill('Network;00:1a:2b:3c:4d:5f;WiFi')
  await expect(page.getByText('Already registered')).toBeVisible()
  await page.getByRole('textbox', { name: 'Name (SSID)' }).fill('Northwind-Guest-2')
  await page.getByRole('combobox', { name: 'Info (band)' }).selectOption('2.4 GHz')
  // It is unpaired: updating it asks again where it goes, or to keep it unpaired.
  await page.getByRole('checkbox', { name: /^Keep unpaired/ }).check()
  await page.getByRole('button', { name: 'Update name and info' }).click()
  const updated = page.getByRole('status').filter({ hasText: 'Device updated' })
  await expect(updated).toBeFocused()
  await expect(updated).toContainText('Updated name “Northwind-Guest” → “Northwind-Guest-2”.')
  await expect(updated).toContainText('the service keeps it in memory only')
})

test('registers a dock and pairs it to its desk in one step', async ({ page }) => {
  await page.getByRole('radio', { name: /USB device/ }).click()
  await page.getByRole('textbox', { name: 'USB vendor id' }).fill('0x17ef')
  await page.getByRole('textbox', { name: 'USB serial' }).fill('1S40AY0090EUZVWN0D11')
  await page.getByRole('textbox', { name: 'USB product id' }).fill('0xa387')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Desk 02 dock')
  await pickLocation(page, page, 'Pair to', 'floor 3 desk 02', 'Berlin · Floor 3 · Desk 02')
  await page.getByRole('button', { name: 'Register and pair' }).click()
  const result = page.getByRole('status').filter({ hasText: 'Registered and paired' })
  await expect(result).toBeFocused()
  await expect(result).toContainText('Berlin · Floor 3 · Desk 02: the service keeps it')
  await page.getByRole('button', { name: 'Show all devices' }).click()
  await page.getByRole('textbox', { name: 'Search' }).fill('floor 3 desk 02')
  await expect(page.getByRole('row', { name: /Desk 02 dock/ })).toContainText('Paired')
})

test('a long serial id shows whole in the preview of a 1000 px window, and copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.getByRole('radio', { name: /USB device/ }).click()
  await page.getByRole('textbox', { name: 'USB vendor id' }).fill('0x17ef')
  await page.getByRole('textbox', { name: 'USB serial' }).fill('1S40AY0090EUZVWN0CCYX7Q2M9K4T8B3')
  await page.getByRole('textbox', { name: 'USB product id' }).fill('0xa387')
  const serialId = '17EF;1S40AY0090EUZVWN0CCYX7Q2M9K4T8B3;41863'
  const code = page.getByTestId('serial-preview').locator('code')
  await expect(code).toHaveText(serialId)
  const cut = await code.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth ||
      element.getBoundingClientRect().right >
        (element.closest('[data-testid="serial-preview"]')?.getBoundingClientRect().right ?? 0),
  )
  expect(cut).toBe(false)
  await page.getByRole('button', { name: `Copy serial id ${serialId}` }).click()
  await expect(page.getByRole('button', { name: `Copied serial id ${serialId}` })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(serialId)
})

test('a serial id longer than the devices table column shows whole there, on two lines', async ({
  page,
}) => {
  await page.getByRole('radio', { name: /USB device/ }).click()
  await page.getByRole('textbox', { name: 'USB vendor id' }).fill('0x17ef')
  await page.getByRole('textbox', { name: 'USB serial' }).fill('1S40AY0090EUZVWN0CCYX7Q2M9K4T8B3')
  await page.getByRole('textbox', { name: 'USB product id' }).fill('0xa387')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Desk 09 dock')
  await registerKeptUnpaired(page)
  await page.getByRole('button', { name: 'Show all devices' }).click()
  await page.getByRole('textbox', { name: 'Search' }).fill('X7Q2M9K4T8B3')
  const code = page
    .getByRole('row', { name: /Desk 09 dock/ })
    .locator('code', { hasText: '17EF;1S40AY0090EUZVWN0CCYX7Q2M9K4T8B3;41863' })
  await expect(code).toBeVisible()
  const cut = await code.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  )
  expect(cut).toBe(false)
})
