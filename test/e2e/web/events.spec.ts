// Main → window events end to end in a browser: the harness sends them as Electron's main would (the
// menu's shortcuts, the offline service's notices, updates), the page receives them through window.api.on.
import { expect, test } from '@playwright/test'
import { startEventHarness, stopHarness } from './harness-fixture.ts'

type EventHarness = Awaited<ReturnType<typeof startEventHarness>>
let run: EventHarness

test.beforeEach(async ({ page }) => {
  run = await startEventHarness()
  await page.goto(run.harness.url)
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible()
  await run.connected()
})
test.afterEach(() => stopHarness(run.child, run.harness.configDir))

test('the menu’s Register a Device opens the register screen', async ({ page }) => {
  run.emit('menuCommand {"command":"registerDevice"}')
  await expect(page.getByRole('heading', { name: 'Register a device', level: 2 })).toBeFocused()
})

test('the menu’s Find moves the focus to the devices search, from another screen', async ({
  page,
}) => {
  await page.getByRole('button', { name: /^API keys/ }).click()
  await expect(page.getByRole('heading', { name: 'API keys', level: 2 })).toBeVisible()
  run.emit('menuCommand {"command":"findDevices"}')
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused()
})

test('a notice shows while the offline service restarts, and goes when it runs again', async ({
  page,
}) => {
  const stopped =
    'The offline demo service stopped unexpectedly (exit code 9) and is being restarted…'
  const restarting = {
    code: 'restarting',
    id: 'app.embedded.restarting.text',
    values: { exitCode: 9 },
    message: stopped,
  }
  run.emit(`embeddedService ${JSON.stringify({ state: 'restarting', message: restarting })}`)
  const notice = page.getByRole('alert').filter({ hasText: 'is restarting' })
  await expect(notice).toContainText(stopped)
  const again = {
    code: 'running-again',
    id: 'app.embedded.running-again',
    message: 'The offline demo service runs again.',
  }
  run.emit(`embeddedService ${JSON.stringify({ state: 'running', message: again })}`)
  await expect(notice).toHaveCount(0)
})

test('only the contract’s events, with valid payloads, reach the page', async ({ page }) => {
  const refused = await page.evaluate(() => {
    try {
      const api = (
        window as unknown as { api: { on: (event: string, listener: () => void) => void } }
      ).api
      api.on('nope', () => {})
      return 'subscribed'
    } catch (error) {
      return (error as Error).message
    }
  })
  expect(refused).toBe('There is no event "nope".')
  run.emit('menuCommand {"command":"formatDisk"}')
  await run.stderrLine('emit: menuCommand: command:')
  run.emit('notAnEvent {}')
  await run.stderrLine('emit: there is no event "notAnEvent"')
  await expect(page.getByRole('heading', { name: 'Overview', level: 2 })).toBeVisible()
})

test('a downloaded update is offered with its notes; the navbar says how updates come', async ({
  page,
}) => {
  // The browser harness has no updater: its own line says so, from main's handler table.
  await expect(page.getByTestId('update-summary')).toHaveText(
    /^Version .+\. Updates: come with the installed app$/,
  )
  const status = {
    currentVersion: '0.1.0',
    state: 'ready',
    summary: {
      code: 'ready',
      id: 'updates.status.ready',
      values: { version: '0.2.0' },
      message: 'Updates: version 0.2.0 is ready; restart to update, or it installs when you quit',
    },
    managed: false,
    update: { version: '0.2.0', notes: "What's Changed\n\n• Restart to update" },
  }
  run.emit(`updateStatus ${JSON.stringify(status)}`)
  const notice = page.getByRole('status', { name: 'Version 0.2.0 is ready' })
  await expect(notice).toContainText('• Restart to update')
  await expect(notice.getByRole('button', { name: 'Restart to update' })).toBeVisible()
  await expect(page.getByTestId('update-summary')).toHaveText(
    `Version 0.1.0. ${status.summary.message}`,
  )
  await notice.getByRole('button', { name: 'Later' }).click()
  await expect(notice).toHaveCount(0)
})
