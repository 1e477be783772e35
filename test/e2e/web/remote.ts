import { expect, type Page } from '@playwright/test'
import demoSeed from '#mock-server/seed/demo.json' with { type: 'json' }

/** The demo seed's credential of a role: the remote service runs that seed. */
export function demoKey(role: string): { name: string; secret: string } {
  const found = demoSeed.apiKeys.find((entry) => entry.role === role)
  if (!found) throw new Error(`the demo seed has no ${role} key`)
  return found
}

/** Adds a remote profile for the service at `url` and signs in with the demo key of a role. */
export async function signInRemote(page: Page, url: string, role: string, name = 'Branch') {
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  await page.getByRole('menuitem', { name: 'Add a remote profile…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a remote profile' })
  await dialog.getByRole('textbox', { name: 'Profile name' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Service URL' }).fill(url)
  await dialog.getByLabel(/Allow plain HTTP/).check()
  await dialog.getByRole('button', { name: 'Add profile' }).click()
  const signIn = page.getByRole('form', { name: 'Sign in' })
  await signIn.getByLabel('API key', { exact: true }).fill(demoKey(role).secret)
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText(
    `Signed in as ${demoKey(role).name}`,
  )
}
