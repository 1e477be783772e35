import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'
import { openDevices } from './screens.ts'

const NIC = 'WLAN;a4:c3:f0:54:4f:d6;NIC'

test.beforeEach(async ({ page, harness }) => {
  await page.goto(harness.url)
  await openDevices(page)
  await expect(page.getByTestId('device-count')).toContainText('Showing')
})

for (const typed of ['A4-C3-F0', 'a4c3f0', 'a4:c3', 'A4C3.F054.4FD6']) {
  test(`finds a MAC typed as ${typed}, in any separator form and case`, async ({ page }) => {
    await page.getByRole('textbox', { name: 'Search' }).fill(typed)
    await expect(page.getByTestId('device-count')).toHaveText(/^Showing 1 of \d+ devices$/)
    await expect(page.getByRole('row', { name: new RegExp(NIC) })).toBeVisible()
  })
}

test('finds a location by its words in order: floor 3 desk 02, not floor 2 desk 03', async ({
  page,
}) => {
  await page.getByRole('textbox', { name: 'Search' }).fill('floor 3 desk 02')
  const table = page.getByRole('table', { name: 'Devices' })
  await expect(table).toContainText('Floor 3 · Desk 02 monitor')
  await expect(table).not.toContainText('Floor 2 · Desk 03')
})

test('keeps filters, sort and scroll per screen, across screens and a restart', async ({
  page,
}) => {
  await pickLocation(page, page, 'Location', 'friedrich', 'Berlin · Friedrichstraße 68')
  await page.getByRole('combobox', { name: 'State' }).selectOption('paired')
  await page.getByRole('button', { name: 'Sort by name' }).click()
  const scroller = page.getByTestId('devices-scroll')
  await scroller.evaluate((element) => (element.scrollTop = 200))
  const shown = (await page.getByTestId('device-count').textContent()) ?? ''

  await page.getByRole('button', { name: /^API keys/ }).click()
  await page.getByRole('button', { name: /^Devices/ }).click()
  const check = async () => {
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(
      'Berlin · Friedrichstraße 68',
    )
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('paired')
    await expect(page.getByRole('columnheader', { name: 'Sort by name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect(page.getByTestId('device-count')).toHaveText(shown)
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(200)
  }
  await check()
  await page.reload()
  await openDevices(page)
  await check()
})
