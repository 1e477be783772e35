import { expect, test } from './harness-fixture.ts'
import { openDevices } from './screens.ts'

test('at 1000 px the table keeps serial id, name, location and state in view, without sideways scrolling', async ({
  page,
  harness,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.goto(harness.url)
  await openDevices(page)
  await expect(page.getByTestId('device-count')).toContainText('Showing')
  const scroller = page.getByTestId('devices-scroll')
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  const headers = await page.getByRole('columnheader').allTextContents()
  for (const name of ['Serial id', 'Name', 'Location', 'State'])
    expect(headers.join('|')).toContain(name)
  // Type, info and source make room; the type shows under the name, everything in the details.
  expect(headers.join('|')).not.toMatch(/Type|Info|Source/)
  await page.getByRole('textbox', { name: 'Search' }).fill('floor 2 gateway')
  const row = page.getByRole('row', { name: /Berlin Floor 2 gateway/ })
  await expect(row).toContainText('Router (default gateway)')
  for (const header of await page.getByRole('columnheader').all()) {
    const box = await header.boundingBox()
    expect(box && box.x + box.width <= 1000).toBe(true)
  }
})

test('the header cuts no badge, and any text it shortens has its whole in a tooltip', async ({
  page,
  harness,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.goto(harness.url)
  const summary = page.getByRole('group', { name: 'Connection' })
  await expect(summary).toContainText('Signed in')
  const cut = await summary.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('*')]
      .filter((node) => node.childElementCount === 0 && node.scrollWidth > node.clientWidth)
      .map((node) => ({
        text: node.textContent,
        title: node.closest('[title]')?.getAttribute('title'),
      })),
  )
  for (const { text, title } of cut) expect(title, `"${text}" is cut without a tooltip`).toBe(text)
  const badges = await summary
    .locator('.mantine-Badge-root')
    .evaluateAll((nodes) => nodes.map((node) => node.scrollWidth <= node.clientWidth))
  expect(badges).toEqual(badges.map(() => true))
})
