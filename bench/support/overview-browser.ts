/// <reference lib="dom" />
import { chromium } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startWebHarness } from '#web-harness/server.ts'
import { chromiumLaunchOptions } from '../../test/support/chromium.ts'
import { rendererSeed } from './renderer-seed.ts'

/**
 * The overview in Debian's Chromium through the web harness, `rounds` page loads: from the devices'
 * arrival (listDevices' last byte) to the overview's total painted (next animation frame) — the
 * summary, React and the browser's layout together. The first load is a cold browser's.
 */
export async function overviewInBrowser(
  devices: number,
  rounds: number,
): Promise<{ painted: number[]; reading: number[] }> {
  const configDir = await mkdtemp(join(tmpdir(), 'bench-overview-'))
  const harness = await startWebHarness({ configDir, seed: rendererSeed(devices) })
  const browser = await chromium.launch(chromiumLaunchOptions)
  const total = `${devices.toLocaleString('en')} devices in this account`
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.addInitScript((text: string) => {
      const w = window as unknown as { overviewAt?: number }
      new MutationObserver((_, observer) => {
        const shown = document.querySelector('[data-testid="overview-total"]')
        if (w.overviewAt !== undefined || !shown?.textContent?.startsWith(text)) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => (w.overviewAt = performance.now()), 0))
      }).observe(document, { childList: true, subtree: true, characterData: true })
    }, total)
    const times: number[] = []
    const reading: number[] = []
    for (let round = 0; round < rounds; round++) {
      await page.goto(harness.url)
      await page.waitForFunction(
        () => (window as unknown as { overviewAt?: number }).overviewAt !== undefined,
        null,
        { timeout: 60_000 },
      )
      times.push(
        await page.evaluate(() => {
          const at = (window as unknown as { overviewAt: number }).overviewAt
          const api = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.endsWith('/api/listDevices')) as PerformanceResourceTiming
          return at - api.responseEnd
        }),
      )
    }
    // What reading the list alone takes in the page (the harness's JSON, as window.api hands it over).
    for (let round = 0; round < rounds; round++) {
      reading.push(
        await page.evaluate(async () => {
          const api = (window as unknown as { api: Record<string, (input: object) => unknown> }).api
          performance.clearResourceTimings()
          await api['listDevices']!({})
          const end = performance.now()
          const entry = performance
            .getEntriesByType('resource')
            .find((e) => e.name.endsWith('/api/listDevices')) as PerformanceResourceTiming
          return end - entry.responseEnd
        }),
      )
    }
    return { painted: times, reading }
  } finally {
    await browser.close()
    await harness.close()
    await rm(configDir, { recursive: true, force: true })
  }
}
