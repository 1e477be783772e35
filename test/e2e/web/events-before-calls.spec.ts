// The browser's window.api hears main's events before its first call is answered, as the preload does:
// a change main tells of while the stream is still connecting (the service restarted) is not lost.
import { expect, test } from './harness-fixture.ts'

test('no call goes out before the event stream is open, however slowly it connects', async ({
  page,
  harness,
}) => {
  const order: string[] = []
  await page.route('**/__harness/events*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    order.push('events stream let through')
    await route.continue()
  })
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/')) order.push(`call ${path}`)
  })
  await page.goto(harness.url)
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible()
  expect(order[0]).toBe('events stream let through')
  expect(order.filter((entry) => entry.startsWith('call ')).length).toBeGreaterThan(0)
})
