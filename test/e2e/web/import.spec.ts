import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'
import { readmeScreenshot } from './readme-screenshot.ts'

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/import')
const SOURCES = resolve(FIXTURES, 'sources')

/** The preview mounts its rows as they come into view, as a person scrolling to the last ones does. */
const scrollPreviewToEnd = (page: Page) =>
  page.getByTestId('import-preview-scroll').evaluate((area) => area.scrollTo(0, area.scrollHeight))

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
  // Where a row was paired reads by the location's name, as in the preview.
  await expect(page.getByRole('table', { name: 'Import result' })).toContainText(
    'Paired to Berlin · Floor 2 · Desk 01.',
  )

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save the report as CSV' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toBe('excel-de-semicolon-bom-import-report.csv')
  const report = await readFile(await saved.path(), 'utf8')
  expect(report.split('\r\n')[1]).toBe(
    '\uFEFF'.slice(1) +
      '2,0BDA;F01E341F8303;33107,USB device (docking station),Dock Schreibtisch 01,created,Device created or updated.,berlin-f2-desk-01,Berlin · Floor 2 · Desk 01,paired,Paired to berlin-f2-desk-01.,',
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
  // Without their location column, the rows wait for a location (or an explicit Keep unpaired).
  await expect(counts).toHaveText(
    /^9 rows: 0 to create, 0 to update, 0 unchanged, 0 to pair; 9 rows not sent/,
  )
  await expect(page.getByText('Pair the 9 rows without a location to')).toBeVisible()
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

test("edits a row's cells in the preview, checks it again and sends it", async ({ page }) => {
  const csv = [
    'bssid,ssid,band,location',
    '00:00:5e:00:53:61,Northwind-Corp,5,berlin-f2',
    '00:00:5e:00:53:zz,Northwind-Corp,5,berlin-f2',
  ].join('\n')
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles({ name: 'typo.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  const counts = page.getByTestId('import-counts')
  await expect(counts).toHaveText(
    /^2 rows: 1 to create, 0 to update, 0 unchanged, 1 to pair; 1 row not sent/,
  )
  const row3 = page.locator('tr[data-row="3"]')
  await expect(row3).toContainText('Needs a fix')
  // Every field of the row is shown: the SSID as its name, the band as the sensor reports it.
  await expect(page.locator('tr[data-row="2"]')).toContainText('Northwind-Corp')
  await expect(page.locator('tr[data-row="2"]')).toContainText('5 GHz')

  await page.getByRole('button', { name: 'Edit row 3' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit row 3' })
  const bssid = editor.getByRole('textbox', { name: 'bssid' })
  await expect(bssid).toHaveValue('00:00:5e:00:53:zz')
  await bssid.fill('00:00:5e:00:53:62')
  await editor.getByRole('button', { name: 'Check the row again' }).click()
  await expect(editor).toBeHidden()
  await expect(counts).toHaveText(
    /^2 rows: 2 to create, 0 to update, 0 unchanged, 2 to pair; 0 rows not sent/,
  )
  await expect(row3).toContainText('Network;00:00:5e:00:53:62;WiFi')
  await expect(row3).toContainText('Edited in the preview: bssid.')

  await page.getByRole('button', { name: 'Send 2 and pair 2' }).click()
  await expect(page.getByTestId('import-result')).toContainText(
    '2 created, 0 updated, 0 unchanged, 2 paired; 0 rows not done',
  )

  // The same file opened again: the edit made for it is applied again.
  await page.getByRole('button', { name: 'Import another file' }).click()
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles({ name: 'typo.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await expect(page.getByTestId('import-remembered')).toContainText('are applied again')
  await expect(counts).toHaveText(/^2 rows: 0 to create, 0 to update, 2 unchanged, 0 to pair/)
})

test('reads a pasted controller table, names each access point after its SSID, and says where each field comes from', async ({
  page,
}) => {
  const table = await readFile(resolve(SOURCES, 'aruba-instant-bss-table.txt'), 'utf8')
  await page.getByRole('button', { name: 'Paste a table…' }).click()
  await page.getByRole('textbox', { name: 'Pasted text' }).fill(table)
  await page.getByRole('button', { name: 'Read the pasted table' }).click()
  await expect(page.getByTestId('import-source')).toHaveText('Read as Aruba show ap bss-table.')
  await expect(page.getByTestId('import-counts')).toHaveText(/^5 rows: 0 to create/)
  // No location in a controller's table: they all go to the location chosen for them.
  await pickLocation(
    page,
    page,
    'Pair the 4 rows without a location to',
    'floor 2',
    'Berlin · Floor 2',
  )
  await expect(page.getByTestId('import-counts')).toHaveText(
    /^5 rows: 4 to create, 0 to update, 0 unchanged, 4 to pair/,
  )
  await scrollPreviewToEnd(page)
  await expect(page.locator('tr[data-row="10"]')).toContainText('Northwind-Corp')
  await expect(page.locator('tr[data-row="10"]')).not.toContainText('BER-F4-AP11')
  await page.getByText('Where each field comes from').click()
  await expect(page.getByTestId('import-fields')).toContainText(
    'name (Wi-Fi rows) from “ess”: Aruba show ap bss-table: "ess" is the ssid; the sensor names a Wi-Fi device after its SSID; not “ap name”',
  )
})

test("asks once which of a survey's networks are ours, and leaves the neighbours out", async ({
  page,
}) => {
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles(resolve(SOURCES, 'ekahau-access-points.csv'))
  const question = page.getByTestId('import-networks')
  await expect(question).toContainText('Which of these networks are yours?')
  await expect(question.getByRole('checkbox', { name: /^Northwind-Corp/ })).toBeChecked()
  await expect(question.getByRole('checkbox', { name: /^FRITZ!Box 7590 QX/ })).not.toBeChecked()
  await question.getByRole('button', { name: 'These are our networks' }).click()
  await expect(page.getByTestId('import-counts')).toHaveText(/^12 rows: 0 to create/)
  await scrollPreviewToEnd(page)
  await expect(page.locator('tr[data-row="10"]')).toContainText('Left out')
})

test('Send again asks for the file again when the window handed it over', async ({ page }) => {
  const csv =
    'bssid,ssid,location\n00:00:5e:00:53:63,Northwind-Corp,berlin-f2\n00:00:5e:00:53:zz,Northwind-Corp,berlin-f2\n'
  const file = { name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }
  await page.getByTestId('import-drop').locator('input[type=file]').setInputFiles(file)
  await page.getByRole('button', { name: 'Send 1 and pair 1' }).click()
  await expect(page.getByTestId('import-result')).toContainText('1 row not done')
  await page.getByRole('button', { name: 'Send again' }).click()
  await expect(page.getByText('choose it again (after fixing it) to read it afresh')).toBeVisible()
  const fixed = csv.replace('53:zz', '53:64')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose the file again' }).click()
  await (await chooser).setFiles({ ...file, buffer: Buffer.from(fixed) })
  await expect(page.getByTestId('import-counts')).toHaveText(
    /^2 rows: 1 to create, 0 to update, 1 unchanged, 1 to pair/,
  )
})
