import { expect, test } from './harness-fixture.ts'

test('pairs two unpaired devices to a location, then unpairs them after confirming', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await page.getByRole('combobox', { name: 'State' }).selectOption('unpaired')
  const table = page.getByRole('table', { name: 'Devices' })
  const rows = table
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
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption('berlin-f3')
  await dialog.getByRole('button', { name: 'Pair 2 devices' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Paired 2 devices' })).toBeVisible()

  await page.getByRole('combobox', { name: 'State' }).selectOption('paired')
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('berlin-f3')
  for (const serialId of [first, second]) {
    await expect(
      page.getByRole('row', { name: new RegExp(serialId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toContainText('Paired')
    await page.getByRole('checkbox', { name: `Select ${serialId}` }).check()
  }
  await page.getByRole('button', { name: 'Unpair selected (2)' }).click()
  const confirm = page.getByRole('dialog', { name: 'Unpair 2 devices?' })
  await confirm.getByRole('button', { name: 'Unpair 2 devices' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Unpaired 2 devices' })).toBeVisible()
  await page.getByRole('combobox', { name: 'State' }).selectOption('unpaired')
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('')
  await expect(page.getByRole('checkbox', { name: `Select ${first}` })).toBeVisible()
})

test('a pairing the service refuses changes nothing and keeps the dialog open with the reason', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await page.getByRole('combobox', { name: 'State' }).selectOption('unpaired')
  const row = page
    .getByRole('table', { name: 'Devices' })
    .getByRole('row')
    .filter({ hasText: 'Unpaired' })
    .first()
  await row.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Pair selected (1)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pair 1 device' })
  // A location of another account: the service does not know it in this one.
  await dialog.getByRole('combobox', { name: 'Location' }).evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Elsewhere', 'munich-f1'))
  })
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption('munich-f1')
  await dialog.getByRole('button', { name: 'Pair 1 device' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Nothing was paired')
  await expect(dialog.getByRole('alert')).toContainText('munich-f1')
  await expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveValue('munich-f1')
})
