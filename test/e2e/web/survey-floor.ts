import { test as base, expect, type Page } from '@playwright/test'
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startHarness, stopHarness, type Harness } from './harness-fixture.ts'

// A floor of three desks (test/fixtures/detect/survey-floor/seed.json: Floor 4, and Desk 2.07 on Floor 2
// whose dock desk 3's is), walked with the recorded machine states: baseline, desk 1 plugged, unplugged,
// desk 2, desk 3. The test writes `current` in a folder of its own; the app sees it at its next detection.
const floor = resolve(import.meta.dirname, '../../fixtures/detect/survey-floor')

export interface Floor {
  harness: Harness
  plug: (state: string) => Promise<void>
}

/** Playwright's test with `floor`: a harness on the survey floor's seed, and the machine state to plug in. */
export const test = base.extend<{ floor: Floor }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  floor: async ({}, use) => {
    const states = await mkdtemp(join(tmpdir(), 'dra-survey-'))
    for (const entry of await readdir(floor, { withFileTypes: true }))
      if (entry.isDirectory()) await symlink(join(floor, entry.name), join(states, entry.name))
    const plug = (state: string) => writeFile(join(states, 'current'), `${state}\n`)
    await plug('baseline')
    const { harness, child } = await startHarness([
      '--detect-fixture',
      states,
      '--seed',
      join(floor, 'seed.json'),
    ])
    await use({ harness, plug })
    await stopHarness(child, harness.configDir)
    await rm(states, { recursive: true, force: true })
  },
})

/** Opens the survey screen and starts a survey of Floor 4, at its first desk. */
export async function startSurvey(page: Page, harness: Harness) {
  await page.goto(harness.url)
  await page.getByRole('button', { name: /^Survey a floor/ }).click()
  await expect(page.getByRole('heading', { name: 'Survey a floor', level: 2 })).toBeVisible()
  await page.getByRole('combobox', { name: 'Floor or site' }).fill('floor 4')
  await page.getByRole('option', { name: 'Floor 4 (3 desks)' }).click()
  await page.getByRole('button', { name: 'Start the survey' }).click()
  await expect(page.getByRole('region', { name: 'Current desk: Desk 4.01' })).toBeVisible()
}

export const hint = (page: Page) => page.getByTestId('survey-hint')
