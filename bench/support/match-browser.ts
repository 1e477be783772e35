/// <reference lib="dom" />
import { chromium } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import demoSeed from '#mock-server/seed/demo.json' with { type: 'json' }
import { startWebHarness } from '#web-harness/server.ts'
import { chromiumLaunchOptions } from '../../test/support/chromium.ts'

const hex = (n: number) => n.toString(16).padStart(8, '0').toUpperCase()

/**
 * The demo seed with `nearMisses` docks an admin registered with the serial in lower case (paired at the
 * demo's locations) and a sensor reports in upper case (unpaired): each one a certain near-miss.
 */
export function matchSeed(nearMisses: number) {
  const account = demoSeed.tenants[0]!.accounts[0]!
  const locations = account.locations.map((location) => location.id)
  const devices = Array.from({ length: nearMisses }, (_, n) => [
    {
      accountId: account.id,
      serialId: `413C;cn${hex(n).toLowerCase()};45166`,
      deviceType: 4,
      name: `Desk ${n} dock`,
      info: 'WD19S',
      locationId: locations[n % locations.length]!,
      source: 'admin' as const,
    },
    {
      accountId: account.id,
      serialId: `413C;CN${hex(n)};45166`,
      deviceType: 4,
      name: '',
      info: '',
    },
  ]).flat()
  return { ...demoSeed, devices }
}

export interface MatchLoad {
  /** The click on "Match" to its first near-miss painted (next animation frame). */
  paintedMs: number
  /** The check's request (the Overview asks for it at start-up, before the click). */
  checkMs: number
}

/**
 * The Match screen in Debian's Chromium through the web harness (the offline demo's profile), `rounds`
 * page loads: each waits until the Overview's check has answered, then clicks "Match".
 */
export async function matchInBrowser(nearMisses: number, rounds: number): Promise<MatchLoad[]> {
  const configDir = await mkdtemp(join(tmpdir(), 'bench-match-page-'))
  const harness = await startWebHarness({ configDir, seed: matchSeed(nearMisses) })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const loads: MatchLoad[] = []
    for (let round = 0; round < rounds; round++) {
      await page.goto(harness.url)
      const checked = page.waitForResponse((r) => r.url().endsWith('/api/checkMatch'), {
        timeout: 120_000,
      })
      const nav = page.getByRole('button', { name: /^Match/ })
      await nav.waitFor()
      await (await checked).finished()
      await page.evaluate(() => {
        const w = window as unknown as { clickedAt?: number; paintedAt?: number }
        w.paintedAt = undefined
        new MutationObserver((_, observer) => {
          const card = document.querySelector('[data-testid="match-near-miss-list"] li')
          if (!card || w.paintedAt !== undefined) return
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => (w.paintedAt = performance.now()), 0))
        }).observe(document, { childList: true, subtree: true })
        document.addEventListener('click', () => (w.clickedAt = performance.now()), {
          capture: true,
          once: true,
        })
      })
      await nav.click()
      await page.waitForFunction(
        () => (window as unknown as { paintedAt?: number }).paintedAt !== undefined,
        null,
        { timeout: 60_000 },
      )
      loads.push(
        await page.evaluate(() => {
          const w = window as unknown as { clickedAt: number; paintedAt: number }
          const check = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.endsWith('/api/checkMatch')) as PerformanceResourceTiming
          return {
            paintedMs: w.paintedAt - w.clickedAt,
            checkMs: check.responseEnd - check.startTime,
          }
        }),
      )
    }
    return loads
  } finally {
    await browser.close()
    await harness.close()
    await rm(configDir, { recursive: true, force: true })
  }
}
