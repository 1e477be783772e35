import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './harness-fixture.ts'
import { pairInDialog, pickLocation, registerKeptUnpaired } from './pair-dialog.ts'
import { openDevices } from './screens.ts'

// The focus lands on the result of every action: never on the page body, where the next Tab starts over.

const netsh = readFileSync(
  resolve(import.meta.dirname, '../../fixtures/serial-id/netsh-networks-de.txt'),
  'utf8',
)

async function openRegister(page: Page) {
  await page
    .getByRole('button', { name: /Register a device/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Register a device', level: 2 })).toBeFocused()
}

test.beforeEach(async ({ page, harness }) => {
  await page.goto(harness.url)
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
})

test('after registering, pairing it from the result, and "Register another device"', async ({
  page,
}) => {
  await openRegister(page)
  await page.getByRole('textbox', { name: 'BSSID' }).fill('00-1A-2B-3C-4D-61')
  await page.getByRole('textbox', { name: 'Name (SSID)' }).fill('Focus-Lab')
  await page.getByRole('combobox', { name: 'Info (band)' }).selectOption('5 GHz')
  const result = await registerKeptUnpaired(page)
  await expect(result).toBeFocused()

  // The dialog's trigger is gone once it is paired: the focus goes back to the result, now paired.
  await result.getByRole('button', { name: 'Pair it now' }).click()
  await pairInDialog(page, 1, 'floor 2', 'Berlin · Floor 2')
  await expect(result).toContainText('Registered and paired')
  await expect(result).toBeFocused()

  // A new form: the focus starts it, on the device type chosen last.
  await result.getByRole('button', { name: 'Register another device' }).click()
  await expect(page.getByRole('radio', { name: /Wi-Fi access point/ })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'BSSID' })).toHaveValue('')
})

test('after "Register all" read from a tool, and pairing the ones kept unpaired', async ({
  page,
}) => {
  await openRegister(page)
  await page.getByText('Read from a tool or EDID').click()
  await page.getByRole('textbox', { name: 'Paste what your tool printed' }).fill(netsh)
  await expect(page.getByText('4 devices found')).toBeVisible()
  await page.getByRole('checkbox', { name: /^Keep (them )?unpaired/ }).check()
  await page.getByRole('button', { name: 'Register all ready, unpaired (4)' }).click()
  const said = page.getByTestId('found-result')
  await expect(said).toBeFocused()
  await expect(said).toContainText('4 registered, kept unpaired')

  await page.getByRole('button', { name: 'Pair the 4 now' }).click()
  await pairInDialog(page, 4, 'floor 2', 'Berlin · Floor 2')
  await expect(said).toContainText('4 paired to Berlin · Friedrichstraße 68 › Berlin · Floor 2')
  await expect(said).toBeFocused()
})

test('after a move in the drawer, which stays open', async ({ page }) => {
  await openDevices(page)
  await page.getByRole('textbox', { name: 'Search' }).fill('f0:9f:c2:fc:51:58')
  await page
    .getByRole('row', { name: /Berlin Floor 2 gateway/ })
    .getByText('10.10.0.1')
    .click()
  const drawer = page.getByRole('dialog', { name: 'Berlin Floor 2 gateway' })
  await pickLocation(page, drawer, 'Move to', 'floor 3', 'Berlin · Floor 3')
  await drawer.getByRole('button', { name: 'Move here' }).click()
  const moved = page.getByRole('status').filter({ hasText: 'Moved Berlin Floor 2 gateway' })
  await expect(moved).toBeFocused()
  await expect(drawer).toBeVisible()
  // The message's Undo is the next stop, and Escape still closes the drawer.
  await page.keyboard.press('Tab')
  await expect(moved.getByRole('button', { name: 'Undo' })).toBeFocused()
})

test('after pairing and unpairing selected devices', async ({ page }) => {
  await openDevices(page)
  await page.getByRole('combobox', { name: 'State' }).selectOption('unpaired')
  const row = page
    .getByRole('table', { name: 'Devices' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Unpaired' })
    .first()
  const serialId = (await row.getByRole('code').first().textContent()) ?? ''
  await page.getByRole('checkbox', { name: `Select ${serialId}` }).check()
  await page.getByRole('button', { name: 'Pair selected (1)' }).click()
  await pairInDialog(page, 1, 'floor 3', 'Berlin · Floor 3')
  await expect(
    page.getByRole('status').filter({ hasText: 'Paired 1 device to Berlin · Floor 3.' }),
  ).toBeFocused()

  await page.getByRole('combobox', { name: 'State' }).selectOption('all')
  await page.getByRole('textbox', { name: 'Search' }).fill(serialId)
  await page.getByRole('checkbox', { name: `Select ${serialId}` }).check()
  await page.getByRole('button', { name: 'Unpair selected (1)' }).click()
  const confirm = page.getByRole('dialog', { name: /^Unpair / })
  await confirm.getByRole('button', { name: /^Unpair / }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: /^Unpaired / })).toBeFocused()
})
