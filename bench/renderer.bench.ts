/// <reference lib="dom" />
// npm run bench:renderer — the admin GUI with 100,000 devices (BENCH_DEVICES), in Debian's Chromium through
// the web harness, beside a baseline page on the same origin that makes the same listDevices call and
// draws a plain table (support/baseline-page.ts). App and baseline take turns over BENCH_ROUNDS loads:
// time to the first painted table row (split into start-up, the listDevices call, and drawing),
// filter-to-update latency, and the app's initial JS and CSS (gzip). Medians (min–max) and the load average.
import { chromium } from '@playwright/test'
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { rendererOutDir } from '#web-harness/renderer-bundle.ts'
import { startWebHarness } from '#web-harness/server.ts'
import { chromiumLaunchOptions } from '../test/support/chromium.ts'
import { baselinePage } from './support/baseline-page.ts'
import { rendererSeed } from './support/renderer-seed.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'

const DEVICES = Number(process.env['BENCH_DEVICES'] ?? 100_000)
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5)
const TARGETS = { firstPaintMs: 1500, filterMs: 100, initialJsKb: 350, initialCssKb: 25 }
const FILTER_CHANGES: [string, string][] = [
  ['Type', '32'],
  ['Type', ''],
  ['State', 'unpaired'],
  ['State', 'all'],
  ['Type', '4'],
  ['Type', ''],
]
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

/** The gzipped size of what index.html loads before the first paint: its scripts, or its stylesheets. */
function initialGzipKb(kind: 'js' | 'css'): number {
  const html = readFileSync(join(rendererOutDir, 'index.html'), 'utf8')
  const pattern =
    kind === 'js'
      ? /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g
      : /<link[^>]*rel="stylesheet"[^>]*href="\.?\/?([^"]+\.css)"/g
  const files = [...html.matchAll(pattern)].map((m) => m[1]!)
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(rendererOutDir, file)), { level: 9 }).length,
    0,
  )
  return bytes / 1024
}

interface Load {
  firstPaintMs: number
  /** When the page asked for the devices, how long the answer took, and the drawing after it. */
  apiStartMs: number
  apiMs: number
  drawMs: number
}

/**
 * Loads a page and waits for its first painted device row and its full count. The app opens on the
 * overview: the devices table is one click away, and that click counts in its first paint.
 */
async function load(page: Page, url: string, app: boolean): Promise<Load> {
  await page.goto(url)
  if (app) await page.getByRole('button', { name: /^Devices/ }).click({ timeout: 60_000 })
  await page.waitForFunction(
    () => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined,
    null,
    { timeout: 60_000 },
  )
  await page
    .getByTestId('device-count')
    .filter({ hasText: `of ${DEVICES.toLocaleString('en')} devices` })
    .waitFor()
  return page.evaluate(() => {
    const firstRowAt = (window as unknown as { firstRowAt: number }).firstRowAt
    const api = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('/api/listDevices')) as PerformanceResourceTiming
    return {
      firstPaintMs: firstRowAt,
      apiStartMs: api.startTime,
      apiMs: api.responseEnd - api.startTime,
      drawMs: firstRowAt - api.responseEnd,
    }
  })
}

/** Each filter change: from the change event to the updated count painted (next animation frame). */
async function filterTimes(page: Page): Promise<number[]> {
  const times: number[] = []
  for (const [label, value] of FILTER_CHANGES) {
    const select = page.getByRole('combobox', { name: label, exact: true })
    times.push(
      await select.evaluate(
        (element: HTMLSelectElement, next) =>
          new Promise<number>((resolve) => {
            const count = document.querySelector('[data-testid="device-count"]')!
            const before = count.textContent
            const start = performance.now()
            const done = () =>
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
            new MutationObserver((_, observer) => {
              if (count.textContent === before) return
              observer.disconnect()
              done()
            }).observe(count, { childList: true, subtree: true, characterData: true })
            element.value = next
            element.dispatchEvent(new Event('change', { bubbles: true }))
          }),
        value,
      ),
    )
  }
  return times
}

