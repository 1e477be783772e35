// Every screen in English and in German shows only text its messages made (data and what main said aside).
import { expect, test } from './harness-fixture.ts'
import { expectOnlyMessages, markMessages } from './messages-only.ts'

const SCREENS = 8

for (const locale of ['en-GB', 'de-DE'] as const)
  test.describe(`in ${locale}`, () => {
    test.use({ locale })

    test('every screen shows only messages', async ({ page, harness }) => {
      test.slow()
      await markMessages(page)
      await page.goto(harness.url)
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2))
      const screens = page.getByRole('navigation').first().getByRole('button')
      await expect(screens.first()).toBeVisible()
      for (let index = 0; index < SCREENS; index++) {
        const screen = screens.nth(index)
        await screen.click()
        await expect(screen).toHaveAttribute('aria-current', 'page')
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
        // Loaded: no spinner left in the screen.
        await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0)
        await expectOnlyMessages(page, `screen ${index + 1} in ${locale}`)
      }
    })
  })
