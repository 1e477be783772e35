import type { Locator, Page } from '@playwright/test'
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

/** Presses Tab (or Shift+Tab) until the element has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  throw new Error(`${key} never reached ${target.toString()}`)
}

/** Words of a location typed into the focused picker, the arrow to the first match, Enter. */
async function chooseLocation(page: Page, words: string, expected: string) {
  const picker = page.getByRole('combobox', { name: 'Pair to' })
  await expect(picker).toBeFocused()
  await page.keyboard.type(words)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(picker).toHaveValue(expected)
}

test('registers a Wi-Fi access point and a dock, paired, with no mouse at all, then lists them', async ({
  page,
  harness,
}) => {
  await page.addInitScript(() => {
    const counted = window as { pointerDowns?: number }
    counted.pointerDowns = 0
    addEventListener(
      'pointerdown',
      () => (counted.pointerDowns = (counted.pointerDowns ?? 0) + 1),
      true,
    )
  })
  await page.goto(harness.url)
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
  await tabTo(page, page.getByRole('button', { name: /^Register a device Wi-Fi/ }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Register a device', level: 2 })).toBeFocused()

  // The access point: its BSSID as the admin reads it off the label, its SSID and band, its desk.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: /Wi-Fi access point/ })).toBeFocused()
  await tabTo(page, page.getByRole('textbox', { name: 'BSSID' }))
  await page.keyboard.type('00-1A-2B-3C-4D-88')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Keyboard-Lab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('combobox', { name: 'Info (band)' })).toHaveValue('5 GHz')
  await page.keyboard.press('Tab')
  await chooseLocation(page, 'floor 2 desk 01', 'Berlin · Floor 2 · Desk 01')
  await tabTo(page, page.getByRole('button', { name: 'Register and pair' }))
  await page.keyboard.press('Enter')
  const result = page.getByTestId('register-result')
  await expect(result).toBeFocused()
  await expect(result).toContainText('Registered and paired')
  await expect(result).toContainText('Network;00:1a:2b:3c:4d:88;WiFi')

  // The dock, in a new form: the arrow keys choose its type on the cards.
  await tabTo(page, result.getByRole('button', { name: 'Register another device' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('radio', { name: /Wi-Fi access point/ })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: /USB device/ })).toBeFocused()
  await expect(page.getByRole('radio', { name: /USB device/ })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await tabTo(page, page.getByRole('textbox', { name: 'USB vendor id' }))
  // lsusb's pair of ids fills the vendor and the product id at once.
  await page.keyboard.type('17ef:a387')
  await expect(page.getByRole('textbox', { name: 'USB product id' })).toHaveValue('0xa387')
  await tabTo(page, page.getByRole('textbox', { name: 'USB serial' }))
  await page.keyboard.type('1S40AY0090EUZVWN0KBD')
  await tabTo(page, page.getByRole('textbox', { name: 'Name', exact: true }))
  await page.keyboard.type('Keyboard desk dock')
  await page.keyboard.press('Tab')
  await page.keyboard.type('ThinkPad USB-C Dock Gen 2')
  await tabTo(page, page.getByRole('combobox', { name: 'Pair to' }))
  await chooseLocation(page, 'floor 2 desk 01', 'Berlin · Floor 2 · Desk 01')
  await tabTo(page, page.getByRole('button', { name: 'Register and pair' }))
  await page.keyboard.press('Enter')
  await expect(result).toBeFocused()
  await expect(result).toContainText('Registered and paired')
  await expect(result).toContainText('17EF;1S40AY0090EUZVWN0KBD;41863')

  // Both listed, found by the words of their desk.
  await tabTo(page, result.getByRole('button', { name: 'Show all devices' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Devices', level: 2 })).toBeFocused()
  await tabTo(page, page.getByRole('textbox', { name: 'Search' }))
  await page.keyboard.type('Keyboard')
  const table = page.getByRole('table', { name: 'Devices' })
  await expect(table.getByRole('row', { name: /Keyboard-Lab/ })).toContainText(
    'Berlin · Floor 2 · Desk 01',
  )
  await expect(table.getByRole('row', { name: /Keyboard desk dock/ })).toContainText(
    'Berlin · Floor 2 · Desk 01',
  )
  // No pointer was ever pressed.
  expect(await page.evaluate(() => (window as { pointerDowns?: number }).pointerDowns)).toBe(0)
})
