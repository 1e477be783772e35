import { expect, type Locator, type Page } from '@playwright/test'

/** Types words into a location picker (by its label) and picks the option with this name. */
export async function pickLocation(
  page: Page,
  scope: Locator | Page,
  label: string,
  words: string,
  option: string,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(words)
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Pairs the devices the open pair dialog lists to the location found by these words, and waits for it to close. */
export async function pairInDialog(
  page: Page,
  count: number,
  words: string,
  option: string,
): Promise<void> {
  const name = count === 1 ? 'Pair 1 device' : `Pair ${count} devices`
  const dialog = page.getByRole('dialog', { name })
  await pickLocation(page, dialog, 'Location', words, option)
  await dialog.getByRole('button', { name }).click()
  await expect(dialog).toBeHidden()
}

/** Registers what the register form holds without a location, as an explicit choice, and waits for it. */
export async function registerKeptUnpaired(page: Page): Promise<Locator> {
  await page.getByRole('checkbox', { name: /^Keep unpaired/ }).check()
  await page.getByRole('button', { name: 'Register, kept unpaired' }).click()
  const result = page.getByTestId('register-result')
  await expect(result).toContainText('Registered, kept unpaired')
  return result
}

/** Registers a Wi-Fi access point from the register form, kept unpaired (the service keeps it in memory only). */
export async function registerWifiUnpaired(
  page: Page,
  bssid: string,
  ssid: string,
): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Register a device/ })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'BSSID' }).fill(bssid)
  await page.getByRole('textbox', { name: 'Name (SSID)' }).fill(ssid)
  await page.getByRole('combobox', { name: 'Info (band)' }).selectOption('5 GHz')
  return registerKeptUnpaired(page)
}
