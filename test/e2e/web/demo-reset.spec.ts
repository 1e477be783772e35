import { join } from 'node:path'
import { expectAccessible } from './axe.ts'
import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'

const ADDED = 'Network;00:1a:2b:3c:4d:7e;WiFi'
const SEEDED = 'Network;24:a4:3c:2d:c1:c0;WiFi'

test('Reset demo office: a device registered since is gone and the seed’s devices are back', async ({
  page,
  harness,
}) => {
  // Registering, pairing and a service restart that hashes the seed's passwords again.
  test.slow()
  await page.goto(harness.url)
  await page
    .getByRole('button', { name: /Register a device/ })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'BSSID' }).fill('00-1A-2B-3C-4D-7E')
  await page.getByRole('textbox', { name: 'Name (SSID)' }).fill('Before-Reset')
  await page.getByRole('combobox', { name: 'Info (band)' }).selectOption('5 GHz')
  // Paired in the same step, so the database keeps it: only the reset can take it away.
  await pickLocation(page, page, 'Pair to', 'floor 2', 'Berlin · Floor 2')
  await page.getByRole('button', { name: 'Register and pair' }).click()
  const result = page.getByTestId('register-result')
  await expect(result).toContainText('the service keeps it in its database')
  await page.getByRole('button', { name: 'Show all devices' }).click()
  const search = page.getByRole('textbox', { name: 'Search' })
  await search.fill('00:1a:2b:3c:4d:7e')
  await expect(page.getByRole('row', { name: new RegExp(ADDED) })).toBeVisible()

  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  const menu = page.getByRole('menu')
  const dataDir = join(harness.configDir, 'mock-server')
  await expect(menu).toContainText(`Demo data${dataDir}`)
  await menu.getByRole('menuitem', { name: 'Reset demo office…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset the demo office?' })
  await expect(dialog).toContainText('devices registered, paired or unpaired, and API keys made')
  await expect(dialog).toContainText(dataDir)
  await dialog.getByRole('button', { name: 'Reset demo office' }).click()
  // The seed's passwords are hashed afresh (production scrypt): seconds on a busy machine.
  await expect(dialog).toBeHidden({ timeout: 20_000 })

  // The table loads the fresh office without a click: the added device is gone, the seed's are there.
  await expect(page.getByRole('row', { name: new RegExp(ADDED) })).toHaveCount(0)
  await search.fill('24:a4:3c:2d:c1:c0')
  await expect(page.getByRole('row', { name: new RegExp(SEEDED) })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
})

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' })

    test('the profile menu names the keychain holding the secret; the reset dialog asks first', async ({
      page,
      harness,
    }) => {
      await page.goto(harness.url)
      await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
      await page.getByRole('button', { name: 'Connection and profiles' }).click()
      // The harness runs on the private gnome-keyring of scripts/with-test-keyring.sh.
      await expect(page.getByTestId('credential-store')).toHaveText(
        'Secret Service (collection "Login")',
      )
      await expectAccessible(page, 'the profile menu of the offline demo')
      await page.getByRole('menuitem', { name: 'Reset demo office…' }).click()
      const dialog = page.getByRole('dialog', { name: 'Reset the demo office?' })
      await expect(dialog).toContainText(join(harness.configDir, 'mock-server'))
      await expectAccessible(page, 'the Reset demo office dialog')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    })
  })
}
