import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { expect, test } from './harness-fixture.ts'

const seedPath = resolve(import.meta.dirname, '../../../src/mock-server/seed/demo.json')

test('lists the account’s API keys with name, role and scope, and never a secret', async ({
  page,
  harness,
}) => {
  const seed = JSON.parse(await readFile(seedPath, 'utf8')) as { apiKeys: { secret: string }[] }
  await page.goto(harness.url)
  await page.getByRole('button', { name: /API keys/ }).click()
  const table = page.getByRole('table', { name: 'API keys' })
  const row = table.getByRole('row', { name: /Berlin HQ admin \(demo\)/ })
  await expect(row).toContainText('Account admin')
  await expect(row).toContainText('Account acct-berlin-hq')
  await expect(page.getByText(/keys in account/)).toBeVisible()
  const html = await page.content()
  for (const { secret } of seed.apiKeys) expect(html).not.toContain(secret)
})
