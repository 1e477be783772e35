import type { Page } from '@playwright/test'
import demoSeed from '#mock-server/seed/demo.json' with { type: 'json' }
import { expect, test } from './harness-fixture.ts'
import { startRemoteService } from './mock-service.ts'
import { openDevices } from './screens.ts'

/** The demo seed's credential of a role: the remote service runs that seed. */
function demoCredential<T extends { role: string }>(list: T[], role: string): T {
  const found = list.find((entry) => entry.role === role)
  if (!found) throw new Error(`the demo seed has no ${role}`)
  return found
}

/** Opens "Add a remote profile" from the profile menu, once the offline demo is signed in. */
async function openAddProfileDialog(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  await page.getByRole('menuitem', { name: 'Add a remote profile…' }).click()
  return page.getByRole('dialog', { name: 'Add a remote profile' })
}

test('adds a remote profile, signs in with an API key and sees that service’s data', async ({
  page,
  harness,
}) => {
  const remote = await startRemoteService()
  try {
    const key = demoCredential(demoSeed.apiKeys, 'tenantAdmin')
    const dialog = await openAddProfileDialog(page, harness.url)
    await dialog.getByRole('textbox', { name: 'Profile name' }).fill('Staging')
    await dialog.getByRole('textbox', { name: 'Service URL' }).fill(remote.url)
    await dialog.getByLabel(/Allow plain HTTP/).check()
    await dialog.getByRole('button', { name: 'Add profile' }).click()

    const signIn = page.getByRole('form', { name: 'Sign in' })
    await expect(signIn).toContainText('Staging')
    const field = signIn.getByLabel('API key', { exact: true })
    // A wrong key first: the service's reason, and the field emptied (the renderer keeps no secret).
    await field.fill('not-a-key-of-this-service-0000')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(signIn.getByRole('alert')).toContainText('Paste the key again')
    await expect(field).toHaveValue('')
    await field.fill(key.secret)
    await signIn.getByRole('button', { name: 'Sign in' }).click()

    const connection = page.getByRole('group', { name: 'Connection' })
    await expect(connection).toContainText('Remote')
    await expect(connection).toContainText('Signed in')
    await expect(connection).toContainText(`Signed in as ${key.name}`)
    await expect(connection).toContainText('Tenant admin')
    // Tenant admins pick the account; the devices of the chosen one show.
    await page
      .getByRole('combobox', { name: 'Account' })
      .selectOption({ label: 'Munich Office · Northwind Workplace' })
    await openDevices(page)
    await expect(page.getByTestId('device-count')).toContainText(/Showing \d+ of \d+ devices/)
    expect(await page.content()).not.toContain(key.secret)
    // A small window: the header keeps the product name on one line and the account picker,
    // connection, who is signed in with what role, and the profile menu all in view.
    await page.setViewportSize({ width: 1000, height: 700 })
    const heading = page.getByRole('heading', { level: 1, name: 'Device Registry Admin' })
    expect((await heading.boundingBox())?.height).toBeLessThan(30)
    for (const part of [
      page.getByRole('combobox', { name: 'Account' }),
      connection,
      page.getByRole('button', { name: 'Connection and profiles' }),
    ]) {
      const box = await part.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 1000).toBe(true)
    }
    await expect(connection).toContainText('Tenant admin')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1000,
    )
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('button', { name: /API keys/ }).click()
    await expect(page.getByRole('table', { name: 'API keys' })).toContainText(
      'Northwind tenant admin (demo)',
    )
    await page.screenshot({ path: test.info().outputPath('remote-api-keys.png') })

    // Back to the demo: the switch is one menu item away.
    await page.getByRole('button', { name: 'Connection and profiles' }).click()
    await page.getByRole('menuitem', { name: /Offline demo/ }).click()
    await expect(connection).toContainText('Offline demo')
    await expect(connection).toContainText('Account admin')

    // And back: the key is in the keychain, so no step is needed; then the profile is removed.
    await page.getByRole('button', { name: 'Connection and profiles' }).click()
    await page.getByRole('menuitem', { name: /Staging/ }).click()
    await expect(connection).toContainText(`Signed in as ${key.name}`)
    await page.getByRole('button', { name: 'Connection and profiles' }).click()
    await page.getByRole('menuitem', { name: 'Remove this profile…' }).click()
    const confirm = page.getByRole('dialog', { name: 'Remove profile Staging?' })
    await confirm.getByRole('button', { name: 'Remove profile' }).click()
    await expect(connection).toContainText('Offline demo')
    await page.getByRole('button', { name: 'Connection and profiles' }).click()
    await expect(page.getByRole('menuitem', { name: /Staging/ })).toHaveCount(0)
  } finally {
    await remote.stop()
  }
})

test('signs in to a remote profile with username and password, remembered in the keychain', async ({
  page,
  harness,
}) => {
  const remote = await startRemoteService()
  try {
    const user = demoCredential(demoSeed.users, 'accountAdmin')
    const dialog = await openAddProfileDialog(page, harness.url)
    const connection = page.getByRole('group', { name: 'Connection' })
    await dialog.getByRole('textbox', { name: 'Profile name' }).fill('Branch')
    await dialog.getByRole('textbox', { name: 'Service URL' }).fill(remote.url)
    await dialog.getByRole('radio', { name: 'Username and password' }).check()
    await dialog.getByRole('textbox', { name: 'Username' }).fill(user.username)
    await dialog.getByLabel(/Allow plain HTTP/).check()
    await dialog.getByRole('button', { name: 'Add profile' }).click()

    const signIn = page.getByRole('form', { name: 'Sign in' })
    await expect(signIn.getByRole('textbox', { name: 'Username' })).toHaveValue(user.username)
    await signIn.getByLabel('Password', { exact: true }).fill(user.password)
    await signIn.getByRole('checkbox', { name: /Remember the password/ }).check()
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(connection).toContainText(`Signed in as ${user.username} (user)`)
    await openDevices(page)
    await expect(page.getByTestId('device-count')).toContainText(/Showing \d+ of \d+ devices/)

    // The keychain holds the password: the menu offers to forget it, and afterwards no longer does.
    await page.getByRole('button', { name: 'Connection and profiles' }).click()
    await page.getByRole('menuitem', { name: 'Sign out and forget the stored secret' }).click()
    await expect(connection).toContainText('Signed out')
    await expect(page.getByRole('form', { name: 'Sign in' })).toContainText(
      'stored secret was deleted',
    )
    await page.getByRole('button', { name: 'Connection and profiles' }).click()
    await expect(
      page.getByRole('menuitem', { name: 'Sign out and forget the stored secret' }),
    ).toHaveCount(0)
  } finally {
    await remote.stop()
  }
})
