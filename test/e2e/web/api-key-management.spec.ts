// Creating, copying, handing on, rotating and revoking keys on the demo office, in English and German:
// the real window, the real handler table, the mock service and a real keychain behind it.
import type { Page } from '@playwright/test'
import { expect, test } from './harness-fixture.ts'
import { expectAccessible } from './axe.ts'

const WORDS = {
  en: {
    locale: 'en-US',
    screen: /API keys/,
    table: 'API keys',
    create: 'Create key',
    name: 'Name',
    submit: 'Create',
    secret: 'Secret of sync script',
    copy: 'Copy secret',
    copied: 'Copied',
    closing: /When you close this dialog the secret is gone for good/,
    use: 'Use for a profile',
    stored: /Stored in the keychain for “Offline demo”/,
    done: 'Done',
    used: 'Used by this profile',
    rotate: 'Rotate sync script',
    rotateConfirm: 'Rotate key',
    rotated: /now signs in with the new key k-\w+; the old key k-\w+ is revoked/,
    revoke: 'Revoke Berlin HQ reporting (demo)',
    revokeBody: /stops working at once/,
    revokeConfirm: 'Revoke key',
    revoked: 'Berlin HQ reporting (demo) was revoked.',
    revokedStatus: 'Revoked',
    expiring: /API keys expiring within 14 days/,
    overview: /Overview/,
  },
  de: {
    locale: 'de-DE',
    screen: /API-Schlüssel/,
    table: 'API-Schlüssel',
    create: 'Schlüssel anlegen',
    name: 'Name',
    submit: 'Anlegen',
    secret: 'Geheimnis von sync script',
    copy: 'Geheimnis kopieren',
    copied: 'Kopiert',
    closing: /Wenn Sie diesen Dialog schließen, ist das Geheimnis endgültig fort/,
    use: 'Für ein Profil verwenden',
    stored:
      /Im Schlüsselbund für „Offline-Demo“ abgelegt|Im Schlüsselbund für „Offline demo“ abgelegt/,
    done: 'Fertig',
    used: 'Von diesem Profil verwendet',
    rotate: 'sync script erneuern',
    rotateConfirm: 'Schlüssel erneuern',
    rotated:
      /meldet sich jetzt mit dem neuen Schlüssel k-\w+ an; der alte Schlüssel k-\w+ ist widerrufen/,
    revoke: 'Berlin HQ reporting (demo) widerrufen',
    revokeBody: /funktioniert sofort nicht mehr/,
    revokeConfirm: 'Schlüssel widerrufen',
    revoked: 'Berlin HQ reporting (demo) wurde widerrufen.',
    revokedStatus: 'Widerrufen',
    expiring: /API-Schlüssel, die innerhalb von 14 Tagen ablaufen/,
    overview: /Übersicht/,
  },
} as const

async function manageKeys(page: Page, url: string, words: (typeof WORDS)[keyof typeof WORDS]) {
  await page.goto(url)
  // The demo office's lobby display key expires in 12 days: the Overview names it.
  await expect(page.getByText(words.expiring)).toBeVisible()
  await expect(page.getByText(/Berlin HQ lobby display/)).toBeVisible()
  await page.getByRole('button', { name: words.screen }).click()
  const table = page.getByRole('table', { name: words.table })
  const row = (name: RegExp) => table.getByRole('row', { name })

  await page.getByRole('button', { name: words.create }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: words.name }).fill('sync script')
  await expectAccessible(page, 'the create dialog')
  await dialog.getByRole('button', { name: words.submit, exact: true }).click()
  const secretBox = dialog.getByRole('textbox', { name: words.secret })
  const secret = await secretBox.inputValue()
  expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/)
  await expect(dialog.getByText(words.closing)).toBeVisible()
  await dialog.getByRole('button', { name: words.copy }).click()
  await expect(dialog.getByRole('button', { name: words.copied })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
  await expectAccessible(page, 'the secret, shown once')

  await dialog.getByRole('button', { name: words.use }).click()
  await expect(dialog.getByText(words.stored)).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: words.secret })).toHaveCount(0)
  expect(await page.content()).not.toContain(secret)
  await dialog.getByRole('button', { name: words.done }).click()
  await expect(row(/sync script/)).toContainText(words.used)

  await page.getByRole('button', { name: words.rotate }).click()
  await expectAccessible(page, 'the rotate dialog')
  await page.getByRole('dialog').getByRole('button', { name: words.rotateConfirm }).click()
  await expect(page.getByRole('dialog').getByText(words.rotated)).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: words.done }).click()
  await expect(table.getByText(words.used, { exact: true })).toHaveCount(1)

  await page.getByRole('button', { name: words.revoke }).click()
  await expect(page.getByRole('dialog').getByText(words.revokeBody)).toBeVisible()
  await expectAccessible(page, 'the revoke dialog')
  await page.getByRole('dialog').getByRole('button', { name: words.revokeConfirm }).click()
  await expect(page.getByText(words.revoked)).toBeVisible()
  await expect(row(/Berlin HQ reporting/)).toContainText(words.revokedStatus)
  await expect(page.getByRole('button', { name: words.revoke })).toHaveCount(0)
  await expectAccessible(page, 'the API keys after a revoke')
  expect(await page.content()).not.toContain(secret)
}

for (const [language, words] of Object.entries(WORDS)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: words.locale, timezoneId: 'Europe/Berlin', reducedMotion: 'reduce' })
    test('creates a key, copies it, uses it for a profile, rotates it and revokes another', async ({
      page,
      context,
      harness,
    }) => {
      test.setTimeout(120_000)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await manageKeys(page, harness.url, words)
    })
  })
}
