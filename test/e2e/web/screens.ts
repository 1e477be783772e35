import { expect, type Page } from '@playwright/test'

/** Opens the devices table from the navigation (a signed-in profile starts on the overview). */
export async function openDevices(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Devices/ }).click()
  await expect(page.getByRole('heading', { name: 'Devices', level: 2 })).toBeVisible()
}
