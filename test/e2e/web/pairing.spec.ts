import { expect, test } from './harness-fixture.ts'
import { pickLocation } from './pair-dialog.ts'
import { openDevices } from './screens.ts'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('pairs two unpaired devices to a floor found by words, shows them under its site, and unpairs them', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await openDevices(page)
  await page.getByRole('combobox', { name: 'State' }).selectOption('unpaired')
  const rows = page
    .getByRole('table', { name: 'Devices' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ hasText: 'Unpaired' })
  await expect(rows.first()).toBeVisible()
  const first = (await rows.nth(0).getByRole('code').first().textContent()) ?? ''
  const second = (await rows.nth(1).getByRole('code').first().textContent()) ?? ''
  await page.getByRole('checkbox', { name: `Select ${first}` }).check()
  await page.getByRole('checkbox', { name: `Select ${second}` }).check()

  await page.getByRole('button', { name: 'Pair selected (2)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pair 2 devices' })
  await expect(dialog).toContainText(first)
  // Words of the site and the floor, in any order; the options are grouped by site and floor.
  await dialog.getByRole('combobox', { name: 'Location' }).fill('3 friedrich')
  await expect(
    page.getByRole('group', { name: 'Berlin · Friedrichstraße 68', exact: true }),
  ).toContainText('Berlin · Floor 3')
  await page.getByRole('option', { name: 'Berlin · Floor 3', exact: true }).click()
  await dialog.getByRole('button', { name: 'Pair 2 devices' }).click()
  await expect(dialog).toBeHidden()
  // The focus lands on what happened.
  const told = page.getByRole('status').filter({ hasText: 'Paired 2 devices to Berlin · Floor 3.' })
  await expect(told).toBeFocused()

  // The site's filter includes its floors and their desks.
  await page.getByRole('combobox', { name: 'State' }).selectOption('paired')
  await pickLocation(page, page, 'Location', 'friedrich', 'Berlin · Friedrichstraße 68')
  for (const serialId of [first, second]) {
    await expect(page.getByRole('row', { name: new RegExp(escape(serialId)) })).toContainText(
      'Paired',
    )
    await page.getByRole('checkbox', { name: `Select ${serialId}` }).check()
  }
  await expect(page.getByTestId('device-count')).toContainText(/Showing \d+ of/)
  await page.getByRole('button', { name: 'Unpair selected (2)' }).click()
  const confirm = page.getByRole('dialog', { name: 'Unpair 2 devices?' })
  // What unpairing does on this service, which says what it stores.
  await expect(confirm).toContainText('This service keeps it stored, with its name and info')
  await confirm.getByRole('button', { name: 'Unpair 2 devices' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Unpaired 2 devices' })).toBeFocused()
  await page.getByRole('combobox', { name: 'State' }).selectOption('unpaired')
  await pickLocation(page, page, 'Location', 'all', 'All locations')
  await expect(page.getByRole('checkbox', { name: `Select ${first}` })).toBeVisible()
})

test('hints that a Wi-Fi access point marks an area when it goes to a desk', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await openDevices(page)
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Wi-Fi access point' })
  const row = page.getByRole('table', { name: 'Devices' }).getByRole('row').nth(1)
  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Pair selected (1)', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Pair 1 device' })
  await pickLocation(page, dialog, 'Location', 'floor 2 desk 03', 'Berlin · Floor 2 · Desk 03')
  await expect(dialog.getByRole('note').filter({ hasText: 'looks like a desk' })).toContainText(
    'a Wi-Fi access point or gateway marks an area',
  )
})
