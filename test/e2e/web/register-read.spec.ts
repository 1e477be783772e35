import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { makeEdid } from '../../support/edid.ts'
import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'
import { readmeScreenshot } from './readme-screenshot.ts'

const fixtures = resolve(import.meta.dirname, '../../fixtures/serial-id')
/** EDIDs written for the tests: a serial text with leading spaces, and one of 256 bytes. */
const SPACED = makeEdid({
  vendor: 'ZZT',
  productCode: 0x082c,
  serialText: ' ZZ  5E0053',
  name: 'ZZT 17',
})
const LONG = makeEdid({
  vendor: 'ZZU',
  productCode: 0xa17d,
  serialText: '#ZZ5E0053xyz',
  extensions: [{}],
})

test.beforeEach(async ({ page, harness }) => {
  await page.goto(harness.url)
  await page
    .getByRole('button', { name: /Register a device/ })
    .first()
    .click()
  await page.getByText('Read from a tool or EDID').click()
})

test('registers a monitor from a chosen EDID file, then every BSSID of a pasted netsh scan, and pairs them', async ({
  page,
}) => {
  // An EDID file, chosen as from /sys/class/drm/card0-DP-1/edid: its serial keeps its leading space.
  await page.getByRole('button', { name: 'Choose an EDID file…' }).click()
  await page.locator('input[type="file"]').setInputFiles({
    name: 'edid',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(SPACED),
  })
  const monitor = page.getByRole('group', { name: 'Monitor from edid' })
  await expect(monitor.locator('code')).toHaveText('ZZT; ZZ  5E0053;082C')
  await expect(monitor.getByRole('note')).toContainText('starts with spaces')
  await monitor.getByRole('textbox', { name: 'Name' }).fill('Desk 4 left')
  await pickLocation(page, page, 'Pair them to', 'floor 2 desk 01', 'Berlin · Floor 2 · Desk 01')
  await monitor.getByRole('button', { name: 'Register' }).click()
  await expect(monitor.getByText('Created, paired')).toBeVisible()

  // A netsh scan in German, pasted: every BSSID with its SSID and band.
  const scan = readFileSync(resolve(fixtures, 'netsh-networks-de.txt'), 'utf8')
  await page.getByRole('textbox', { name: 'Paste what your tool printed' }).fill(scan)
  await expect(page.getByText('4 devices found')).toBeVisible()
  const second = page.getByRole('group', { name: 'Wi-Fi access point from netsh, line 16' })
  await expect(second.getByRole('textbox', { name: 'Name (SSID)' })).toHaveValue('Büro')
  await expect(second.getByRole('textbox', { name: 'Info (band)' })).toHaveValue('5 GHz')
  await readmeScreenshot(page, 'register-read.png')
  // The location is asked in the same step: all four are registered and paired in one call.
  await pickLocation(page, page, 'Pair them to', 'floor 2', 'Berlin · Floor 2')
  await page.getByRole('button', { name: 'Register and pair all ready (4)' }).click()
  await expect(page.getByText('Created, paired')).toHaveCount(4)
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet' })).toHaveCount(0)

  await page
    .getByRole('button', { name: /Devices/ })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'Search' }).fill('00:00:5e:00:53:12')
  const row = page.getByRole('row', { name: /Network;00:00:5e:00:53:12;WiFi/ })
  await expect(row).toContainText('Büro')
  await expect(row).toContainText('5 GHz')
  await expect(row).toContainText('Paired')
})

test('drops an EDID file on the panel', async ({ page }) => {
  const bytes = LONG
  const transfer = await page.evaluateHandle(
    (data) => {
      const dataTransfer = new DataTransfer()
      dataTransfer.items.add(new File([new Uint8Array(data)], 'edid'))
      return dataTransfer
    },
    [...bytes],
  )
  await page.getByTestId('read-drop-zone').dispatchEvent('drop', { dataTransfer: transfer })
  await expect(page.getByRole('group', { name: 'Monitor from edid' }).locator('code')).toHaveText(
    'ZZU;#ZZ5E0053xyz;A17D',
  )
})
