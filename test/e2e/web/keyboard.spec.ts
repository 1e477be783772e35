import { expect, test } from './harness-fixture.ts'

test('registers and pairs a Wi-Fi access point with the keyboard alone', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
  const nav = page.getByRole('button', { name: /^Register a device Wi-Fi/ })
  await nav.focus()
  await page.keyboard.press('Enter')
  // The focus lands on the new screen's heading, so Tab goes on into that screen.
  await expect(page.getByRole('heading', { name: 'Register a device', level: 2 })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: /Wi-Fi access point/ })).toBeFocused()
  await page.getByRole('textbox', { name: 'BSSID' }).focus()
  await page.keyboard.type('0:1a:2b:3c:4d:77')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Name (SSID)' })).toBeFocused()
  await page.keyboard.type('Northwind-Keys')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'Info (band)' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('combobox', { name: 'Info (band)' })).toHaveValue('2.4 GHz')
  // Then where it goes: words of the place, the arrow to the first match, Enter.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'Pair to' })).toBeFocused()
  await page.keyboard.type('floor 3 desk 02')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Pair to' })).toHaveValue(
    'Berlin · Floor 3 · Desk 02',
  )
  // Next: the explicit choice to keep it unpaired (left alone), then the register button, before the
  // live serial id's copy button, so Enter registers.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /^Keep unpaired/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Register and pair' })).toBeFocused()
  await page.keyboard.press('Enter')
  const result = page.getByRole('status').filter({ hasText: 'Registered and paired' })
  await expect(result).toBeFocused()
  await expect(result).toContainText('Network;00:1a:2b:3c:4d:77;WiFi')
})

test('the device type cards are one Tab stop, and the arrow keys move between them and choose', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Register a device Wi-Fi/ }).click()
  await expect(page.getByRole('heading', { name: 'Register a device', level: 2 })).toBeFocused()
  await page.keyboard.press('Tab')
  const wifi = page.getByRole('radio', { name: /Wi-Fi access point/ })
  const usb = page.getByRole('radio', { name: /USB device/ })
  await expect(wifi).toBeFocused()
  // The next Tab leaves the cards for the next control: the first way to give the serial id.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Fill in the parts' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(wifi).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(usb).toBeFocused()
  await expect(usb).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('textbox', { name: 'USB vendor id' })).toBeVisible()
  // The chosen card is the one Tab stop now, from either side.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(usb).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: /Router/ })).toBeFocused()
  await expect(page.getByRole('radio', { name: /Router/ })).toHaveAttribute('aria-checked', 'true')
})
