// Every screen in English and in German shows only text its messages made (data and what main said aside).
import { expect, test } from './harness-fixture.ts'
import { expectOnlyMessages, markMessages } from './messages-only.ts'
import { eachScreen } from './screens.ts'

for (const locale of ['en-GB', 'de-DE'] as const)
  test.describe(`in ${locale}`, () => {
    test.use({ locale })

    test('every screen shows only messages', async ({ page, harness }) => {
      test.slow()
      await markMessages(page)
      await page.goto(harness.url)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await eachScreen(page, (heading) => expectOnlyMessages(page, `${heading} in ${locale}`))
    })
  })
