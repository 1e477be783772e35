// Smoke test of the desktop app itself: the window opens, the offline demo lists devices, no console errors.
//
// Against an installer's app (release CI): PACKAGED_APP_PATH=<the executable in dist/*-unpacked or the .app>.
// The packaged app has the NodeCliInspect fuse off, so Playwright's `_electron.launch` (which needs the Node
// inspector, --inspect) cannot attach to it: the app is started with Chromium's --remote-debugging-port
// instead and Playwright connects over CDP. Against the unpacked build (out/, after `npm run build`) with
// the Electron binary of node_modules/electron or ELECTRON_OVERRIDE_DIST_PATH, it uses `_electron.launch`.
import { _electron, chromium, expect, test, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { openDevices } from '../web/screens.ts'

const root = path.resolve(import.meta.dirname, '../../..')
const packagedApp =
  process.env['PACKAGED_APP_PATH'] && path.resolve(root, process.env['PACKAGED_APP_PATH'])

/** The Electron binary, located without `require('electron')`, which would try to download it. */
function electronBinary(): string | null {
  const pathFile = path.join(root, 'node_modules/electron/path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH']
  const candidate = override
    ? path.join(override, relative ?? 'electron')
    : relative && path.join(root, 'node_modules/electron/dist', relative)
  return candidate && existsSync(candidate) ? candidate : null
}

/** A .app bundle launches through the executable inside it. */
function executableOf(app: string): string {
  if (!app.endsWith('.app')) return app
  const name = path.basename(app, '.app')
  return path.join(app, 'Contents', 'MacOS', name)
}

type Launched = { page: Page; close: () => Promise<void> }

// The switch an organisation or a user turns self-update off with: no update check from a smoke test.
const env = { ...process.env, DEVICE_ADMIN_DISABLE_UPDATES: '1' }

async function launchPackaged(app: string): Promise<Launched> {
  const child: ChildProcess = spawn(executableOf(app), ['--remote-debugging-port=0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
  })
  const endpoint = await new Promise<string>((resolve, reject) => {
    let stderr = ''
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(stderr)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) =>
      reject(new Error(`the app exited (${code}) before it opened:\n${stderr}`)),
    )
    child.once('error', reject)
  })
  const browser = await chromium.connectOverCDP(endpoint)
  const context = browser.contexts()[0] ?? (await browser.newContext())
  const page = context.pages()[0] ?? (await context.waitForEvent('page'))
  return {
    page,
    close: async () => {
      await browser.close().catch(() => undefined)
      child.kill()
    },
  }
}

async function launchUnpacked(electron: string): Promise<Launched> {
  const app = await _electron.launch({ executablePath: electron, args: [root], cwd: root, env })
  const page = await app.firstWindow()
  return { page, close: () => app.close() }
}

const electron = electronBinary()
const skipReason =
  'Electron binary not available (set PACKAGED_APP_PATH or ELECTRON_OVERRIDE_DIST_PATH, or let `electron` download it)'

test.describe('the desktop app', () => {
  test.skip(!packagedApp && !electron, skipReason)

  test('opens a window that lists the offline demo devices without console errors, updates off as asked', async () => {
    if (packagedApp && !existsSync(packagedApp))
      throw new Error(`no app at PACKAGED_APP_PATH=${packagedApp}`)
    if (!packagedApp && !existsSync(path.join(root, 'out/main/index.js'))) {
      throw new Error('no build in out/: run `npm run build` first')
    }
    const { page, close } = packagedApp
      ? await launchPackaged(packagedApp)
      : await launchUnpacked(electron ?? '')
    try {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      // Load once more with the listeners attached, so errors of the first paint are seen too.
      await page.reload()

      await expect(page).toHaveURL(/^app:\/\/renderer\//)
      await openDevices(page)
      const rows = page.getByRole('table').first().getByRole('row')
      await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 })
      expect(await rows.count()).toBeGreaterThan(1)
      await expect(page.getByTestId('update-summary')).toHaveText(
        /Updates: turned off by DEVICE_ADMIN_DISABLE_UPDATES$/,
      )
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})

test.describe('the command lines inside the app binary', () => {
  test.skip(!packagedApp && !electron, skipReason)

  /** `<app> --cli …`: the packaged executable, or the Electron binary with this checkout's build. */
  function runCli(args: string[]): Promise<{ code: number | null; stdout: string }> {
    const [command, first] = packagedApp
      ? [executableOf(packagedApp), []]
      : [electron ?? '', [root]]
    const child = spawn(command, [...first, '--cli', ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let stdout = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    return new Promise((resolve, reject) => {
      child.once('error', reject)
      child.once('exit', (code) => resolve({ code, stdout }))
    })
  }

  test('run without opening a window and exit with their status', async () => {
    const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version
    expect(await runCli(['admin', '--version'])).toEqual({
      code: 0,
      stdout: `device-admin ${version}\n`,
    })
    expect(await runCli(['serial-id', 'build', 'wifi', '00-1A-2B-3C-4D-5E'])).toEqual({
      code: 0,
      stdout: 'Network;00:1a:2b:3c:4d:5e;WiFi\n',
    })
    expect((await runCli(['admin', 'frobnicate'])).code).toBe(2)
  })
})
