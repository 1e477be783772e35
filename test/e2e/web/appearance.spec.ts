// What the window looks like, where a look carries meaning: the chosen card, labels at their controls.
import type { Locator } from '@playwright/test'
import { expect, test } from './harness-fixture.ts'
import { signInRemote } from './remote.ts'

const style = (locator: Locator) =>
  locator.evaluate((element) => {
    const { borderTopColor, backgroundColor, boxShadow } = getComputedStyle(element)
    return { borderTopColor, backgroundColor, boxShadow }
  })

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme, reducedMotion: 'reduce' })

    test('the chosen device type card differs from the others: border, background and indicator', async ({
      page,
      harness,
    }) => {
      await page.goto(harness.url)
      await page
        .getByRole('button', { name: /^Register a device/ })
        .first()
        .click()
      const chosen = page.getByRole('radio', { name: /Wi-Fi access point/ })
      const other = page.getByRole('radio', { name: /Monitor/ })
      await expect(chosen).toHaveAttribute('aria-checked', 'true')
      const [on, off] = [await style(chosen), await style(other)]
      expect(on.borderTopColor).not.toBe(off.borderTopColor)
      expect(on.backgroundColor).not.toBe(off.backgroundColor)
      const indicator = (card: Locator) => style(card.locator('.mantine-RadioIndicator-indicator'))
      expect((await indicator(chosen)).backgroundColor).not.toBe(
        (await indicator(other)).backgroundColor,
      )
      // Another choice moves every mark with it.
      await other.click()
      await expect(other).toHaveAttribute('aria-checked', 'true')
      await expect.poll(() => style(other)).toEqual(on)
      await expect.poll(() => style(chosen)).toEqual(off)
    })

    test('radio and checkbox labels sit beside their controls, on the same line', async ({
      page,
      harness,
    }) => {
      await page.goto(harness.url)
      await page.getByRole('button', { name: 'Connection and profiles' }).click()
      await page.getByRole('menuitem', { name: 'Add a remote profile…' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add a remote profile' })
      const controls = [
        dialog.getByRole('radio', { name: 'An API key' }),
        dialog.getByRole('radio', { name: 'Username and password' }),
        dialog.getByRole('checkbox', { name: /Allow plain HTTP/ }),
      ]
      for (const control of controls) {
        const box = await control.boundingBox()
        const label = await control
          .locator('xpath=ancestor::*[contains(@class, "mantine-")][contains(@class, "-body")][1]')
          .locator('label')
          .boundingBox()
        expect(box && label).toBeTruthy()
        // Right of the control, and overlapping it vertically (not on the line below).
        expect(label!.x).toBeGreaterThanOrEqual(box!.x + box!.width)
        expect(label!.y).toBeLessThan(box!.y + box!.height)
        expect(label!.y + label!.height).toBeGreaterThan(box!.y)
      }
    })
  })
}

test('each profile has its own initials and colour, in the header and in the profile menu', async ({
  page,
  harness,
  remote,
}) => {
  await page.goto(harness.url)
  const header = page.getByRole('banner')
  const mark = async (scope: Locator) => {
    const found = scope.getByTestId('profile-mark')
    return {
      initials: await found.textContent(),
      color: await found.evaluate((element) => getComputedStyle(element).backgroundColor),
    }
  }
  await expect(header.getByTestId('profile-mark')).toHaveText('OD')
  const offline = await mark(header)
  await signInRemote(page, remote.url, 'accountAdmin', 'Berlin')
  await expect(header.getByTestId('profile-mark')).toHaveText('BE')
  const berlin = await mark(header)
  expect(berlin.color).not.toBe(offline.color)

  await page.getByRole('button', { name: 'Connection and profiles' }).click()
  const item = (name: RegExp) => page.getByRole('menuitem', { name })
  expect(await mark(item(/^Offline demo/))).toEqual(offline)
  expect(await mark(item(/^Berlin/))).toEqual(berlin)
})
