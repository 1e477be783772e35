// The match on the Overview and a repair taken back in the window: a dock registered with its serial in the
// wrong case, reported by the sensor as written; the Overview counts it and offers the repair right there
// (the Match screen's use case), and the Activity screen undoes the repair as a whole: the near-miss is back.
import { test as base, expect } from '@playwright/test'
import { expectAccessible } from './axe.ts'
import { startHarness, stopHarness, type Harness } from './harness-fixture.ts'

const BERLIN_ADMIN_KEY = 'demo-account-admin-key-berlin-hq-4c1f9a2e'
const WRONG = '413C;cn0overview1;45166'
const REPORTED = '413C;CN0OVERVIEW1;45166'
const DESK = 'berlin-f2-desk-01'

const test = base.extend<{ harness: Harness }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  harness: async ({}, use) => {
    const { harness, child } = await startHarness([])
    await use(harness)
    await stopHarness(child, harness.configDir)
  },
})

/** Another tool's registration of the dock, paired to a desk, and the sensor's report of it as written. */
async function nearMiss(serviceUrl: string) {
  const headers = { 'x-api-key': BERLIN_ADMIN_KEY, 'content-type': 'application/json' }
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${serviceUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    expect(answer.status, `${path}: ${await answer.clone().text()}`).toBe(200)
  }
  await post('/admin/device', {
    serialId: WRONG,
    deviceType: 4,
    name: 'Desk 1 dock',
    info: 'WD19S',
  })
  await post('/admin/pair', { locationId: DESK, deviceSerialIDs: [WRONG] })
  await post('/admin/sensorReport', {
    devices: [{ serialId: REPORTED, deviceType: 4, name: '', info: '' }],
  })
}

const LANGUAGES = [
  {
    locale: 'en-US',
    before: /^0 of \d+ registered devices? confirmed by a sensor\./,
    after: /^1 of \d+ registered devices? confirmed by a sensor\./,
    repair: `Repair ${WRONG}`,
    repaired: `${REPORTED} replaces ${WRONG}: paired to ${DESK}, named "Desk 1 dock".`,
  },
  {
    locale: 'de-DE',
    before: /^0 von \d+ registrierten Geräte?n? von einem Sensor bestätigt\./,
    after: /^1 von \d+ registrierten Geräte?n? von einem Sensor bestätigt\./,
    repair: `${WRONG} reparieren`,
    repaired: REPORTED,
  },
]

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale })

    test('the Overview shows the near-miss first and repairs it right there', async ({
      page,
      harness,
    }) => {
      await nearMiss(harness.serviceUrl)
      await page.goto(harness.url)
      const overview = page.getByTestId('overview-match')
      await expect(overview.getByTestId('match-confirmed')).toHaveText(language.before)
      const card = overview.getByRole('listitem', { name: WRONG })
      await expect(card).toContainText(REPORTED)
      await expectAccessible(page, `the Overview with a near-miss (${language.locale})`)
      await card.getByRole('button', { name: language.repair }).click()
      await expect(overview.getByTestId('match-repair-outcomes')).toContainText(language.repaired)
      await expect(card).toBeHidden()
      await expect(overview.getByTestId('match-confirmed')).toHaveText(language.after)
      await expect(overview.getByTestId('match-near-misses')).toBeHidden()
      await expectAccessible(page, `the Overview after the repair (${language.locale})`)
    })
  })
}

test('a repair undone from the Activity screen brings the near-miss back', async ({
  page,
  harness,
}) => {
  await nearMiss(harness.serviceUrl)
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Match/ }).click()
  const card = page.getByTestId('match-near-miss-list').getByRole('listitem', { name: WRONG })
  await card.getByRole('button', { name: `Repair ${WRONG}` }).click()
  await expect(card).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: REPORTED })).toContainText('Matched')

  await page.getByRole('button', { name: /^Activity/ }).click()
  const table = page.getByRole('table', { name: 'Activity' })
  const replaced = table
    .getByRole('row')
    .filter({ hasText: `Replaced ${WRONG} by ${REPORTED}` })
    .first()
  await replaced.getByRole('button', { name: /^Undo/ }).click()
  await expect(
    page.getByRole('status').filter({
      hasText: `${WRONG} is back as it was before ${REPORTED} replaced it.`,
    }),
  ).toBeVisible()
  await expect(replaced).toContainText('undone')
  await expectAccessible(page, 'the activity screen after a repair was undone')

  // Both devices are as before the repair: the admin's entry at the desk again, the near-miss shown again.
  await page.getByRole('button', { name: /^Match/ }).click()
  await expect(card).toContainText(REPORTED)
  await expect(card).toContainText(DESK)
  const devices = await fetch(`${harness.serviceUrl}/admin/devices`, {
    headers: { 'x-api-key': BERLIN_ADMIN_KEY },
  })
  const listed = (
    (await devices.json()) as { devices: { serialId: string; locationId: string | null }[] }
  ).devices
  expect(listed.find((d) => d.serialId === WRONG)?.locationId).toBe(DESK)
  expect(listed.find((d) => d.serialId === REPORTED)?.locationId).toBeNull()
})

