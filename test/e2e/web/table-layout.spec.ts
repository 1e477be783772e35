// Every table at a 13-inch laptop's half screen (1000 × 700) and at 1440 × 900: the columns each screen
// names as essential are in view and hold their first word, and two different rows never read alike.
import { resolve } from 'node:path'
import { expect, test } from './harness-fixture.ts'
import { pairInDialog } from './pair-dialog.ts'
import { importFile, openDevices } from './screens.ts'
import { expectEssentialColumns, expectNoSideways, expectTellApart } from './table-layout.ts'

const SIZES = [
  { width: 1000, height: 700 },
  { width: 1440, height: 900 },
] as const

const germanExcel = resolve(import.meta.dirname, '../../fixtures/import/excel-de-semicolon-bom.csv')

for (const size of SIZES)
  test(`at ${size.width} × ${size.height} Activity shows when, who, what changed and Undo`, async ({
    page,
    harness,
  }) => {
    await page.setViewportSize(size)
    await page.goto(harness.url)
    await openDevices(page)
    // Two monitors named alike but for their floor, moved: two entries that differ in the middle.
    await page.getByRole('textbox', { name: 'Search' }).fill('desk 05 monitor')
    const table = page.getByRole('table', { name: 'Devices' })
    await expect(table.getByRole('row')).toHaveCount(3)
    await table.getByRole('row').nth(0).getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Pair selected (2)', exact: true }).click()
    await pairInDialog(page, 2, 'floor 3 desk 06', 'Berlin · Floor 3 · Desk 06')

    await page.getByRole('button', { name: /^Activity/ }).click()
    const activity = page.getByRole('table', { name: 'Activity' })
    await expect(activity.getByRole('button', { name: /^Undo/ })).toHaveCount(2)
    await expectEssentialColumns(activity, [/^When/, /^Change$/, /^Undo$/])
    // Who made the change: in its own column, or under when.
    const by = activity
      .getByRole('row')
      .nth(1)
      .getByText(/Berlin HQ admin \(demo\)/)
    await expect(by).toBeInViewport({ ratio: 1 })
    await expectTellApart(activity.locator('tbody tr td:nth-child(4)'))
    await expectTellApart(activity.locator('tbody tr td:nth-child(3)'))
  })

for (const size of SIZES)
  test(`at ${size.width} × ${size.height} the import preview shows each row's action and why it needs a fix`, async ({
    page,
    harness,
  }) => {
    await page.setViewportSize(size)
    await page.goto(harness.url)
    await importFile(page, germanExcel)
    const preview = page.getByRole('table', { name: 'Import preview' })
    await expect(preview.getByText('Needs a fix').first()).toBeVisible()
    await expectEssentialColumns(preview, [/^Row$/, /^Serial id/, /^Action$/, /^Findings$/])
    await expectNoSideways(page, 'Rows of the import preview')
    // Each row's location reads as its own (the desks of a floor differ at their end).
    await expectTellApart(preview.locator('tbody tr [data-testid="preview-location"]'))
  })

for (const size of SIZES)
  test(`at ${size.width} × ${size.height} the import result shows each row's whole serial id and why it was not sent`, async ({
    page,
    harness,
  }) => {
    await page.setViewportSize(size)
    await page.goto(harness.url)
    await importFile(page, germanExcel)
    await page.getByRole('button', { name: /^Send \d+ and pair/ }).click()
    const result = page.getByRole('table', { name: 'Import result' })
    await expect(result.getByText('Skipped').first()).toBeVisible()
    await expectEssentialColumns(result, [
      /^Row$/,
      /^Result$/,
      /^Serial id$/,
      /^What the service said$/,
    ])
    await expectNoSideways(page, 'Rows of the import result')
    // The longest id is whole (on two lines where it must be, broken only after a ";").
    const longest = result.getByText('413C;JSHBH23/3134772431471370;45166')
    await expect(longest).toBeVisible()
    const cut = await longest.evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(cut, 'the serial id is cut').toBe(false)
    // Why a row was not sent starts in view, and is whole on hover.
    const why = result.getByText(/^Not sent: /).first()
    await why.scrollIntoViewIfNeeded()
    await expect(why).toBeInViewport({ ratio: 1 })
    expect(await why.getAttribute('title')).toMatch(/^Not sent: .{40,}/)
  })

for (const size of SIZES)
  test(`at ${size.width} × ${size.height} Devices tells every monitor apart by its name`, async ({
    page,
    harness,
  }) => {
    await page.setViewportSize(size)
    await page.goto(harness.url)
    await openDevices(page)
    await page.getByRole('textbox', { name: 'Search' }).fill('monitor')
    const table = page.getByRole('table', { name: 'Devices' })
    await expect(table.getByRole('row').nth(4)).toBeVisible()
    await expectEssentialColumns(table, [/^Serial id/, /^Name/, /^Location/, /^State/])
    await expectTellApart(table.locator('tbody td[title$=" monitor"]'))
  })

for (const size of SIZES)
  test(`at ${size.width} × ${size.height} API keys shows every column, Created and Last used too`, async ({
    page,
    harness,
  }) => {
    await page.setViewportSize(size)
    await page.goto(harness.url)
    await page.getByRole('button', { name: /^API keys/ }).click()
    const table = page.getByRole('table', { name: 'API keys' })
    await expect(table.getByRole('row').nth(1)).toBeVisible()
    // The table measures its width a frame after its first render and may drop the Role column
    // (the role then shows under the name): the columns are read and checked once it has settled.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await expect(async () => {
      const headers = (await table.getByRole('columnheader').allTextContents()).filter(
        (text) => text.trim() !== '',
      )
      expect(headers.join('|')).toMatch(/Created/)
      expect(headers.join('|')).toMatch(/Last used/)
      await expectEssentialColumns(
        table,
        headers.map((text) => new RegExp(`^${text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
      )
    }).toPass({ timeout: 10_000 })
    await expectTellApart(table.locator('tbody tr td:first-child'))
  })
