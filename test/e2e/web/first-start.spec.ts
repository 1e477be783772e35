import { expect, test } from './harness-fixture.ts'
import { readmeScreenshot } from './readme-screenshot.ts'

test('first start shows the demo office, signed in, with no step at all', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  const connection = page.getByRole('group', { name: 'Connection' })
  await expect(connection).toContainText('Offline demo')
  await expect(connection).toContainText('Signed in')
  await expect(connection).toContainText('Account admin')
  const table = page.getByRole('table', { name: 'Devices' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  await expect(table).toContainText('Monitor')
  await expect(table).toContainText('Sensor')
  await expect(page.getByTestId('device-count')).toContainText(/Showing (\d+) of \1 devices/)
  await readmeScreenshot(page, 'devices.png')

  // The office's Wi-Fi: several BSSIDs per SSID, one per band.
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Wi-Fi access point' })
  await expect(table).toContainText('Northwind-Corp')
  await expect(table).toContainText('5 GHz')
  await expect(table).not.toContainText('Monitor')
})
