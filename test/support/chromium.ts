// Debian's Chromium: Playwright cannot download its own browsers on these machines. Without the
// background-networking flags Chromium keeps dialling hosts this closed network refuses.
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
