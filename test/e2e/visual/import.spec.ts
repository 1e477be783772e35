// The import screen's preview and result, in a file of their own: their baselines can be taken again
// alone (npm run test:visual -- --update test/e2e/visual/import.spec.ts) when the import screen changes.
import { resolve } from 'node:path'
import { expect, test } from '../web/harness-fixture.ts'
import { shoot } from './shoot.ts'

const importFiles = resolve(import.meta.dirname, '../../fixtures/import')

test('importing a spreadsheet: the preview and the result', async ({ page, harness }) => {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Import/ }).click()
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles(resolve(importFiles, 'excel-de-semicolon-bom.csv'))
  await expect(page.getByTestId('import-counts')).toContainText('10 rows')
  await shoot(page, 'import-preview')
  await page.getByRole('button', { name: /^Send \d+ and pair/ }).click()
  await expect(page.getByTestId('import-result')).toBeVisible()
  // How long it took.
  await shoot(page, 'import-result', {
    mask: [page.getByTestId('import-result').getByText(/\d s\)/)],
  })
})
