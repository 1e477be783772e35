import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './harness-fixture.ts'
import { expectAccessible } from './axe.ts'

const seedPath = resolve(import.meta.dirname, '../../../src/mock-server/seed/demo.json')

async function openApiKeys(page: Page, url: string) {
  await page.goto(url)
  await page.getByRole('button', { name: /API keys/ }).click()
  const table = page.getByRole('table', { name: 'API keys' })
  await expect(table.getByRole('row', { name: /Berlin HQ admin \(demo\)/ })).toBeVisible()
  return table
}

/** The names in the table's body, top to bottom. */
const names = (page: Page) =>
  page
    .getByRole('table', { name: 'API keys' })
    .locator('tbody tr td:first-child > :first-child')
    .allTextContents()

test('lists the account’s API keys with name, role and scope, and never a secret', async ({
  page,
  harness,
}) => {
  const seed = JSON.parse(await readFile(seedPath, 'utf8')) as { apiKeys: { secret: string }[] }
  const table = await openApiKeys(page, harness.url)
  const row = table.getByRole('row', { name: /Berlin HQ admin \(demo\)/ })
  await expect(row).toContainText('Account admin')
  await expect(row).toContainText('Account acct-berlin-hq')
  await expect(page.getByText(/keys in account/)).toBeVisible()
  const html = await page.content()
  for (const { secret } of seed.apiKeys) expect(html).not.toContain(secret)
})

test('shows every status of the demo office’s keys, and marks the key this session uses', async ({
  page,
  harness,
}) => {
  const table = await openApiKeys(page, harness.url)
  const row = (name: RegExp) => table.getByRole('row', { name })
  await expect(row(/Berlin HQ admin \(demo\)/)).toContainText('Active')
  await expect(row(/Berlin HQ admin \(demo\)/)).toContainText('Used by this profile')
  await expect(row(/Berlin HQ lobby display/)).toContainText('Expiring soon')
  await expect(row(/Berlin HQ lobby display/)).toContainText('in 12 days')
  await expect(row(/Berlin HQ floor-plan import/)).toContainText('Expired')
  await expect(row(/Berlin HQ floor-plan import/)).toContainText('20 days ago')
  await expect(row(/Berlin HQ fit-out contractor/)).toContainText('Revoked')
  // When it was revoked, not when it would have expired; a key without expiry is flagged.
  await expect(row(/Berlin HQ fit-out contractor/)).toContainText(/Revoked \w+ \d+, \d{4}.*ago/)
  await expect(row(/Berlin HQ fit-out contractor/)).not.toContainText(/in \d+ days/)
  await expect(row(/Berlin HQ admin \(demo\)/)).toContainText('Never expires')
  await expect(row(/Berlin HQ spare sensor key/)).toContainText('Unused for 90+ days')
  // Only the session's own key carries the mark.
  await expect(table.getByText('Used by this profile', { exact: true })).toHaveCount(1)
})

test('filters by status, role and last use, remembers the filters, and sorts', async ({
  page,
  harness,
}) => {
  const table = await openApiKeys(page, harness.url)
  await page.getByRole('combobox', { name: 'Status' }).selectOption('revoked')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row', { name: /fit-out contractor/ })).toBeVisible()
  await expect(page.getByText(/^1 of \d+ keys in account/)).toBeVisible()

  await page.getByRole('combobox', { name: 'Status' }).selectOption('all')
  await page.getByRole('combobox', { name: 'Last used' }).selectOption('unused')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row', { name: /spare sensor key/ })).toBeVisible()

  await page.getByRole('combobox', { name: 'Last used' }).selectOption('any')
  await page.getByRole('combobox', { name: 'Role' }).selectOption('member')
  await expect(table.getByRole('row', { name: /Berlin HQ reporting/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /Berlin HQ admin \(demo\)/ })).toBeHidden()

  // After a reload, the filter is as it was left.
  await page.reload()
  await page.getByRole('button', { name: /API keys/ }).click()
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('member')
  await page.getByRole('button', { name: 'Show all keys' }).click()
  await expect(table.getByRole('row', { name: /Berlin HQ admin \(demo\)/ })).toBeVisible()

  await page.getByRole('button', { name: 'Sort by expires' }).click()
  await expect(page.getByRole('columnheader', { name: /expires/i })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  const byExpiry = await names(page)
  expect(byExpiry[0]).toBe('Berlin HQ floor-plan import (demo)')
  expect(byExpiry[1]).toBe('Berlin HQ lobby display (demo)')
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the API keys screen with every status is accessible (${colorScheme})`, async ({
    page,
    harness,
  }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    const table = await openApiKeys(page, harness.url)
    await expect(table.getByText('Revoked', { exact: true })).toBeVisible()
    await expectAccessible(page, `the API keys screen (${colorScheme})`)
  })
}
