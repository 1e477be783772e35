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
        // Wide enough for the devices table; the README's screenshots are taken at this size.
        viewport: { width: 1440, height: 900 },
      },
    },
    {
      // Needs the Electron binary; each test skips with a reason where it is missing.
      name: 'electron',
      testDir: 'test/e2e/electron',
    },
  ],
})
