// Every screen and dialog as drawn, light and dark, at 1440 × 900 and 1000 × 700 (shoot()): a change of
// layout, colour or style shows as a difference from the committed baseline. The import screen has its
// own file (import.spec.ts), so its baselines can be taken again alone.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, startHarness, stopHarness, test } from '../web/harness-fixture.ts'
import { openDevices } from '../web/screens.ts'
import { shoot, steadyText } from './shoot.ts'

const fixtures = resolve(import.meta.dirname, '../../fixtures')

test('the overview, the devices, a device’s drawer, the pair and unpair dialogs', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await expect(page.getByRole('img', { name: /devices by type/ })).toBeVisible()
  await shoot(page, 'overview')

  await openDevices(page)
  await expect(page.getByTestId('device-count')).toContainText('Showing')
  await shoot(page, 'devices')

  await page.getByRole('textbox', { name: 'Search' }).fill('floor 2 gateway')
  await page.getByRole('button', { name: 'Details of Berlin Floor 2 gateway' }).click()
  const drawer = page.getByRole('dialog', { name: 'Berlin Floor 2 gateway' })
  await expect(drawer.getByRole('table', { name: 'Device details' })).toBeVisible()
  await shoot(page, 'device-drawer')
  await drawer.getByRole('button', { name: 'Close' }).click()
  await expect(drawer).toBeHidden()
  await page.getByRole('textbox', { name: 'Search' }).fill('')

  await page.getByRole('combobox', { name: 'State' }).selectOption('paired')
  await page
    .getByRole('table', { name: 'Devices' })
    .getByRole('row')
    .nth(1)
    .getByRole('checkbox')
    .check()
  await page.getByRole('button', { name: 'Pair selected (1)', exact: true }).click()
  const pair = page.getByRole('dialog', { name: 'Pair 1 device' })
  await pair.getByRole('combobox', { name: 'Location' }).fill('floor')
  await expect(page.getByRole('listbox')).toBeVisible()
  await shoot(page, 'pair-dialog')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await pair.getByRole('button', { name: 'Cancel' }).click()
  await expect(pair).toBeHidden()

  await page.getByRole('button', { name: 'Unpair selected (1)' }).click()
  await expect(page.getByRole('dialog', { name: 'Unpair 1 device?' })).toBeVisible()
  await shoot(page, 'unpair-dialog')
})

test('registering: by parts, pasted, read from a tool, the result, and the activity it made', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await page
    .getByRole('button', { name: /^Register a device/ })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'BSSID' }).fill('00-1A-2B-3C-4D-5')
  await page.getByRole('textbox', { name: 'Name (SSID)' }).fill('Northwind-Lab')
  await page.getByRole('button', { name: 'Register and pair' }).click()
  await expect(page.getByText('Choose where it is, or choose to keep it unpaired.')).toBeVisible()
  await shoot(page, 'register-parts')

  await page.getByText('Paste a whole serial id').click()
  await page
    .getByRole('textbox', { name: 'Serial id', exact: true })
    .fill('network;00-1A-2B-3C-4D-5F;wifi')
  await expect(page.getByText('What is wrong')).toBeVisible()
  await shoot(page, 'register-paste')

  await page.getByText('Read from a tool or EDID').click()
  await page
    .getByRole('textbox', { name: 'Paste what your tool printed' })
    .fill(readFileSync(resolve(fixtures, 'serial-id/netsh-networks-en.txt'), 'utf8'))
  await expect(page.getByRole('heading', { name: /devices? found$/ })).toBeVisible()
  await shoot(page, 'register-read')

  await page.getByText('Fill in the parts').click()
  await page.getByRole('textbox', { name: 'BSSID' }).fill('00-1A-2B-3C-4D-5E')
  await page.getByRole('combobox', { name: 'Info (band)' }).selectOption('5 GHz')
  await page.getByRole('combobox', { name: 'Pair to' }).fill('floor 2')
  await page.getByRole('option', { name: 'Berlin · Floor 2', exact: true }).click()
  await page.getByRole('button', { name: 'Register and pair' }).click()
  await expect(page.getByTestId('register-result')).toBeFocused()
  await shoot(page, 'register-result')

  await page.getByRole('button', { name: /^Activity/ }).click()
  const activity = page.getByRole('table', { name: 'Activity' })
  await expect(activity).toContainText('Northwind-Lab')
  // When it happened: the time of the run.
  await steadyText(activity.locator('tbody td:first-child'), /\d/g, '0')
  await shoot(page, 'activity')
})