test('a repair refuses when the admin’s entry was renamed since the check, saying what changed', async ({
  page,
  harness,
}) => {
  await nearMiss(harness.serviceUrl)
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Match/ }).click()
  const card = page.getByTestId('match-near-miss-list').getByRole('listitem', { name: WRONG })
  await expect(card).toContainText(REPORTED)
  // Another tool renames the admin's entry while the screen shows the check.
  const renamed = await fetch(`${harness.serviceUrl}/admin/device`, {
    method: 'POST',
    headers: { 'x-api-key': BERLIN_ADMIN_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ serialId: WRONG, deviceType: 4, name: 'Desk 9 dock', info: 'WD19S' }),
  })
  expect(renamed.status).toBe(200)
  await card.getByRole('button', { name: `Repair ${WRONG}` }).click()
  const outcomes = page.getByTestId('match-repair-outcomes')
  await expect(outcomes.getByRole('status')).toHaveText('Repaired 0 of 1.')
  await expect(outcomes.getByRole('alert')).toContainText(
    `Nothing was changed: the devices changed since the check (${WRONG}: name "Desk 1 dock" is now "Desk 9 dock").`,
  )
  await expectAccessible(page, 'the Match screen with a refused repair')
  // Nothing changed at the service: the admin's entry is still at the desk, the sensor's unpaired.
  const listed = await fetch(`${harness.serviceUrl}/admin/devices`, {
    headers: { 'x-api-key': BERLIN_ADMIN_KEY },
  })
  const devices = (
    (await listed.json()) as { devices: { serialId: string; locationId: string | null }[] }
  ).devices
  expect(devices.find((d) => d.serialId === WRONG)?.locationId).toBe(DESK)
  expect(devices.find((d) => d.serialId === REPORTED)?.locationId).toBeNull()
})

test('Show more draws the next near-misses; Repair all asks once and reports each', async ({
  page,
  harness,
}) => {
  test.slow()
  const headers = { 'x-api-key': BERLIN_ADMIN_KEY, 'content-type': 'application/json' }
  const serial = (n: number) => `cn0all${n.toString().padStart(4, '0')}`
  const docks = Array.from({ length: 51 }, (_, n) => n)
  for (const n of docks) {
    const put = await fetch(`${harness.serviceUrl}/admin/device`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        serialId: `413C;${serial(n)};45166`,
        deviceType: 4,
        name: `Dock ${n}`,
        info: 'WD19S',
      }),
    })
    expect(put.status).toBe(200)
  }
  const report = await fetch(`${harness.serviceUrl}/admin/sensorReport`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      devices: docks.map((n) => ({
        serialId: `413C;${serial(n).toUpperCase()};45166`,
        deviceType: 4,
        name: '',
        info: '',
      })),
    }),
  })
  expect(report.status).toBe(200)
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Match/ }).click()
  const list = page.getByTestId('match-near-miss-list')
  await expect(list.getByRole('listitem')).toHaveCount(50)
  await page.getByRole('button', { name: 'Show more (50 of 51 shown)' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(51)

  await page.getByRole('button', { name: 'Repair all (51)' }).click()
  const question = page.getByRole('dialog', { name: 'Repair 51 near-misses?' })
  await expect(question).toBeVisible()
  await expectAccessible(page, 'the Repair all question')
  await question.getByRole('button', { name: 'Repair' }).click()
  const outcomes = page.getByTestId('match-repair-outcomes')
  await expect(outcomes.getByRole('status')).toHaveText('Repaired 51 of 51.', { timeout: 60_000 })
  await expect(outcomes.getByRole('listitem')).toHaveCount(50)
  await expect(outcomes.getByRole('listitem').first()).toHaveText(
    `413C;${serial(0).toUpperCase()};45166 replaces 413C;${serial(0)};45166: paired to no location, named "Dock 0".`,
  )
  await expect(outcomes).toContainText('1 more not listed.')
  await expect(list).toBeHidden()
  await expect(page.getByTestId('match-confirmed')).toHaveText(
    '51 of 51 registered devices confirmed by a sensor.',
  )
})
