import { defineConfig } from '@playwright/test'

// Debian's Chromium: Playwright cannot download its own browsers on these machines.
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

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
        launchOptions: chromium,
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
