// The main screens in German (de-DE), light and dark, at 1440 × 900 and 1000 × 700 (shoot()): German's
// longer words must fit as the English do.
import { expect, test } from '../web/harness-fixture.ts'
import { shoot, steadyText } from './shoot.ts'

test.use({ locale: 'de-DE' })

test('the overview, the devices, registering, importing and the API keys in German', async ({
  page,
  harness,
}) => {
  test.setTimeout(240_000)
  await page.goto(harness.url)
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 2 })).toBeVisible()
  await expect(page.getByRole('img', { name: /Geräte nach Typ/ })).toBeVisible()
  await shoot(page, 'de-overview')

  await page
    .getByRole('navigation')
    .getByRole('button', { name: /^Geräte/ })
    .click()
  await expect(page.getByTestId('device-count')).toContainText('angezeigt')
  await shoot(page, 'de-devices')

  await page
    .getByRole('button', { name: /^Gerät registrieren/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: 'Gerät registrieren', level: 2 })).toBeVisible()
  await shoot(page, 'de-register')

  await page.getByRole('button', { name: /^Import/ }).click()
  await expect(page.getByRole('heading', { name: 'Geräte importieren', level: 2 })).toBeVisible()
  await shoot(page, 'de-import')

  await page.getByRole('button', { name: /^API-Schlüssel/ }).click()
  const keys = page.getByRole('table', { name: 'API-Schlüssel' })
  await expect(keys).toBeVisible()
  // Dates counted from the day the test runs: one fixed day instead.
  await shoot(page, 'de-api-keys', {
    steady: async () => {
      await steadyText(
        keys.locator('tbody td'),
        /\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/g,
        '09.09.2026, 12:00',
      )
      await steadyText(keys.locator('tbody td'), /\d{2}\.\d{2}\.\d{4}/g, '09.09.2026')
    },
  })
})
