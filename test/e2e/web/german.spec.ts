// The window in German (the browser's language de-DE): every screen fits in the small window (1000 × 700,
// where German's longer words get tight), light and dark, cuts no label, scrolls nowhere sideways, and
// passes axe.
import { expectAccessible } from './axe.ts'
import { expect, test } from './harness-fixture.ts'
import { eachScreen } from './screens.ts'

const viewport = { width: 1000, height: 700 }

test.use({ locale: 'de-DE', reducedMotion: 'reduce' })

for (const colorScheme of ['light', 'dark'] as const)
  test(`every screen in German fits and passes axe, ${colorScheme}, ${viewport.width} × ${viewport.height}`, async ({
    page,
    harness,
  }) => {
    // axe over eight screens: about a minute on an idle 2-core machine.
    test.setTimeout(240_000)
    await page.emulateMedia({ colorScheme })
    await page.setViewportSize(viewport)
    await page.goto(harness.url)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await eachScreen(page, async (name) => {
      const { sideways, cut } = await page.evaluate(() => {
        const cutNodes = [
          ...document.querySelectorAll<HTMLElement>(
            'button, label, [role="tab"], [role="radio"] + label, .mantine-Badge-label, .mantine-NavLink-label, .mantine-NavLink-description, h1, h2, h3, th',
          ),
        ]
          .filter((node) => node.offsetParent !== null && node.scrollWidth > node.clientWidth + 1)
          // Cut on purpose: the whole text is in the element's (or a parent's) tooltip.
          .filter((node) => !node.closest('[title]'))
          .map((node) => node.textContent?.trim() ?? '')
        return {
          sideways: document.documentElement.scrollWidth > window.innerWidth,
          cut: cutNodes,
        }
      })
      expect(sideways, `${name} scrolls sideways`).toBe(false)
      expect(cut, `labels cut on ${name}`).toEqual([])
      await expectAccessible(page, `${name} in German`)
    })
  })
