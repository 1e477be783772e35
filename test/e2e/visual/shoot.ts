import { expect, type Locator, type Page } from '@playwright/test'

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1000, height: 700 },
] as const
const SCHEMES = ['light', 'dark'] as const

/**
 * The page as it is now, in both schemes (the app follows the system's) at both window sizes: four
 * screenshots named `<name>-<scheme>-<width>.png`. `mask` covers what changes from run to run (times
 * of day, dates); `steady` rewrites such text before each screenshot, since a refetch in between (the
 * key this profile uses gets a new "last used" with every request) draws the real text again. The
 * window returns to 1440 × 900, light, afterwards.
 */
export async function shoot(
  page: Page,
  name: string,
  { mask = [], steady }: { mask?: Locator[]; steady?: () => Promise<void> } = {},
): Promise<void> {
  for (const colorScheme of SCHEMES)
    for (const size of SIZES) {
      await page.emulateMedia({ colorScheme })
      await page.setViewportSize(size)
      // A table that measures its width redraws a frame or two after a resize (useElementSize); the
      // text is made steady after that redraw.
      await page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
          ),
      )
      await steady?.()
      // The pointer stays where the last click left it; at another size a control may slide under it.
      await page.mouse.move(0, 0)
      await expect(page).toHaveScreenshot(`${name}-${colorScheme}-${size.width}.png`, { mask })
    }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize(SIZES[0])
}

/**
 * Writes over what changes from run to run in the text of these elements (a temporary folder's random
 * name, the day the test runs) with a fixed text, in each text node, so the layout stays as drawn: a
 * mask would keep the changing width.
 */
export async function steadyText(target: Locator, changing: RegExp, fixed: string): Promise<void> {
  await target.evaluateAll(
    (elements, [source, flags, replacement]) => {
      for (const element of elements) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          node.nodeValue = (node.nodeValue ?? '').replace(new RegExp(source, flags), replacement)
      }
    },
    [changing.source, changing.flags, fixed] as const,
  )
}
