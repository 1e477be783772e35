// axe-core on every screen and dialog, in the light and the dark scheme (the app follows the system's),
// in the window the app opens at and in a small one (1000 × 700, where columns and labels get tight).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, startHarness, stopHarness, test, type Harness } from './harness-fixture.ts'
import { expectAccessible } from './axe.ts'
import { pickLocation } from './pair-dialog.ts'
import { signInRemote } from './remote.ts'
import { openDevices } from './screens.ts'

const fixtures = resolve(import.meta.dirname, '../../fixtures/serial-id')
const importFiles = resolve(import.meta.dirname, '../../fixtures/import')
// A recorded Windows 11 desk, so the screen shows the same devices on every machine.
const detectTest = test.extend<{ detectHarness: Harness }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  detectHarness: async ({}, use) => {
    const { harness, child } = await startHarness([
      '--detect-fixture',
      resolve(import.meta.dirname, '../../fixtures/detect/windows-11'),
    ])
    await use(harness)
    await stopHarness(child, harness.configDir)
  },
})
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1000, height: 700 },
]

for (const colorScheme of ['light', 'dark'] as const)
  for (const viewport of SIZES) {
    test.describe(`${colorScheme} scheme, ${viewport.width} × ${viewport.height}`, () => {
      // Checked as drawn, not half-faded in: with reduced motion, menus and dialogs open without a transition.
      test.use({ colorScheme, reducedMotion: 'reduce', viewport })
      // Each test runs axe over whole screens several times: ~25 s on an idle 2-core machine.
      test.slow()

      test('devices, the device drawer, pairing and unpairing', async ({ page, harness }) => {
        await page.goto(harness.url)
        await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible()
        await expect(page.getByRole('img', { name: /devices by type/ })).toBeVisible()
        await expectAccessible(page, 'the overview')
        await openDevices(page)
        await expect(page.getByTestId('device-count')).toContainText('Showing')
        await expectAccessible(page, 'the devices screen')
        // Found by its words: in a small window its row is out of view (and not drawn) otherwise.
        await page.getByRole('textbox', { name: 'Search' }).fill('floor 2 gateway')

        await page.getByRole('button', { name: 'Details of Berlin Floor 2 gateway' }).click()
        const drawer = page.getByRole('dialog', { name: 'Berlin Floor 2 gateway' })
        await expect(drawer.getByRole('table', { name: 'Device details' })).toBeVisible()
        await expectAccessible(page, 'the device drawer')
        await drawer.getByRole('button', { name: 'Close' }).click()
        await expect(drawer).toBeHidden()
        await page.getByRole('textbox', { name: 'Search' }).fill('')

        // A selected row under its badges: the Unpaired badge keeps its contrast on the row's tint.
        await page.getByRole('combobox', { name: 'State' }).selectOption('unpaired')
        await page
          .getByRole('table', { name: 'Devices' })
          .getByRole('row')
          .nth(1)
          .getByRole('checkbox')
          .check()
        await expectAccessible(page, 'a selected unpaired device')
        await page.getByRole('button', { name: 'Clear selection' }).click()

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
        await expectAccessible(page, 'the pair dialog with its location list open')
        // A monitor to a floor: the dialog hints that its desk is usually right.
        await page.getByRole('option', { name: 'Berlin · Floor 2', exact: true }).click()
        await expect(pair.getByRole('note').filter({ hasText: 'an area' })).toBeVisible()
        await expectAccessible(page, 'the pair dialog with a hint')
        await pair.getByRole('button', { name: 'Cancel' }).click()

        await page.getByRole('button', { name: 'Unpair selected (1)' }).click()
        const unpair = page.getByRole('dialog', { name: 'Unpair 1 device?' })
        await expect(unpair).toBeVisible()
        await expectAccessible(page, 'the unpair dialog')
        await unpair.getByRole('button', { name: 'Unpair 1 device' }).click()
        await expect(
          page.getByRole('status').filter({ hasText: 'Unpaired 1 device' }),
        ).toBeFocused()
        await expectAccessible(page, 'the message after an action')
      })

      test('registering: the form, its checks, the reader and the result', async ({
        page,
        harness,
      }) => {
        await page.goto(harness.url)
        await page
          .getByRole('button', { name: /^Register a device/ })
          .first()
          .click()
        await page.getByRole('textbox', { name: 'BSSID' }).fill('00-1A-2B-3C-4D-5')
        await page.getByRole('button', { name: 'Register and pair' }).click()
        await expectAccessible(page, 'the register form with its errors')
        await page.getByRole('textbox', { name: 'BSSID' }).fill('24:a4:3c:2d:c1:c0')
        await expect(page.getByRole('note').filter({ hasText: 'Already registered' })).toBeVisible()
        await expectAccessible(page, 'the register form over a registered device')

        // A product id that reads two ways: the choice between the two ids.
        await page.getByRole('radio', { name: /USB device/ }).click()
        await page.getByRole('textbox', { name: 'USB vendor id' }).fill('0bda')
        await page.getByRole('textbox', { name: 'USB serial' }).fill('F01E341F8303')
        await page.getByRole('textbox', { name: 'USB product id' }).fill('8153')
        await expect(page.getByRole('group', { name: /can mean two ids/ })).toBeVisible()
        await expectAccessible(page, 'the choice between two ids')
        await page.getByRole('radio', { name: /Wi-Fi access point/ }).click()

        await page.getByText('Read from a tool or EDID').click()
        await page
          .getByRole('textbox', { name: 'Paste what your tool printed' })
          .fill(readFileSync(resolve(fixtures, 'netsh-networks-en.txt'), 'utf8'))
        await expect(page.getByRole('heading', { name: /devices? found$/ })).toBeVisible()
        await expectAccessible(page, 'the reader with a device found')

        await page.getByText('Fill in the parts').click()
        await page.getByRole('textbox', { name: 'BSSID' }).fill('00-1A-2B-3C-4D-5E')
        await page.getByRole('textbox', { name: 'Name (SSID)' }).fill('Lab')
        await page.getByRole('combobox', { name: 'Info (band)' }).selectOption('5 GHz')
        await pickLocation(page, page, 'Pair to', 'floor 2', 'Berlin · Floor 2')
        await page.getByRole('button', { name: 'Register and pair' }).click()
        await expect(page.getByTestId('register-result')).toBeFocused()
        await expectAccessible(page, 'the register result')
      })

      test('API keys and the profile dialogs', async ({ page, harness }) => {
        await page.goto(harness.url)
        await page.getByRole('button', { name: /^API keys/ }).click()
        await expect(page.getByRole('table', { name: 'API keys' })).toBeVisible()
        await expectAccessible(page, 'the API keys screen')

        await page.getByRole('button', { name: 'Connection and profiles' }).click()
        await expect(page.getByRole('menu')).toBeVisible()
        await expectAccessible(page, 'the profile menu')
        await page.getByRole('menuitem', { name: 'Manage profiles…' }).click()
        const manage = page.getByRole('dialog', { name: 'Profiles' })
        await expect(manage).toBeVisible()
        await expectAccessible(page, 'the profiles dialog')
        await manage.getByRole('button', { name: 'Add a remote profile…' }).click()
        const add = page.getByRole('dialog', { name: 'Add a remote profile' })
        await add.getByRole('textbox', { name: 'Profile name' }).fill('Local')
        await add.getByRole('textbox', { name: 'Service URL' }).fill('localhost:4011')
        await add.getByRole('button', { name: 'Add profile' }).click()
        await expect(add.getByText('Start the service URL with https://')).toBeVisible()
        await expectAccessible(page, 'the add profile dialog with a refused URL')
      })

      test('signing in to a remote service, a member’s screen, and a service gone', async ({
        page,
        harness,
        remote,
      }) => {
        await page.goto(harness.url)
        await signInRemote(page, remote.url, 'member')
        await expect(page.getByRole('heading', { name: /Nothing to administer/ })).toBeVisible()
        await expectAccessible(page, 'a member’s screen')
        await page.getByRole('button', { name: 'Connection and profiles' }).click()
        await expectAccessible(page, 'the profile menu with two profiles')
        await page.getByRole('menuitem', { name: 'Manage profiles…' }).click()
        const manage = page.getByRole('dialog', { name: 'Profiles' })
        await expect(manage.getByRole('button', { name: /^Test connection of/ })).toBeVisible()
        await expectAccessible(page, 'the profiles dialog with a remote profile')
        await manage.getByRole('button', { name: 'Close' }).click()
        await expect(manage).toBeHidden()
        await page.getByRole('button', { name: 'Connection and profiles' }).click()
        await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click()
        await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
        await expect(page.getByRole('menu')).toBeHidden()
        await expectAccessible(page, 'the sign-in form')
        await page.getByRole('button', { name: 'Connection and profiles' }).click()
        await page.getByRole('menuitem', { name: /Offline demo/ }).click()
        await remote.pause()
        await page.getByRole('button', { name: 'Connection and profiles' }).click()
        await page.getByRole('menuitem', { name: /Branch/ }).click()
        await page
          .getByRole('form', { name: 'Sign in' })
          .getByLabel('API key', { exact: true })
          .fill('x'.repeat(30))
        await page
          .getByRole('form', { name: 'Sign in' })
          .getByRole('button', { name: 'Sign in' })
          .click()
        await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
          'cannot be reached',
        )
        await expectAccessible(page, 'a sign-in while the service is unreachable')
      })

      test('importing: the preview and the result, and the activity it made', async ({
        page,
        harness,
      }) => {
        await page.goto(harness.url)
        await page.getByRole('button', { name: /^Import/ }).click()
        await expect(page.getByTestId('import-drop')).toBeVisible()
        await expectAccessible(page, 'the import screen')
        await page
          .getByTestId('import-drop')
          .locator('input[type=file]')
          .setInputFiles(resolve(importFiles, 'excel-de-semicolon-bom.csv'))
        await expect(page.getByTestId('import-counts')).toContainText('10 rows')
        await expectAccessible(page, 'the import preview')
        await page.getByRole('button', { name: /^Send \d+ and pair/ }).click()
        await expect(page.getByTestId('import-result')).toBeVisible()
        await expectAccessible(page, 'the import result')
        // What the import did, as the activity journal lists it.
        await page.getByRole('button', { name: /^Activity/ }).click()
        await expect(page.getByRole('table', { name: 'Activity' })).toContainText(/Paired to/)
        await expectAccessible(page, 'the activity screen')
      })

      detectTest('detecting on this PC', async ({ page, detectHarness }) => {
        await page.goto(detectHarness.url)
        await page.getByRole('button', { name: /Detect on this PC/ }).click()
        const area = page.getByRole('group', { name: 'Wi-Fi area Corp', exact: true })
        await expect(area).toBeVisible()
        await area.getByRole('checkbox', { name: /^This Wi-Fi area/ }).check()
        await expectAccessible(page, 'the detect screen with a Wi-Fi area selected')
      })
    })
  }
