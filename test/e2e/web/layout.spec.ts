import type { Locator } from '@playwright/test'
import { resolve } from 'node:path'
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

/** The whole end a cell keeps of a name it cuts, and whether the cell shows it in full. */
const keptEnd = (cell: Locator) =>
  cell.evaluate((element) => {
    const tail = element.querySelector('[data-part="end"]')
    if (!tail) return { end: null, whole: false }
    const inner = tail.getBoundingClientRect()
    const outer = element.getBoundingClientRect()
    return {
      end: tail.textContent,
      whole: inner.left >= outer.left && inner.right <= outer.right && inner.width > 0,
    }
  })

test('at 1000 px a cut name keeps its end: the desks of the import preview and the devices’ names differ', async ({
  page,
  harness,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.goto(harness.url)
  await openDevices(page)
  await expect(page.getByTestId('device-count')).toContainText('Showing')
  // The demo's monitors are named by their desks: "Floor 2 · Desk 01 monitor"…
  const names = page.locator('td[title^="Floor 2 · Desk 0"][title$=" monitor"]')
  await expect(names.first()).toBeVisible()
  const ends = []
  for (const cell of await names.all()) ends.push(await keptEnd(cell))
  expect(ends.length).toBeGreaterThan(2)
  for (const end of ends)
    expect(end).toEqual({ end: expect.stringMatching(/^0\d monitor$/), whole: true })
  expect(new Set(ends.map(({ end }) => end)).size).toBe(ends.length)

  await page.getByRole('button', { name: /^Import/ }).click()
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles(resolve(import.meta.dirname, '../../fixtures/import/excel-de-semicolon-bom.csv'))
  // At 1000 px the location shows under the serial id.
  await expect(page.getByRole('columnheader', { name: 'Serial id, name, location' })).toBeVisible()
  const location = (row: number) =>
    page.locator(`tr[data-row="${row}"] [data-testid="preview-location"]`)
  await expect(location(2)).toHaveAttribute('title', 'Berlin · Floor 2 · Desk 01')
  expect(await keptEnd(location(2))).toEqual({ end: '· Desk 01', whole: true })
  expect(await keptEnd(location(3))).toEqual({ end: '· Desk 02', whole: true })
})

test('at 1000 px the register form cuts no way of giving the serial id', async ({
  page,
  harness,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.goto(harness.url)
  await page
    .getByRole('button', { name: /^Register a device/ })
    .first()
    .click()
  const modes = page.getByRole('radiogroup', { name: 'Serial id' })
  for (const name of ['Fill in the parts', 'Paste a whole serial id', 'Read from a tool or EDID']) {
    const label = modes.locator('label').filter({ hasText: name })
    await expect(label).toBeVisible()
    const { cut } = await label.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const group = element.closest('[role="radiogroup"]')!.getBoundingClientRect()
      return {
        cut:
          element.scrollWidth > element.clientWidth ||
          box.right > group.right + 0.5 ||
          box.left < group.left - 0.5,
      }
    })
    expect(cut, `"${name}" is cut off`).toBe(false)
  }
})

test('at 1000 × 700 the import preview is one scroll box, reached and scrolled by the keyboard', async ({
  page,
  harness,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Import/ }).click()
  await page
    .getByTestId('import-drop')
    .locator('input[type=file]')
    .setInputFiles(resolve(import.meta.dirname, '../../fixtures/import/excel-de-semicolon-bom.csv'))
  const rows = page.getByRole('region', { name: 'Rows of the import preview' })
  await expect(rows).toBeVisible()
  // The page around it does not scroll as well: no second scroll bar.
  const pageScrolls = await page.evaluate(() => {
    const root = document.scrollingElement!
    return root.scrollHeight > root.clientHeight
  })
  expect(pageScrolls).toBe(false)
  const scrollable = await rows.evaluate(
    (element) =>
      element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth,
  )
  expect(scrollable).toBe(true)
  await rows.focus()
  await expect(rows).toBeFocused()
  await page.keyboard.press('PageDown')
  await expect.poll(() => rows.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
})
