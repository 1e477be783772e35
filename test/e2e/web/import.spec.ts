import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { expect, test } from './harness-fixture.ts'
import { readmeScreenshot } from './readme-screenshot.ts'

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/bulk')

test.beforeEach(async ({ page, harness }) => {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Import/ }).click()
  await expect(page.getByRole('heading', { name: 'Import devices' })).toBeVisible()
})

test('previews an Excel file, takes one reading for every ambiguous row, sends, and saves the report', async ({
  page,
}) => {
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles(resolve(FIXTURES, 'excel-de-semicolon-bom.csv'))
  const counts = page.getByTestId('import-counts')
  await expect(counts).toHaveText(
    '10 rows: 4 to create, 0 to update, 0 unchanged, 4 to pair; 6 rows not sent, 3 rows with warnings.',
  )
  await expect(page.getByText('utf-8 with BOM, separated by ";"')).toBeVisible()
  const row6 = page.locator('tr[data-row="6"]')
  await expect(row6).toContainText('a spreadsheet may have dropped leading zeros (0451)')
  await expect(page.locator('tr[data-row="9"]')).toContainText(
    'is a number a spreadsheet shortened',
  )
  await readmeScreenshot(page, 'import-preview.png')

  // One tool printed each kind of id: every dock's ids in hex (lsusb), the monitor's code as Windows does.
  await page.getByRole('button', { name: /^Read 2 rows as hex, as lsusb/ }).click()
  await expect(counts).toHaveText(/^10 rows: 6 to create/)
  await page.getByRole('button', { name: /^Read 1 row as hex, as Windows/ }).click()
  await expect(counts).toHaveText(
    /^10 rows: 7 to create, 0 to update, 0 unchanged, 7 to pair; 3 rows not sent/,
  )
  await expect(page.locator('tr[data-row="8"]')).toContainText('SAM;HLJZ301656;0634')

  await page.getByRole('button', { name: 'Send 7 and pair 7' }).click()
  const result = page.getByTestId('import-result')
  await expect(result).toContainText('7 created, 0 updated, 0 unchanged, 7 paired; 2 rows not done')
  await expect(page.getByRole('table', { name: 'Import result' })).toContainText(
    'Device created or updated.',
  )

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save the report as CSV' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toBe('excel-de-semicolon-bom-import-report.csv')
  const report = await readFile(await saved.path(), 'utf8')
  expect(report.split('\r\n')[1]).toBe(
    '\uFEFF'.slice(1) +
      '2,0BDA;F01E341F8303;33107,4,Dock Schreibtisch 01,created,Device created or updated.,berlin-f2-desk-01,paired,Paired to berlin-f2-desk-01.',
  )
})

test('asks about unknown columns of a controller export, then imports every BSSID form', async ({
  page,
}) => {
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles(resolve(FIXTURES, 'controller-aps.csv'))
  await expect(page.getByText('Some columns have headers the import does not know')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Imported as, column BSSID' })).toHaveValue(
    'BSSID (Wi-Fi)',
  )
  const location = page.getByRole('combobox', { name: 'Imported as, column Location' })
  await location.click()
  await page.getByRole('option', { name: 'Do not import' }).click()
  await page.getByRole('button', { name: 'Check the rows' }).click()
  const counts = page.getByTestId('import-counts')
  // Without a location nothing would be kept: the rows wait for one, or for Keep unpaired.
  await expect(counts).toHaveText(
    /^9 rows: 0 to create, 0 to update, 0 unchanged, 0 to pair; 9 rows not sent/,
  )
  await page.getByRole('checkbox', { name: /^Keep unpaired/ }).check()
  await expect(counts).toHaveText(/^9 rows: 9 to create, 0 to update, 0 unchanged, 0 to pair/)

  await page.getByRole('button', { name: 'Change the column mapping' }).click()
  await location.click()
  await page.getByRole('option', { name: 'Location (id or name)' }).click()
  await page.getByRole('button', { name: 'Check the rows' }).click()
  await expect(counts).toHaveText(/^9 rows: 9 to create, 0 to update, 0 unchanged, 9 to pair/)
  await page.getByRole('button', { name: 'Send 9 and pair 9' }).click()
  await expect(page.getByTestId('import-result')).toContainText(
    '9 created, 0 updated, 0 unchanged, 9 paired; 0 rows not done',
  )
})

test('exports the visible rows of the devices table, which import back with zero changes', async ({
  page,
}) => {
  await page.getByRole('button', { name: /^Devices/ }).click()
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('32')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export visible rows' }).click()
  await page.getByRole('menuitem', { name: 'As CSV (spreadsheets)' }).click()
  const file = await (await download).path()
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n')
  expect(lines[0]).toBe('\uFEFFserialId,type,name,info,location')
  expect(lines.slice(1).every((line) => line.includes(',wifi,'))).toBe(true)

  await page.getByRole('button', { name: /^Import/ }).click()
  await page.getByTestId('import-drop').locator('input[type=file]').setInputFiles(file)
  await expect(page.getByTestId('import-counts')).toHaveText(
    `${lines.length - 1} rows: 0 to create, 0 to update, ${lines.length - 1} unchanged, 0 to pair; 0 rows not sent.`,
  )
  await expect(page.getByRole('button', { name: 'Nothing to send' })).toBeDisabled()
})
