// The true connection state, with a real service stopped and started again during the test.
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { startHarness, stopHarness, type Harness } from './harness-fixture.ts'
import { startRemoteService } from './mock-service.ts'
import { readmeScreenshot } from './readme-screenshot.ts'
import { pickLocation, registerWifiUnpaired } from './pair-dialog.ts'
import { signInRemote } from './remote.ts'
import { openDevices } from './screens.ts'

type Remote = Awaited<ReturnType<typeof startRemoteService>>
let harness: Harness
let stopHarnessNow: () => Promise<void>
let remote: Remote

test.beforeEach(async ({ page }) => {
  remote = await startRemoteService()
  // Main checks the service every second here (every 15 s in the app).
  const started = await startHarness(['--check-every', '1000'])
  harness = started.harness
  stopHarnessNow = () => stopHarness(started.child, harness.configDir)
  await page.goto(harness.url)
  await signInRemote(page, remote.url, 'accountAdmin')
  await openDevices(page)
})
test.afterEach(async () => {
  await stopHarnessNow()
  await remote.stop()
})

/** Registers a Wi-Fi access point without a location: the service keeps it in memory only. */
async function registerInMemory(page: Page, bssid: string) {
  await registerWifiUnpaired(page, bssid, 'Pop-up lab')
  await page.getByRole('button', { name: 'Show all devices' }).click()
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme })
    test('says since when the service is unreachable, marks the list out of date, and recovers by itself', async ({
      page,
    }) => {
      await registerInMemory(page, '02:00:5e:10:00:01')
      const connection = page.getByRole('group', { name: 'Connection' })
      const count = page.getByTestId('device-count')
      await page.getByRole('textbox', { name: 'Search' }).fill('02-00-5E-10-00-01')
      const row = page.getByRole('row', { name: /Network;02:00:5e:10:00:01;WiFi/ })
      // Marked everywhere as what it is: registered, never paired, kept in memory only.
      await expect(row).toContainText('Not saved')
      await expect(page.getByRole('note').filter({ hasText: 'Not saved yet' })).toContainText(
        '1 device was registered and never paired: the service keeps it in memory only and loses it when it restarts.',
      )
      await expect(count).toHaveText(/^Showing 1 of \d+ devices$/)

      await remote.pause()
      await expect(connection).toContainText(/Unreachable since \d/)
      await expect(connection).not.toContainText('Signed in ·')
      const stale = page.getByRole('status').filter({ hasText: 'Out of date' })
      await expect(stale).toContainText('cannot be reached')
      await expect(stale).toContainText(/Shown: the devices as loaded at \d/)
      await expect(count).toContainText(/as loaded at \d/)
      await expectAccessible(page, 'the devices while the service is unreachable')
      if (colorScheme === 'light') await readmeScreenshot(page, 'connection-lost.png')
      // Retry while it is still down: still down, still said so.
      await stale.getByRole('button', { name: 'Retry now' }).click()
      await expect(connection).toContainText(/Unreachable since \d/)

      await remote.resume()
      // No click: main sees the service again, the window reloads what it shows.
      await expect(connection).toContainText('Signed in', { timeout: 10_000 })
      await expect(stale).toHaveCount(0)
      await expect(count).toHaveText(/^Showing 0 of \d+ devices$/)
      // The device never paired is gone, as the service's rules say; the table says so, too.
      await expect(row).toHaveCount(0)
      await expect(page.getByRole('note').filter({ hasText: 'Not saved yet' })).toHaveCount(0)
      // And the app names it, with a way to register it again.
      await expect(page.getByRole('alert').filter({ hasText: 'Registrations lost' })).toContainText(
        /1 device you registered on .* was lost when the service restarted/,
      )
    })
  })
}

test('pairs the devices the service still knows when one of them was lost in a restart', async ({
  page,
}) => {
  await registerInMemory(page, '02:00:5e:10:00:02')
  await page.getByRole('combobox', { name: 'State' }).selectOption('unpaired')
  const lost = 'Network;02:00:5e:10:00:02;WiFi'
  const kept = page
    .getByRole('table', { name: 'Devices' })
    .getByRole('row')
    .filter({ hasText: 'Unpaired' })
    .first()
  const keptId = (await kept.getByRole('code').textContent()) ?? ''
  await page.getByRole('checkbox', { name: `Select ${lost}` }).check()
  await kept.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Pair selected (2)', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Pair 2 devices' })

  // The service restarts while the dialog is open.
  await remote.pause()
  await remote.resume()
  await pickLocation(page, dialog, 'Location', 'floor 2', 'Berlin · Floor 2')
  await dialog.getByRole('button', { name: 'Pair 2 devices' }).click()
  const refused = dialog.getByRole('alert')
  await expect(refused).toContainText(
    '1 of the 2 devices is not known to the service, so nothing was paired.',
  )
  await expect(refused).toContainText(lost)
  await refused.getByRole('button', { name: 'Pair the other 1 device' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Paired 1 device to' })).toBeFocused()
  // The table shows the service as it is now: the kept device paired, the lost one gone.
  await page.getByRole('combobox', { name: 'State' }).selectOption('all')
  await expect(
    page.getByRole('row', { name: new RegExp(keptId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toContainText('Paired')
  await expect(page.getByRole('row', { name: /02:00:5e:10:00:02/ })).toHaveCount(0)
})
