import type { Locator, Page } from '@playwright/test'
import demoSeed from '#mock-server/seed/demo.json' with { type: 'json' }
import { layouts } from '#shared/serial-id/layouts.ts'
import { expectAccessible } from './axe.ts'
import { expect, test } from './harness-fixture.ts'
import { pairInDialog, registerKeptUnpaired } from './pair-dialog.ts'

// The offline demo signs in with the seed's first account admin key: its account is the one shown.
const accountId = demoSeed.apiKeys.find((key) => key.role === 'accountAdmin')!.accountId!
const account = demoSeed.tenants
  .flatMap((tenant) => tenant.accounts)
  .find((a) => a.id === accountId)!
const devices = demoSeed.devices.filter((device) => device.accountId === accountId)
const locations: { id: string; name: string; parentId?: string | null }[] = account.locations
const paired = devices.filter((device) => device.locationId !== undefined)
const inside = (id: string): string[] => [
  id,
  ...locations.filter((l) => l.parentId === id).flatMap((l) => inside(l.id)),
]
const isDesk = (id: string) =>
  locations.some((l) => l.id === id && l.parentId) && !locations.some((l) => l.parentId === id)
const bareDesks = locations.filter(
  (l) =>
    isDesk(l.id) &&
    !paired.some((d) => d.locationId === l.id && (d.deviceType === 2 || d.deviceType === 4)),
)
const typeLabels = Object.values(layouts).map(
  (layout) => [layout.label, layout.deviceType] as const,
)

/** The figure of a table's row whose label (a link into the devices table) is this text. */
const figure = (table: Locator, page: Page, label: string) =>
  table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) })
    .getByRole('cell')
    .last()

async function openOverview(page: Page) {
  await page.getByRole('button', { name: /^Overview/ }).click()
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible()
}

test('counts the demo office by type, state and location, and follows a registered, paired dock', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible()
  await expect(page.getByTestId('overview-total')).toHaveText(
    `${devices.length} devices in this account, ${locations.length} locations.`,
  )
  const byType = page.getByRole('table', { name: 'Devices by type' })
  for (const [label, type] of typeLabels)
    await expect(figure(byType, page, label)).toHaveText(
      String(devices.filter((d) => d.deviceType === type).length),
    )
  const byState = page.getByRole('table', { name: 'Devices by state' })
  const states = {
    Paired: paired.length,
    Unpaired: devices.length - paired.length,
    'Sensor-reported': devices.length,
    Registered: 0,
  }
  for (const [label, count] of Object.entries(states))
    await expect(figure(byState, page, label)).toHaveText(String(count))
  const byLocation = page.getByRole('table', { name: 'Devices by location' })
  for (const location of locations) {
    const within = new Set(inside(location.id))
    await expect(figure(byLocation, page, location.name)).toHaveText(
      String(paired.filter((d) => within.has(d.locationId!)).length),
    )
  }
  const desksTitle = page.getByRole('heading', { name: /^Desks without a monitor or dock/ })
  await expect(desksTitle).toHaveText(`Desks without a monitor or dock: ${bareDesks.length}`)
  const lostTitle = page.getByRole('heading', {
    name: /^Registered devices a service restart would lose/,
  })
  await expect(lostTitle).toHaveText('Registered devices a service restart would lose: 0')

  // Register a dock: one more device, unpaired, registered, and lost on a restart until paired.
  await page.getByRole('button', { name: /^Register a device/ }).click()
  await page.getByRole('radio', { name: /USB device/ }).click()
  await page.getByRole('textbox', { name: 'USB vendor id' }).fill('17EF')
  await page.getByRole('textbox', { name: 'USB serial' }).fill('OVERVIEW0001')
  await page.getByRole('textbox', { name: 'USB product id' }).fill('41863')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Overview dock')
  await registerKeptUnpaired(page)
  await openOverview(page)
  await expect(page.getByTestId('overview-total')).toContainText(`${devices.length + 1} devices`)
  await expect(figure(byType, page, layouts.usb.label)).toHaveText(
    String(devices.filter((d) => d.deviceType === 4).length + 1),
  )
  await expect(figure(byState, page, 'Unpaired')).toHaveText(String(states.Unpaired + 1))
  await expect(figure(byState, page, 'Registered')).toHaveText('1')
  await expect(lostTitle).toHaveText('Registered devices a service restart would lose: 1')

  // Pair it to a bare desk: that desk is no longer bare, and nothing is lost on a restart.
  const desk = bareDesks[0]!
  await page.getByRole('button', { name: /^Devices/ }).click()
  await page.getByRole('textbox', { name: 'Search' }).fill('OVERVIEW0001')
  await page.getByRole('checkbox', { name: 'Select 17EF;OVERVIEW0001;41863' }).check()
  await page.getByRole('button', { name: 'Pair selected (1)', exact: true }).click()
  await pairInDialog(page, 1, desk.name.replaceAll('·', ' ').toLowerCase(), desk.name)
  await openOverview(page)
  await expect(figure(byState, page, 'Paired')).toHaveText(String(states.Paired + 1))
  await expect(figure(byState, page, 'Unpaired')).toHaveText(String(states.Unpaired))
  await expect(figure(byLocation, page, desk.name)).toHaveText(
    String(paired.filter((d) => d.locationId === desk.id).length + 1),
  )
  await expect(desksTitle).toHaveText(`Desks without a monitor or dock: ${bareDesks.length - 1}`)
  await expect(lostTitle).toHaveText('Registered devices a service restart would lose: 0')
})

test('each chart has a table with its figures, and the overview passes axe light and dark', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  const chart = page.getByRole('img', { name: /devices by type; the table below has its figures/ })
  await expect(chart.locator('.ct-bar')).toHaveCount(typeLabels.length)
  const rows = page.getByRole('table', { name: 'Devices by type' }).locator('tbody tr')
  await expect(rows).toHaveCount(typeLabels.length)
  await expect(page.getByRole('img', { name: /devices by state/ }).locator('.ct-bar')).toHaveCount(
    4,
  )
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme)
    await expectAccessible(page, `the overview (${colorScheme})`)
  }
})

test('coverage and counts link into the filtered devices table', async ({ page, harness }) => {
  await page.goto(harness.url)
  const desks = page.getByRole('list', { name: 'Desks without a monitor or dock' })
  const desk = bareDesks[0]!
  await desks.getByRole('button', { name: desk.name, exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Devices', level: 2 })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue(desk.name)
  const here = paired.filter((d) => d.locationId === desk.id).length
  await expect(page.getByTestId('device-count')).toContainText(`Showing ${here} of`)

  await openOverview(page)
  const gaps = page.getByRole('list', { name: 'Places without a Wi-Fi access point or gateway' })
  if ((await gaps.count()) > 0) {
    const place = gaps.getByRole('button').first()
    const name = ((await place.textContent()) ?? '').replace(/ \(and \d+ places? inside\)$/, '')
    await place.click()
    await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue(name)
    await openOverview(page)
  }

  await page
    .getByRole('table', { name: 'Devices by state' })
    .getByRole('button', { name: 'Unpaired', exact: true })
    .click()
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('unpaired')
  await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue(
    'All locations',
  )
  await expect(page.getByTestId('device-count')).toContainText(
    `Showing ${devices.length - paired.length} of ${devices.length}`,
  )
})
