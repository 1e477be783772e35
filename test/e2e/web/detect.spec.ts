import { test as base, expect } from '@playwright/test'
import { resolve } from 'node:path'
import { startHarness, stopHarness, type Harness } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'
import { readmeScreenshot } from './readme-screenshot.ts'

// A recorded Windows 11 desk (test/fixtures/detect/windows-11): its netsh scan shows Corp through four
// access points, 00:00:5e:00:53:01 to :04, on 2.4 and 5 GHz in turn.
const fixture = resolve(import.meta.dirname, '../../fixtures/detect/windows-11')
const AREA = ['01', '02', '03', '04'].map((n) => `Network;00:00:5e:00:53:${n};WiFi`)
const BANDS = ['2.4 GHz', '5 GHz', '2.4 GHz', '5 GHz']

const test = base.extend<{ harness: Harness }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  harness: async ({}, use) => {
    const { harness, child } = await startHarness(['--detect-fixture', fixture])
    await use(harness)
    await stopHarness(child, harness.configDir)
  },
})

test.beforeEach(async ({ page, harness }) => {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /Detect on this PC/ }).click()
  await expect(page.getByRole('heading', { name: 'Detect on this PC' })).toBeVisible()
})

test('registers a whole Wi-Fi area and pairs it in one step, a result per access point', async ({
  page,
}) => {
  await expect(
    page.getByRole('note').filter({ hasText: 'Recorded outputs of DESK-0417' }),
  ).toBeVisible()
  const area = page.getByRole('group', { name: 'Wi-Fi area Corp', exact: true })
  await area.getByRole('checkbox', { name: 'This Wi-Fi area: Corp (4 access points)' }).check()
  await pickLocation(page, page, 'Pair them to', 'floor 2', 'Berlin · Floor 2')
  await area.scrollIntoViewIfNeeded()
  await readmeScreenshot(page, 'detect.png')
  await page.getByRole('button', { name: 'Register and pair 4 devices' }).click()

  for (const serialId of AREA) {
    const row = page.getByRole('group', { name: `Wi-Fi access point ${serialId}` })
    await expect(row.getByText('Created', { exact: true })).toBeVisible()
    await expect(row.getByText('Paired to Berlin · Floor 2')).toBeVisible()
    await expect(row).toContainText('The service said: “Device created or updated.”')
  }
  // The other networks of the scan were left alone.
  const other = page.getByRole('group', {
    name: 'Wi-Fi access point Network;00:00:5e:00:53:05;WiFi',
  })
  await expect(other.getByText('Not registered')).toBeVisible()

  await page
    .getByRole('button', { name: /Devices/ })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'Search' }).fill('00:00:5e:00:53:0')
  for (const [index, serialId] of AREA.entries()) {
    const row = page.getByRole('row', { name: new RegExp(serialId) })
    await expect(row).toContainText('Corp')
    await expect(row).toContainText(BANDS[index] ?? '')
    await expect(row).toContainText('Paired')
  }
})

test('shows each id exactly, warns of virtual adapters, and offers no choice where an id is missing', async ({
  page,
}) => {
  const adapters = page.getByRole('region', { name: /Network adapter/ })
  await expect(adapters.getByText('Ethernet;08:00:27:de:d5:51;NIC', { exact: true })).toBeVisible()
  const hyperV = page.getByRole('group', { name: /Ethernet;00:15:5d:01:02:03;NIC$/ })
  await expect(hyperV.getByRole('note')).toContainText('a virtual adapter that Hyper-V adds')
  const noSerial = page.getByRole('group', { name: /USB Composite Device$/ })
  await expect(noSerial).toContainText('the device reports no USB serial')
  await expect(noSerial.getByRole('checkbox')).toBeDisabled()
  const placeholder = page.getByRole('group', { name: /0BDA;001000001;33107$/ })
  await expect(placeholder.getByRole('note')).toContainText('placeholder')
})
