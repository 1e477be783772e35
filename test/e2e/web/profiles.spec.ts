import { expect, test } from './harness-fixture.ts'
import { signInRemote } from './remote.ts'

test('a URL without a scheme gets a suggestion, and Test connection says what answers', async ({
  page,
  harness,
  remote,
}) => {
  await page.goto(harness.url)
  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  await page.getByRole('menuitem', { name: 'Add a remote profile…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a remote profile' })
  const hostAndPort = new URL(remote.url).host
  await dialog.getByRole('textbox', { name: 'Service URL' }).fill(hostAndPort)
  await expect(dialog).toContainText(`It needs a scheme: did you mean ${remote.url}?`)
  await dialog.getByRole('button', { name: `Use ${remote.url}` }).click()
  await expect(dialog.getByRole('textbox', { name: 'Service URL' })).toHaveValue(remote.url)
  await dialog.getByRole('button', { name: 'Test connection' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(`^The admin service at ${remote.url.replace(/\./g, '\\.')} answered in \\d+ ms\\.$`),
  )
})

test('edits, renames and removes a profile from Manage profiles, and tests its connection', async ({
  page,
  harness,
  remote,
}) => {
  await page.goto(harness.url)
  await signInRemote(page, remote.url, 'accountAdmin', 'Branch')
  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  await page.getByRole('menuitem', { name: 'Manage profiles…' }).click()
  let manage = page.getByRole('dialog', { name: 'Profiles' })
  const table = manage.getByRole('table', { name: 'Profiles' })
  await expect(table).toContainText('Offline demo')
  await expect(table).toContainText('Built in: it cannot be edited or removed.')
  await expect(table).toContainText('API key · kept in the keychain')
  await manage.getByRole('button', { name: 'Test connection of Branch' }).click()
  await expect(manage.getByRole('status').filter({ hasText: 'answered in' })).toBeVisible()

  await manage.getByRole('button', { name: 'Edit or rename Branch' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit profile Branch' })
  await edit.getByRole('textbox', { name: 'Profile name' }).fill('Branch office')
  await edit.getByRole('button', { name: 'Save profile' }).click()
  await expect(edit).toBeHidden()
  const connection = page.getByRole('group', { name: 'Connection' })
  await expect(connection).toContainText('Branch office')
  await expect(connection).toContainText('Signed in')

  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  await page.getByRole('menuitem', { name: 'Manage profiles…' }).click()
  manage = page.getByRole('dialog', { name: 'Profiles' })
  await manage.getByRole('button', { name: 'Remove Branch office' }).click()
  await page
    .getByRole('dialog', { name: 'Remove profile Branch office?' })
    .getByRole('button', { name: 'Remove profile' })
    .click()
  await expect(connection).toContainText('Offline demo')
})
