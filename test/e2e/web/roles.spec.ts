import { expect, test } from './harness-fixture.ts'
import { signInRemote } from './remote.ts'

test('a member is offered nothing it cannot do, and told why', async ({
  page,
  harness,
  remote,
}) => {
  await page.goto(harness.url)
  await signInRemote(page, remote.url, 'member')
  await expect(
    page.getByRole('heading', { name: 'Nothing to administer with this role' }),
  ).toBeVisible()
  await expect(page.getByRole('note')).toContainText('members have no admin rights')
  // No "reload to try again", no form that fails on submit: the screens are not offered.
  await expect(page.getByText(/Reload to try again|Retry now/)).toHaveCount(0)
  for (const screen of [/^Devices/, /^Register a device/, /^API keys/]) {
    const item = page.getByRole('button', { name: screen })
    await expect(item).toBeDisabled()
    await expect(item).toContainText('Needs an admin role')
  }
})

test('an account admin is told the tenant scope of API keys is for tenant admins', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^API keys/ }).click()
  const scope = page.getByRole('combobox', { name: 'Scope' })
  await expect(
    scope.getByRole('option', { name: 'The whole tenant (tenant admins only)' }),
  ).toBeDisabled()
})
