// The match check in the window, in English and German: a dock registered with its serial in the wrong case,
// the demo service plays the sensor on this (recorded) PC, the Match screen shows the near-miss, one
// repair, and the dock is matched.
import { test as base, expect } from '@playwright/test'
import { resolve } from 'node:path'
import { expectAccessible } from './axe.ts'
import { startHarness, stopHarness, type Harness } from './harness-fixture.ts'

// A recorded Windows 11 desk: its Lenovo dock reports 17EF;3010019E3;41817.
const fixture = resolve(import.meta.dirname, '../../fixtures/detect/windows-11')
const BERLIN_ADMIN_KEY = 'demo-account-admin-key-berlin-hq-4c1f9a2e'
const WRONG = '17EF;3010019e3;41817'
const REPORTED = '17EF;3010019E3;41817'

const test = base.extend<{ harness: Harness }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  harness: async ({}, use) => {
    const { harness, child } = await startHarness(['--detect-fixture', fixture])
    await use(harness)
    await stopHarness(child, harness.configDir)
  },
})

/** The admin's registration, as another tool made it: through the demo service. */
async function registerWrongCase(serviceUrl: string) {
  const headers = { 'x-api-key': BERLIN_ADMIN_KEY, 'content-type': 'application/json' }
  const device = { serialId: WRONG, deviceType: 4, name: 'Desk 1 dock', info: 'ThinkPad dock' }
  const put = await fetch(`${serviceUrl}/admin/device`, {
    method: 'POST',
    headers,
    body: JSON.stringify(device),
  })
  expect(put.status).toBe(200)
  const pair = await fetch(`${serviceUrl}/admin/pair`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ locationId: 'berlin-f2-desk-01', deviceSerialIDs: [WRONG] }),
  })
  expect(pair.status).toBe(200)
}

const LANGUAGES = [
  {
    locale: 'en-US',
    nav: /^Match/,
    title: 'Match',
    play: 'Play the sensor on this PC',
    evidence: 'differ only in case, padding or leading zeros',
    repair: `Repair ${WRONG}`,
    matched: 'Matched',
    devices: /^Devices/,
    search: 'Search',
    drawer: 'Match with the sensors: Matched',
    confirmed: /^1 of 1 registered device confirmed by a sensor\.$/,
  },
  {
    locale: 'de-DE',
    nav: /^Abgleich/,
    title: 'Abgleich',
    play: 'Sensor auf diesem PC spielen',
    evidence: 'unterscheiden sich nur in Groß-/Kleinschreibung, Auffüllung oder führenden Nullen',
    repair: `${WRONG} reparieren`,
    matched: 'Bestätigt',
    devices: /^Geräte/,
    search: 'Suche',
    drawer: 'Abgleich mit den Sensoren: Bestätigt',
    confirmed: /^1 von 1 registrierten Gerät von einem Sensor bestätigt\.$/,
  },
]

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale })

    test('a near-miss found, repaired in one step, and matched', async ({ page, harness }) => {
      await registerWrongCase(harness.serviceUrl)
      await page.goto(harness.url)
      await page.getByRole('button', { name: language.nav }).click()
      await expect(page.getByRole('heading', { name: language.title, level: 2 })).toBeVisible()
      await page.getByRole('button', { name: language.play }).click()
      const card = page.getByRole('listitem', { name: WRONG })
      await expect(card).toContainText(REPORTED)
      await expect(card).toContainText(language.evidence)
      await expectAccessible(page, `the Match screen with a near-miss (${language.locale})`)
      await card.getByRole('button', { name: language.repair }).click()
      await expect(card).toBeHidden()
      const row = page.getByRole('row').filter({ hasText: REPORTED })
      await expect(row).toContainText(language.matched)
      await expect(row).toContainText('berlin-f2-desk-01')
      await expect(page.getByTestId('match-confirmed')).toHaveText(language.confirmed)
      await expectAccessible(page, `the Match screen after the repair (${language.locale})`)
      // The device drawer says it too, for the sensor's id that replaced the admin's.
      await page.getByRole('button', { name: language.devices }).click()
      await page.getByRole('textbox', { name: language.search }).fill(REPORTED)
      // The search finds both ids (it ignores case); the sensor named its own (the fixture's dock).
      await page
        .getByRole('row', { name: /Lenovo USB Ethernet/ })
        .getByText('ThinkPad dock')
        .click()
      const drawer = page.getByRole('dialog', { name: 'Lenovo USB Ethernet' })
      await expect(drawer.getByTestId('device-match')).toContainText(language.drawer)
      await expectAccessible(page, `the device drawer of a repaired dock (${language.locale})`)
    })
  })
}
