// Ask, never guess (issue 37): where two columns could give one field, the import asks in the window (a
// click per column, each with its first value) and nothing can be sent until it is answered.
import { expect, test } from './harness-fixture.ts'
import { importFile } from './screens.ts'

const TWO_NAMES = [
  'bssid,Device Name,Display Name,location',
  '00:00:5e:00:53:e7,Lobby AP (inventory),Northwind-Lobby,berlin-f2',
].join('\n')

test('two columns for the name: asked with their first values, sent only once one is clicked', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await importFile(page, {
    name: 'two-names.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(TWO_NAMES),
  })
  const question = page.getByTestId('import-columns-question')
  await expect(question).toContainText('Which column is it?')
  await expect(page.getByRole('button', { name: /^Send 1 and pair 1/ })).toBeDisabled()

  await question
    .getByRole('button', { name: 'Display Name (first value "Northwind-Lobby")' })
    .click()
  await expect(question).toBeHidden()
  const row = page.locator('tr[data-row="2"]')
  await expect(row).toContainText('Northwind-Lobby')
  await expect(row).not.toContainText('Lobby AP (inventory)')
  await page.getByRole('button', { name: /^Send 1 and pair 1/ }).click()
  await expect(page.getByTestId('import-result')).toContainText('1 created')
  // Registered under the name chosen, never the other column's.
  await page.getByRole('button', { name: /^Devices/ }).click()
  await page.getByRole('textbox', { name: 'Search' }).fill('00:00:5e:00:53:e7')
  await expect(page.getByRole('row', { name: /Northwind-Lobby/ })).toContainText(
    'Network;00:00:5e:00:53:e7;WiFi',
  )
  await expect(page.getByText('Lobby AP (inventory)')).toHaveCount(0)
})
