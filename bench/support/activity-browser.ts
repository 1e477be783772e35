/// <reference lib="dom" />
import { chromium } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createJournal } from '#core/journal/journal.ts'
import { startWebHarness } from '#web-harness/server.ts'
import { chromiumLaunchOptions } from '../../test/support/chromium.ts'

const hex = (byte: number) => (byte & 255).toString(16).padStart(2, '0')
const serialOf = (n: number) => `Network;02:00:${hex(n >> 16)}:${hex(n >> 8)}:${hex(n)}:00;WiFi`

/**
 * The Activity screen in Debian's Chromium through the web harness, with a journal of `entries`
 * written beforehand (the offline demo's profile): from the click on "Activity" to its first rows
 * painted (next animation frame), `rounds` times, each from a freshly loaded page.
 */
export async function activityInBrowser(entries: number, rounds: number): Promise<number[]> {
  const configDir = await mkdtemp(join(tmpdir(), 'bench-activity-page-'))
  const journal = createJournal({ dir: configDir, surface: 'app', log: () => {} })
  const who = { kind: 'apiKey' as const, name: 'Berlin HQ admin (demo)', role: 'accountAdmin' }
  for (let start = 0; start < entries; start += 1000)
    journal.append(
      { profileId: 'offline-demo', accountId: '' },
      Array.from({ length: Math.min(1000, entries - start) }, (_, i) => ({
        who,
        via: 'import' as const,
        action: i % 3 === 0 ? ('move' as const) : ('pair' as const),
        serialId: serialOf(start + i),
        deviceType: 32,
        before: { deviceType: 32, name: `AP ${start + i}`, info: '5 GHz', locationId: 'berlin-f2' },
        after: { deviceType: 32, name: `AP ${start + i}`, info: '5 GHz', locationId: 'berlin-f3' },
      })),
    )
  journal.close()
  const harness = await startWebHarness({ configDir })
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const times: number[] = []
    for (let round = 0; round < rounds; round++) {
      await page.goto(harness.url)
      const nav = page.getByRole('button', { name: /^Activity/ })
      await nav.waitFor()
      await page.evaluate(() => {
        const w = window as unknown as { clickedAt?: number; paintedAt?: number }
        w.paintedAt = undefined
        new MutationObserver((_, observer) => {
          const row = document.querySelector(
            '[data-testid="activity-scroll"] tbody tr[aria-rowindex]',
          )
          if (!row || w.paintedAt !== undefined) return
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
      times.push(
        await page.evaluate(() => {
          const w = window as unknown as { clickedAt: number; paintedAt: number }
          return w.paintedAt - w.clickedAt
        }),
      )
    }
    return times
  } finally {
    await browser.close()
    await harness.close()
    await rm(configDir, { recursive: true, force: true })
  }
}
