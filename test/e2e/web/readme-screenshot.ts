import type { Page } from '@playwright/test'
import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { test } from './harness-fixture.ts'

const readmeScreenshots = resolve(import.meta.dirname, '../../../docs/screenshots')

/**
 * Takes a screenshot the README shows. It replaces the committed one only with UPDATE_SCREENSHOTS=1,
 * so an ordinary test run leaves the work tree clean; otherwise it goes to the test's output folder.
 */
export async function readmeScreenshot(page: Page, name: string): Promise<void> {
  const update = process.env['UPDATE_SCREENSHOTS'] === '1'
  if (update) await mkdir(readmeScreenshots, { recursive: true })
  const path = update ? resolve(readmeScreenshots, name) : test.info().outputPath(name)
  await page.screenshot({ path })
}
