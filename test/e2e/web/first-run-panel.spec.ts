// A first start with the offline demo: the Overview says what the demo is and three things to try,
// and the panel goes away for good once one is tried (or it is hidden).
import { expect, test } from './harness-fixture.ts'

test('“Start here” names the demo and three things to try, and goes once one is opened', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  const panel = page.getByRole('region', { name: 'Start here: the offline demo' })
  await expect(panel).toContainText('This is the offline demo')
  await expect(panel.getByRole('listitem')).toHaveText([
    'Register your first device: a Wi-Fi access point or a dock, and pair it to a desk',
    'Bring in a spreadsheet: devices from an Excel or CSV file, checked row by row before anything is sent',
    'Walk a floor desk by desk: plug the laptop in at each desk and confirm what arrived',
  ])
  await panel.getByRole('button', { name: 'Bring in a spreadsheet' }).click()
  await expect(page.getByRole('heading', { name: 'Import devices', level: 2 })).toBeVisible()
  await page.getByRole('button', { name: /^Overview/ }).click()
  await expect(page.getByTestId('overview-total')).toBeVisible()
  await expect(panel).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('overview-total')).toBeVisible()
  await expect(panel).toHaveCount(0)
})

test('“Hide this panel” hides it for good', async ({ page, harness }) => {
  await page.goto(harness.url)
  const panel = page.getByRole('region', { name: 'Start here: the offline demo' })
  await panel.getByRole('button', { name: 'Hide this panel' }).click()
  await expect(panel).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('overview-total')).toBeVisible()
  await expect(panel).toHaveCount(0)
})
