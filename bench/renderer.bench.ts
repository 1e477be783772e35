/// <reference lib="dom" />
// npm run bench:renderer — the admin GUI with 50,000 devices, in Debian's Chromium through the web harness:
// time to the first painted table row, filter-to-update latency, and the initial JS size (gzip).
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import demoSeed from '../src/mock-server/seed/demo.json' with { type: 'json' }
import { rendererOutDir } from '../src/web-harness/renderer-bundle.ts'
import { startWebHarness } from '../src/web-harness/server.ts'
import { chromiumLaunchOptions } from '../test/support/chromium.ts'

const DEVICES = Number(process.env['BENCH_DEVICES'] ?? 50_000)
const ROUNDS = 5
const TARGETS = { firstPaintMs: 1500, filterMs: 100, initialJsKb: 350 }

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')
const mac = (n: number) =>
  [0x02, 0x1a, (n >> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255]
    .map((b) => hex(b, 2))
    .join(':')

/** The demo seed's tenants, users and keys (the offline demo signs in with its key), with 50,000 devices. */
function benchSeed() {
  const account = demoSeed.tenants[0]!.accounts[0]!
  const locations = account.locations.map((location) => location.id)
  const devices = Array.from({ length: DEVICES }, (_, n) => {
    const kind = n % 5
    const base = { accountId: account.id, name: `Device ${n}`, info: `Bench row ${n}` }
    const locationId = n % 3 === 0 ? undefined : locations[n % locations.length]
    const located = locationId === undefined ? {} : { locationId }
    if (kind === 0)
      return {
        ...base,
        ...located,
        deviceType: 32,
        serialId: `Network;${mac(n)};WiFi`,
        info: n % 2 ? '5 GHz' : '2.4 GHz',
      }
    if (kind === 1)
      return {
        ...base,
        ...located,
        deviceType: 4,
        serialId: `17EF;DOCK${hex(n, 8).toUpperCase()};41863`,
      }
    if (kind === 2)
      return {
        ...base,
        ...located,
        deviceType: 2,
        serialId: `DEL;MON${hex(n, 8).toUpperCase()};A17D`,
      }
    if (kind === 3)
      return { ...base, ...located, deviceType: 8, serialId: `Ethernet;${mac(n)};NIC` }
    return { ...base, ...located, deviceType: 16, serialId: `Network;${mac(n)};Gateway` }
  })
  return { ...demoSeed, devices }
}

function initialJsGzipKb(): number {
  const html = readFileSync(join(rendererOutDir, 'index.html'), 'utf8')
  const scripts = [
    ...html.matchAll(
      /<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]!)
  return (
    scripts.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(rendererOutDir, file)), { level: 9 }).length,
      0,
    ) / 1024
  )
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function main() {
  const configDir = await mkdtemp(join(tmpdir(), 'bench-renderer-'))
  process.stdout.write(
    `Seeding ${DEVICES.toLocaleString('en')} devices and starting the web harness…\n`,
  )
  const harness = await startWebHarness({ configDir, seed: benchSeed() })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    // Records when the first device row is in the DOM and has been painted (next animation frame).
    await page.addInitScript(() => {
      const w = window as unknown as { firstRowAt?: number }
      new MutationObserver((_, observer) => {
        if (
          w.firstRowAt === undefined &&
          document.querySelector('table[aria-label="Devices"] tbody tr[aria-rowindex]')
        ) {
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => (w.firstRowAt = performance.now()), 0))
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const firstPaints: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto(harness.url)
      await page.waitForFunction(
        () => (window as unknown as { firstRowAt?: number }).firstRowAt !== undefined,
        null,
        { timeout: 60_000 },
      )
      await page
        .getByTestId('device-count')
        .filter({ hasText: `of ${DEVICES.toLocaleString('en')} devices` })
        .waitFor()
      firstPaints.push(
        await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt),
      )
    }

    // Each filter change: from the change event to the updated count painted (next animation frame).
    const filterChanges: [string, string][] = [
      ['Type', '32'],
      ['Type', ''],
      ['State', 'unpaired'],
      ['State', 'all'],
      ['Type', '4'],
      ['Type', ''],
    ]
    const filterTimes: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, value] of filterChanges) {
        const select = page.getByRole('combobox', { name: label, exact: true })
        const ms = await select.evaluate(
          (element: HTMLSelectElement, next) =>
            new Promise<number>((resolve) => {
              const count = document.querySelector('[data-testid="device-count"]')!
              const before = count.textContent
              const start = performance.now()
              const done = () =>
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
              const observer = new MutationObserver(() => {
                if (count.textContent !== before) {
                  observer.disconnect()
                  done()
                }
              })
              observer.observe(count, { childList: true, subtree: true, characterData: true })
              element.value = next
              element.dispatchEvent(new Event('change', { bubbles: true }))
              if (element.value === next && before === count.textContent)
                setTimeout(() => {
                  observer.disconnect()
                  done()
                }, 500)
            }),
          value,
        )
        filterTimes.push(ms)
      }
    }
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

    const jsKb = initialJsGzipKb()
    const rows = [
      [
        'Time to first table paint, first load (cold browser)',
        `${firstPaints[0]!.toFixed(0)} ms`,
        `≤ ${TARGETS.firstPaintMs} ms`,
        firstPaints[0]! <= TARGETS.firstPaintMs,
      ],
      [
        `Time to first table paint, median of ${ROUNDS} loads`,
        `${median(firstPaints).toFixed(0)} ms`,
        `≤ ${TARGETS.firstPaintMs} ms`,
        median(firstPaints) <= TARGETS.firstPaintMs,
      ],
      [
        'Filter to update (median of 30 changes)',
        `${median(filterTimes).toFixed(1)} ms`,
        `≤ ${TARGETS.filterMs} ms`,
        median(filterTimes) <= TARGETS.filterMs,
      ],
      [
        'Filter to update (worst of 30)',
        `${Math.max(...filterTimes).toFixed(1)} ms`,
        `≤ ${TARGETS.filterMs} ms`,
        Math.max(...filterTimes) <= TARGETS.filterMs,
      ],
      [
        'Search typed to update (median, via Playwright)',
        `${median(searchTimes).toFixed(0)} ms`,
        '—',
        true,
      ],
      [
        'Initial JS (gzip -9)',
        `${jsKb.toFixed(1)} KB`,
        `≤ ${TARGETS.initialJsKb} KB`,
        jsKb <= TARGETS.initialJsKb,
      ],
    ] as const
    process.stdout.write(
      `\nRenderer with ${DEVICES.toLocaleString('en')} devices (Chromium ${browser.version()})\n`,
    )
    for (const [name, value, target, ok] of rows) {
      process.stdout.write(
        `  ${name.padEnd(50)} ${value.padStart(10)}  target ${target.padEnd(10)} ${ok ? 'ok' : 'MISSED'}\n`,
      )
    }
    process.stdout.write(`  first paints: ${firstPaints.map((v) => v.toFixed(0)).join(', ')} ms\n`)
    process.exitCode = rows.every((row) => row[3]) ? 0 : 1
  } finally {
    await browser.close()
    await harness.close()
    await rm(configDir, { recursive: true, force: true })
  }
}

await main()
