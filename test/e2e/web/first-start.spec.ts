import { expect, test } from './harness-fixture.ts'
import { readmeScreenshot } from './readme-screenshot.ts'
import { openDevices } from './screens.ts'

test('first start shows the demo office, signed in, with no step at all', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  const connection = page.getByRole('group', { name: 'Connection' })
  await expect(connection).toContainText('Offline demo')
  await expect(connection).toContainText('Signed in')
  await expect(connection).toContainText('Account admin')
  await openDevices(page)
  const table = page.getByRole('table', { name: 'Devices' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  await expect(table).toContainText('Monitor')
  await expect(table).toContainText('Sensor')
  await expect(page.getByTestId('device-count')).toContainText(/Showing (\d+) of \1 devices/)
  // The reload button's spinner has slid out (it animates for 150 ms after the list arrives).
  await expect(
    page.getByRole('button', { name: 'Reload devices' }).locator('.mantine-ActionIcon-loader'),
  ).toHaveCount(0)
  await readmeScreenshot(page, 'devices.png')

  // The office's Wi-Fi: several BSSIDs per SSID, one per band.
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Wi-Fi access point' })
  await expect(table).toContainText('Northwind-Corp')
  await expect(table).toContainText('5 GHz')
  await expect(table).not.toContainText('Monitor')
})

test('every serial id, type, name and location shows in full in the devices table at 1440 px', async ({
  page,
  harness,
}) => {
  // Tall enough that every row of the demo account is rendered (the table renders rows in view).
  await page.setViewportSize({ width: 1440, height: 2400 })
  await page.goto(harness.url)
  await openDevices(page)
  const table = page.getByRole('table', { name: 'Devices' })
  const count = page.getByTestId('device-count')
  await expect(count).toContainText(/Showing (\d+) of \1 devices/)
  const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1])
  const codes = table.getByRole('row').locator('code')
  await expect(codes).toHaveCount(total)
  const cutSerials = await codes.evaluateAll((elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent),
  )
  expect(cutSerials).toEqual([])
  // Type, name, info and location wrap onto a second line rather than end in "…".
  const cutTexts = await table.getByRole('cell').evaluateAll((cells) =>
    cells
      .map((cell) => cell.firstElementChild)
      .filter((e): e is HTMLElement => e instanceof HTMLElement && e.tagName === 'SPAN')
      .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent),
  )
  expect(cutTexts).toEqual([])
  const dock = table.getByRole('cell', { name: 'USB device (docking station)' }).first()
  await expect(dock).toHaveAttribute('title', 'USB device (docking station)')
  await expect(table.getByRole('cell', { name: 'Floor 2 · Desk 05 monitor' })).toBeVisible()
})

test('dimmed text, like who is signed in and the role, is readable in light and dark', async ({
  page,
  harness,
}) => {
  await page.goto(harness.url)
  const who = page.getByRole('group', { name: 'Connection' }).getByText(/^Signed in as/)
  await expect(who).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme)
    const ratio = await who.evaluate((element) => {
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
      const luminance = (css: string) => {
        const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
          const c = v / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      let back: Element | null = element
      while (back && /rgba\(.*, 0\)|transparent/.test(getComputedStyle(back).backgroundColor))
        back = back.parentElement
      const fg = luminance(getComputedStyle(element).color)
      const bg = luminance(back ? getComputedStyle(back).backgroundColor : 'rgb(255,255,255)')
      return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05)
    })
    expect(ratio, `contrast in ${colorScheme}`).toBeGreaterThanOrEqual(4.5)
  }
})

test('in a 1000 px window the search and filters stay on one row', async ({ page, harness }) => {
  await page.setViewportSize({ width: 1000, height: 700 })
  await page.goto(harness.url)
  await openDevices(page)
  await expect(page.getByTestId('device-count')).toContainText(/Showing (\d+) of \1 devices/)
  const tops = await Promise.all(
    [
      page.getByRole('textbox', { name: 'Search' }),
      page.getByRole('combobox', { name: 'Type' }),
      page.getByRole('combobox', { name: 'Location' }),
      page.getByRole('combobox', { name: 'State' }),
    ].map(async (field) => (await field.boundingBox())?.y),
  )
  expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1)
  // Each filter's current choice reads whole (like "All types", "All locations", "All states").
  const cut = await page.locator('select').evaluateAll((selects) => {
    const context = document.createElement('canvas').getContext('2d')
    return (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select)
      if (!context) return []
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const text = select.selectedOptions[0]?.textContent ?? ''
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return context.measureText(text).width > room ? [text] : []
    })
  })
  expect(cut).toEqual([])
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('all')
})
