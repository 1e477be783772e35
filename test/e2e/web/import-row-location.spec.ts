// The import's row editor picks a location as everywhere else: by any words of its name.
import { resolve } from 'node:path'
import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'
import { importFile } from './screens.ts'

test('a row’s location is chosen by words ("berlin floor 3 desk 01"), not typed exactly', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await importFile(
    page,
    resolve(import.meta.dirname, '../../fixtures/import/excel-de-semicolon-bom.csv'),
  )
  const row = page.locator('tr[data-row="2"]')
  await expect(row.getByTestId('preview-location')).toHaveAttribute(
    'title',
    'Berlin · Floor 2 · Desk 01',
  )
  await page.getByRole('button', { name: 'Edit row 2' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit row 2' })
  // The file's cell is its exact name: shown as that location.
  await expect(editor.getByRole('combobox', { name: 'Location' })).toHaveValue(
    'Berlin · Floor 2 · Desk 01',
  )
  await pickLocation(
    page,
    editor,
    'Location',
    'berlin floor 3 desk 01',
    'Berlin · Floor 3 · Desk 01',
  )
  await editor.getByRole('button', { name: 'Check the row again' }).click()
  await expect(editor).toBeHidden()
  await expect(row.getByTestId('preview-location')).toHaveAttribute(
    'title',
    'Berlin · Floor 3 · Desk 01',
  )
  await expect(row).not.toContainText('The account has no location')
})
