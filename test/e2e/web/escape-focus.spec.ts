// Esc on every drawer and dialog closes it at once and gives the focus back to what opened it (the
// menu's button where a menu item opened it): the next Tab goes on from there, not from the header.
import { resolve } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './harness-fixture.ts'
import { openDevices } from './screens.ts'

/** Opens a dialog with `open`, presses Esc once, and expects it closed with the focus on `back`. */
async function escapeReturns(
  page: Page,
  open: () => Promise<void>,
  dialog: Locator,
  back: Locator,
) {
  await open()
  await expect(dialog).toBeVisible()
  // Nothing opens by itself over the dialog's buttons (a location list, a menu).
  await expect(page.getByRole('listbox')).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(back).toBeFocused()
}

test.beforeEach(async ({ page, harness }) => {
  await page.goto(harness.url)
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
})

test('the device details, Pair selected and Unpair selected', async ({ page }) => {
  await openDevices(page)
  await page.getByRole('textbox', { name: 'Search' }).fill('floor 2 gateway')
  const name = page.getByRole('button', { name: 'Details of Berlin Floor 2 gateway' })
  await escapeReturns(
    page,
    () => name.click(),
    page.getByRole('dialog', { name: 'Berlin Floor 2 gateway' }),
    name,
  )
  // The next Tab goes on from the row, not from the page's header.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('banner').locator(':focus')).toHaveCount(0)

  await page.getByRole('textbox', { name: 'Search' }).fill('desk 05 monitor')
  const table = page.getByRole('table', { name: 'Devices' })
  await table.getByRole('row').nth(1).getByRole('checkbox').check()
  const pair = page.getByRole('button', { name: 'Pair selected (1)', exact: true })
  await escapeReturns(
    page,
    () => pair.click(),
    page.getByRole('dialog', { name: 'Pair 1 device' }),
    pair,
  )
  const unpair = page.getByRole('button', { name: 'Unpair selected (1)', exact: true })
  await escapeReturns(
    page,
    () => unpair.click(),
    page.getByRole('dialog', { name: 'Unpair 1 device?' }),
    unpair,
  )
})

test('the dialogs the connection menu opens give the focus back to its button', async ({
  page,
}) => {
  const menu = page.getByRole('button', { name: 'Connection and profiles' })
  for (const [item, dialog] of [
    ['Add a remote profile…', 'Add a remote profile'],
    ['Manage profiles…', 'Profiles'],
    ['Reset demo office…', 'Reset the demo office?'],
  ] as const)
    await escapeReturns(
      page,
      async () => {
        await menu.click()
        await page.getByRole('menuitem', { name: item }).click()
      },
      page.getByRole('dialog', { name: dialog }),
      menu,
    )
})

test('creating and revoking an API key', async ({ page }) => {
  await page.getByRole('button', { name: /^API keys/ }).click()
  const create = page.getByRole('button', { name: 'Create key' })
  await escapeReturns(page, () => create.click(), page.getByRole('dialog'), create)
  const row = page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: /lobby/ })
  const revoke = row.getByRole('button', { name: /^Revoke/ })
  await escapeReturns(page, () => revoke.click(), page.getByRole('dialog'), revoke)
})

test('the import’s row editor', async ({ page }) => {
  await page.getByRole('button', { name: /^Import/ }).click()
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles(resolve(import.meta.dirname, '../../fixtures/import/excel-de-semicolon-bom.csv'))
  const edit = page.getByRole('button', { name: 'Edit row 2' })
  await escapeReturns(
    page,
    () => edit.click(),
    page.getByRole('dialog', { name: 'Edit row 2' }),
    edit,
  )
})
