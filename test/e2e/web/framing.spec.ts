// Clickjacking: a page of another origin frames the harness's app, signed in and with window.api, and
// lures clicks onto it. Chromium must refuse to render the app inside that frame.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './harness-fixture.ts'

/** Another origin (its own port): one page that frames the given URL. */
async function framingSite(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><title>Win a prize</title><iframe src="${target}"></iframe>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

test('a page of another origin cannot frame the app', async ({ page, harness }) => {
  const site = await framingSite(harness.url)
  try {
    const refusals: string[] = []
    page.on('console', (message) => refusals.push(message.text()))
    await page.goto(site.url)
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    if (!frame) throw new Error('the framing page has no iframe')
    // Chromium shows its error page in place of a refused frame.
    expect(frame.url()).toMatch(/^chrome-error:\/\//)
    await expect(frame.locator('#root')).toHaveCount(0)
    expect(refusals.join('\n')).toContain("frame-ancestors 'none'")
  } finally {
    await new Promise((resolve) => site.server.close(resolve))
  }
})

test('control: the app itself loads at top level, with window.api', async ({ page, harness }) => {
  await page.goto(harness.url)
  await expect(page.getByRole('group', { name: 'Connection' })).toContainText('Signed in')
  expect(await page.evaluate(() => typeof (window as { api?: unknown }).api)).toBe('object')
})
