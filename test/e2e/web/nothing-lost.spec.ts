import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expectAccessible } from './axe.ts'
import { startEventHarness, stopHarness } from './harness-fixture.ts'
import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'

const scan = readFileSync(
  resolve(import.meta.dirname, '../../fixtures/serial-id/netsh-networks-win10.txt'),
  'utf8',
)
const KEPT = 'Network;00:00:5e:00:53:22;WiFi'

test('a registration the service lost is named after it restarted, restored, and the journal shows all of it', async ({
  page,
}) => {
  test.slow()
  // The app checks the service every 300 ms here (15 s in the app), so it sees the restart at once.
  const run = await startEventHarness(['--check-every', '300'])
  try {
    await page.goto(run.harness.url)
    await page
      .getByRole('button', { name: /Register a device/ })
      .first()
      .click()
    await page.getByText('Read from a tool or EDID').click()
    await page.getByRole('textbox', { name: 'Paste what your tool printed' }).fill(scan)
    await expect(page.getByText('3 devices found')).toBeVisible()

    // The location is asked in the same step: the first access point goes in paired.
    await pickLocation(page, page, 'Pair them to', 'floor 2', 'Berlin · Floor 2')
    const office = page.getByRole('group', { name: /from netsh, line 9$/ })
    await office.getByRole('button', { name: 'Register' }).click()
    await expect(office.getByText('Created, paired')).toBeVisible()

    // The second is kept unpaired, as an explicit choice: said as a warning, not a success.
    await page.getByRole('checkbox', { name: /^Keep unpaired/ }).check()
    const kept = page.getByRole('group', { name: /from netsh, line 20$/ })
    await kept.getByRole('button', { name: 'Register' }).click()
    await expect(kept.getByText('Created, kept unpaired')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Not saved yet' })).toContainText(
      '1 device is registered but not paired',
    )

    await run.restartService()
    const notice = page.getByRole('alert').filter({ hasText: 'Registrations lost' })
    // The service starts again and the app's next check sees it: seconds on a loaded machine.
    await expect(notice).toContainText(
      /^Registrations lost1 device you registered on .* was lost when the service restarted/,
      { timeout: 20_000 },
    )
    await notice.getByRole('button', { name: 'Show it' }).click()
    await expect(notice).toContainText(KEPT)
    await expectAccessible(page, 'the lost-registrations notice')

    await notice.getByRole('button', { name: 'Register and pair it again…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Register it again' })
    await pickLocation(page, dialog, 'Pair them to', 'floor 3', 'Berlin · Floor 3')
    await expectAccessible(page, 'the restore dialog')
    await dialog.getByRole('button', { name: 'Register and pair again' }).click()
    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: 'Registered 1 device again.' }),
    ).toBeVisible()
    await expect(notice).toBeHidden()

    // Restarted again: nothing is lost now, it is paired.
    await run.restartService()
    await page.getByRole('button', { name: /^Activity/ }).click()
    const rows = page.getByRole('table', { name: 'Activity' }).getByRole('row')
    await expect(rows.nth(1)).toContainText('Restored')
    await expect(page.getByRole('table', { name: 'Activity' })).toContainText(
      'Registered as “Office-5G”, unpaired',
    )
    await expect(page.getByRole('table', { name: 'Activity' })).toContainText(/Paired to .*Floor 3/)
    await expect(
      page.getByRole('status').filter({ hasText: /entries, newest first/ }),
    ).toContainText('6 entries')
    await expect(page.getByRole('alert').filter({ hasText: 'Registrations lost' })).toHaveCount(0)
  } finally {
    await stopHarness(run.child, run.harness.configDir)
  }
})

test('a move and a rename are taken back: from the toast, and from the activity list', async ({
  page,
  harness,
}) => {
  test.slow()
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Devices/ }).click()
  await page.getByRole('textbox', { name: 'Search' }).fill('24:a4:3c:2d:c1:c0')
  await page
    .getByRole('button', { name: /Details of/ })
    .first()
    .click()
  const drawer = page.getByRole('dialog')
  await pickLocation(page, drawer, 'Move to', 'floor 3', 'Berlin · Floor 3')
  await drawer.getByRole('button', { name: 'Move here' }).click()
  const moved = page
    .getByRole('status')
    .filter({ hasText: /^Moved Northwind-Corp from .*Floor 2 to .*Floor 3\./ })
  await expect(moved).toBeVisible()
  // The drawer stays open on the device as it is now.
  await expect(drawer.getByRole('heading', { name: 'Move or unpair' })).toBeVisible()
  await expect(drawer.getByRole('list', { name: 'History of this device' })).toContainText(
    /Moved from .*Floor 2 to .*Floor 3/,
  )
  await moved.getByRole('button', { name: 'Undo' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'is paired to berlin-f2 again' }),
  ).toBeVisible()
  await expect(drawer.getByRole('list', { name: 'History of this device' })).toContainText(
    '(undone)',
  )

  const name = drawer.getByRole('textbox', { name: 'Name (SSID)' })
  await name.fill('Northwind-Renamed')
  await drawer.getByRole('button', { name: 'Save name and info' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Northwind-Renamed' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: /^Activity/ }).click()
  const table = page.getByRole('table', { name: 'Activity' })
  const rename = table.getByRole('row').filter({ hasText: '→ “Northwind-Renamed”' })
  await rename.getByRole('button', { name: /^Undo/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'has its name' })).toBeVisible()
  await expect(rename).toContainText('undone')
  await expectAccessible(page, 'the activity screen')
})
