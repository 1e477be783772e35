import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './test/support/chromium.ts'

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env['CI'] ? 'line' : 'list',
  projects: [
    {
      name: 'web',
      testDir: 'test/e2e/web',
      use: {
        browserName: 'chromium',
        launchOptions: chromiumLaunchOptions,
        // Wide enough for the devices table; the screenshots of the README and docs/ are taken at this size.
        viewport: { width: 1440, height: 900 },
      },
    },
    {
      // Screenshots of every screen and dialog (npm run test:visual; --update takes new baselines).
      // Baselines are Debian Chromium's, one per name: no platform or browser suffix.
      name: 'visual',
      testDir: 'test/e2e/visual',
      snapshotPathTemplate: '{testDir}/baselines/{testFileName}/{arg}{ext}',
      // Each test takes four screenshots of several screens: ~20 s idle, more on a loaded machine.
      timeout: 120_000,
      use: {
        browserName: 'chromium',
        launchOptions: chromiumLaunchOptions,
        viewport: { width: 1440, height: 900 },
        // Dialogs and menus open without their transition; dates and numbers in one locale and zone.
        reducedMotion: 'reduce',
        locale: 'en-GB',
        timezoneId: 'UTC',
      },
      expect: {
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          stylePath: 'test/e2e/visual/screenshot.css',
        },
      },
    },
    {
      // Needs the Electron binary; each test skips with a reason where it is missing.
      name: 'electron',
      testDir: 'test/e2e/electron',
    },
  ],
})
