import { expect, type Page } from '@playwright/test'

/** Opens the devices table from the navigation (a signed-in profile starts on the overview). */
export async function openDevices(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Devices/ }).click()
  await expect(page.getByRole('heading', { name: 'Devices', level: 2 })).toBeVisible()
}

/** Opens the Import screen from the navigation and hands it a file, as the window's file picker does. */
export async function importFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.getByRole('button', { name: /^Import/ }).click()
  await page.getByTestId('import-drop').locator('input[type=file]').setInputFiles(file)
}

/**
 * Opens every screen from the navigation in turn, by its place (so in any language), and runs `check`
 * once it has loaded, with the screen's heading.
 */
export async function eachScreen(
  page: Page,
  check: (heading: string) => Promise<void>,
): Promise<void> {
  const screens = page.getByRole('navigation').first().getByRole('button')
  await expect(screens.first()).toBeVisible()
  const count = await screens.count()
  for (let index = 0; index < count; index++) {
    const screen = screens.nth(index)
    await screen.click()
    await expect(screen).toHaveAttribute('aria-current', 'page')
    const heading = page.getByRole('heading', { level: 2 }).first()
    await expect(heading).toBeVisible()
    await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0)
    await check((await heading.textContent()) ?? `screen ${index + 1}`)
  }
}
