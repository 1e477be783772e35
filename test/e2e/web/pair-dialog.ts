import { expect, type Page } from '@playwright/test'

/** Pairs the devices the open pair dialog lists to the location with this label, and waits for it to close. */
export async function pairInDialog(page: Page, count: number, location: string): Promise<void> {
  const name = count === 1 ? 'Pair 1 device' : `Pair ${count} devices`
  const dialog = page.getByRole('dialog', { name })
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption({ label: location })
  await dialog.getByRole('button', { name }).click()
  await expect(dialog).toBeHidden()
}