async function main() {
  const configDir = await mkdtemp(join(tmpdir(), 'bench-renderer-'))
  console.log(
    `Seeding ${fmt(DEVICES)} devices and starting the web harness… (load average ${loadAverage()})`,
  )
  const harness = await startWebHarness({ configDir, seed: rendererSeed(DEVICES) })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    // Records when the first device row is in the DOM and has been painted (next animation frame).
    await page.addInitScript(() => {
      const w = window as unknown as { firstRowAt?: number }
      new MutationObserver((_, observer) => {
        if (
          w.firstRowAt !== undefined ||
          !document.querySelector('table[aria-label="Devices"] tbody tr[aria-rowindex]')
        )
          return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => (w.firstRowAt = performance.now()), 0))
      }).observe(document, { childList: true, subtree: true })
    })
    const results = { app: [] as Load[], baseline: [] as Load[] }
    const filters = { app: [] as number[], baseline: [] as number[] }
    let baselineUrl = ''
    for (let round = 0; round < ROUNDS; round++) {
      // The app goes first in the first round: its first load is a cold browser's, as a user's is.
      for (const kind of round % 2 === 0
        ? (['app', 'baseline'] as const)
        : (['baseline', 'app'] as const)) {
        if (kind === 'baseline' && !baselineUrl) {
          const token =
            (await page.locator('meta[name="harness-token"]').getAttribute('content')) ?? ''
          baselineUrl = `${harness.url}bench-baseline.html`
          await page.route(baselineUrl, (route) =>
            route.fulfill({ contentType: 'text/html', body: baselinePage(token) }),
          )
        }
        results[kind].push(
          await load(page, kind === 'app' ? harness.url : baselineUrl, kind === 'app'),
        )
        filters[kind].push(...(await filterTimes(page)))
      }
    }
    await page.goto(harness.url)
    await page.getByRole('button', { name: /^Devices/ }).click()
    const search = page.getByRole('textbox', { name: 'Search' })
    const searchTimes: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const started = Date.now()
      await search.fill(`device ${1000 + round}`)
      await page
        .getByTestId('device-count')
        .filter({ hasText: /^Showing \d{1,2} of/ })
        .waitFor()
      searchTimes.push(Date.now() - started)
      await search.fill('')
    }
    const jsKb = initialGzipKb('js')
    const cssKb = initialGzipKb('css')

    console.log(
      `\nRenderer with ${fmt(DEVICES)} devices, Chromium ${browser.version()}, ${ROUNDS} loads each, medians (min–max)`,
    )
    for (const kind of ['app', 'baseline'] as const) {
      const loads = results[kind]
      console.log(
        `${kind.padEnd(9)} first paint ${spread(
          loads.map((l) => l.firstPaintMs),
          0,
          ' ms',
        )}: start-up ${spread(
          loads.map((l) => l.apiStartMs),
          0,
          ' ms',
        )}, listDevices ${spread(
          loads.map((l) => l.apiMs),
          0,
          ' ms',
        )}, drawing ${spread(
          loads.map((l) => l.drawMs),
          0,
          ' ms',
        )}`,
      )
      console.log(
        `${''.padEnd(9)} filter to update ${spread(filters[kind], 1, ' ms')} over ${filters[kind].length} changes`,
      )
    }
    const paints = results.app.map((l) => l.firstPaintMs)
    const ratio = median(paints) / median(results.baseline.map((l) => l.firstPaintMs))
    console.log(
      `App's first paint: ${fmt(ratio, 2)}× the baseline's; its first load (cold browser) ${fmt(paints[0]!)} ms`,
    )
    console.log(`Search typed to update (via Playwright): ${spread(searchTimes, 0, ' ms')}`)
    console.log(`Load average after: ${loadAverage()}`)
    const worstFilter = Math.max(...filters.app)
    const targets = [
      {
        name: `first paint ≤ ${TARGETS.firstPaintMs} ms (median)`,
        figure: `${fmt(median(paints))} ms`,
        holds: median(paints) <= TARGETS.firstPaintMs,
      },
      {
        name: `first paint ≤ ${TARGETS.firstPaintMs} ms (every load, the cold one too)`,
        figure: `worst ${fmt(Math.max(...paints))} ms`,
        holds: Math.max(...paints) <= TARGETS.firstPaintMs,
      },
      {
        name: `filter ≤ ${TARGETS.filterMs} ms (median)`,
        figure: `${fmt(median(filters.app), 1)} ms`,
        holds: median(filters.app) <= TARGETS.filterMs,
      },
      {
        name: `filter ≤ ${TARGETS.filterMs} ms (every change)`,
        figure: `worst ${fmt(worstFilter, 1)} ms`,
        holds: worstFilter <= TARGETS.filterMs,
      },
      {
        name: `initial JS ≤ ${TARGETS.initialJsKb} KB gzip`,
        figure: `${fmt(jsKb, 1)} KB`,
        holds: jsKb <= TARGETS.initialJsKb,
      },
      {
        name: `initial CSS ≤ ${TARGETS.initialCssKb} KB gzip`,
        figure: `${fmt(cssKb, 1)} KB`,
        holds: cssKb <= TARGETS.initialCssKb,
      },
    ]
    printTargets(targets)
    process.exitCode = targets.every((target) => target.holds) ? 0 : 1
  } finally {
    await browser.close()
    await harness.close()
    await rm(configDir, { recursive: true, force: true })
  }
}

await main()