test('API keys', async ({ page, harness }) => {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^API keys/ }).click()
  const keys = page.getByRole('table', { name: 'API keys' })
  await expect(keys).toBeVisible()
  // Expiry, creation and last use are days counted from the day the test runs: one fixed day instead
  // (how far away they are stays as the service seeded it).
  await shoot(page, 'api-keys', {
    steady: async () => {
      await steadyText(
        keys.locator('tbody td'),
        /\d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}/g,
        '9 Sept 2026, 12:00',
      )
      await steadyText(keys.locator('tbody td'), /\d{1,2} \w{3,4} \d{4}/g, '9 Sept 2026')
    },
  })
})

test('the profile menu, the profiles, a new profile, and signing in', async ({ page, harness }) => {
  await page.goto(harness.url)
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  // "Sign out and forget the stored secret" shows once the test keyring has stored the demo's key,
  // which it does late or not at all from run to run: the item is taken out rather than waited for.
  await page
    .getByRole('menuitem', { name: 'Sign out and forget the stored secret' })
    .evaluateAll((items) => items.forEach((item) => item.remove()))
  // The demo's data folder is a temporary one, named anew each run.
  await steadyText(page.getByRole('menu'), /dra-e2e-\w+/, 'dra-e2e-test')
  await shoot(page, 'profile-menu')

  await page.getByRole('menuitem', { name: 'Manage profiles…' }).click()
  const manage = page.getByRole('dialog', { name: 'Profiles' })
  await expect(manage).toBeVisible()
  await steadyText(manage, /dra-e2e-\w+/, 'dra-e2e-test')
  // Whether the test keyring has stored the demo's key yet changes from run to run: drawn as not yet.
  await steadyText(manage, /kept in the keychain/, 'nothing stored')
  await shoot(page, 'profiles-dialog')

  await manage.getByRole('button', { name: 'Add a remote profile…' }).click()
  const add = page.getByRole('dialog', { name: 'Add a remote profile' })
  await add.getByRole('textbox', { name: 'Profile name' }).fill('Head office')
  await add.getByRole('button', { name: 'Add profile' }).click()
  await expect(add.getByText('Give the service URL')).toBeVisible()
  await shoot(page, 'profile-dialog')
  // The Profiles dialog gave way to this one: Cancel leaves none open.
  await add.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('menu')).toBeHidden()
  await shoot(page, 'sign-in')
})

test('detecting on this PC', async ({ page }) => {
  const { harness, child } = await startHarness([
    '--detect-fixture',
    resolve(fixtures, 'detect/windows-11'),
  ])
  try {
    await page.goto(harness.url)
    await page.getByRole('button', { name: /Detect on this PC/ }).click()
    const area = page.getByRole('group', { name: 'Wi-Fi area Corp', exact: true })
    await expect(area).toBeVisible()
    await area.getByRole('checkbox', { name: /^This Wi-Fi area/ }).check()
    await shoot(page, 'detect')
  } finally {
    await stopHarness(child, harness.configDir)
  }
})

test('surveying a floor, at its first desk', async ({ page }) => {
  const floor = resolve(fixtures, 'detect/survey-floor')
  const { harness, child } = await startHarness([
    '--detect-fixture',
    resolve(floor, 'baseline'),
    '--seed',
    resolve(floor, 'seed.json'),
  ])
  try {
    await page.goto(harness.url)
    await page.getByRole('button', { name: /^Survey a floor/ }).click()
    await page.getByRole('combobox', { name: 'Floor or site' }).fill('floor 4')
    await page.getByRole('option', { name: 'Floor 4 (3 desks)' }).click()
    await page.getByRole('button', { name: 'Start the survey' }).click()
    await expect(page.getByRole('region', { name: 'Current desk: Desk 4.01' })).toBeVisible()
    // The time of day the baseline was taken, and how long detecting took.
    await steadyText(page.getByText(/its baseline, taken/), /\d{2}:\d{2}:\d{2}/, '12:00:00')
    await shoot(page, 'survey', { mask: [page.getByText(/^Detected every/)] })
  } finally {
    await stopHarness(child, harness.configDir)
  }
})
