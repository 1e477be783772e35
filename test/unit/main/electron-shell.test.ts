import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ipcChannel, ipcMethods } from '#shared/ipc/methods.ts'

// The Electron binary cannot run here: the thin shell (index, window, security, IPC wiring) is checked
// against a stand-in for the `electron` module that records what the shell asks of it.
type Listener = (...args: unknown[]) => unknown

const fake = vi.hoisted(() => {
  const state = {
    userData: '',
    singleInstance: true,
    appListeners: new Map<string, Listener[]>(),
    windows: [] as BrowserWindow[],
    ipcHandlers: new Map<string, Listener>(),
    permissionRequest: null as Listener | null,
    permissionCheck: null as Listener | null,
    quit: 0,
    errors: [] as string[],
    menu: null as unknown[] | null,
    opened: [] as string[],
    dialogs: [] as Array<{ message: string; buttons: string[] }>,
    dialogAnswer: 0,
    exposed: new Map<string, unknown>(),
    rendererListeners: new Map<string, Set<Listener>>(),
    invoked: [] as Array<[string, unknown]>,
    about: [] as Array<{ copyright?: string }>,
  }
  /** A web contents as the shell sees it: it registers listeners, tests fire them. */
  class WebContents {
    listeners = new Map<string, Listener>()
    sent: Array<[string, unknown]> = []
    reloads = 0
    on(name: string, listener: Listener) {
      this.listeners.set(name, listener)
    }
    send(channel: string, payload: unknown) {
      this.sent.push([channel, payload])
    }
    reload() {
      this.reloads++
    }
  }
  class BrowserWindow {
    static fromWebContents = (contents: { ours?: boolean }) => (contents.ours ? {} : null)
    static getAllWindows = () => state.windows
    loaded: string[] = []
    options: Record<string, unknown>
    listeners = new Map<string, Listener>()
    webContents = new WebContents()
    constructor(options: Record<string, unknown>) {
      this.options = options
      state.windows.push(this)
    }
    once() {}
    on(name: string, listener: Listener) {
      this.listeners.set(name, listener)
    }
    isDestroyed = () => false
    isMaximized = () => false
    getNormalBounds = () => ({ x: 40, y: 30, width: 1000, height: 700 })
    loadURL(url: string) {
      this.loaded.push(url)
      return Promise.resolve()
    }
  }
  type MenuItem = { label?: string; click?: () => void; submenu?: MenuItem[] }
  const electron = {
    app: {
      isPackaged: true,
      requestSingleInstanceLock: () => state.singleInstance,
      quit: () => void state.quit++,
      whenReady: () => Promise.resolve(),
      on: (name: string, listener: Listener) => {
        state.appListeners.set(name, [...(state.appListeners.get(name) ?? []), listener])
      },
      getPath: (name: string) => (name === 'logs' ? `${state.userData}/logs` : state.userData),
      getName: () => 'Device Registry Admin',
      getVersion: () => '0.0.0-test',
      getAppPath: () => state.userData,
      setAboutPanelOptions: (options: { copyright?: string }) => void state.about.push(options),
      showAboutPanel: () => {},
      getPreferredSystemLanguages: () => ['en-GB'],
    },
    dialog: {
      showErrorBox: (_title: string, message: string) => void state.errors.push(message),
      showMessageBox: (_window: unknown, options: { message: string; buttons: string[] }) => {
        state.dialogs.push(options)
        return Promise.resolve({ response: state.dialogAnswer })
      },
    },
    protocol: { registerSchemesAsPrivileged: () => {}, handle: () => {} },
    net: { fetch: () => Promise.resolve(new Response('')) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => (state.permissionRequest = handler),
        setPermissionCheckHandler: (handler: Listener) => (state.permissionCheck = handler),
      },
    },
    screen: {
      getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
    },
    shell: { openPath: (target: string) => Promise.resolve(void state.opened.push(target)) },
    Menu: {
      buildFromTemplate: (template: MenuItem[]) => template,
      setApplicationMenu: (menu: MenuItem[]) => void (state.menu = menu),
    },
    BrowserWindow,
    ipcMain: {
      handle: (channel: string, handler: Listener) => state.ipcHandlers.set(channel, handler),
    },
    utilityProcess: { fork: () => ({}) },
    contextBridge: {
      exposeInMainWorld: (key: string, value: unknown) => void state.exposed.set(key, value),
    },
    ipcRenderer: {
      invoke: (channel: string, input: unknown) => {
        state.invoked.push([channel, input])
        return Promise.resolve({ ok: true, value: null })
      },
      on: (channel: string, listener: Listener) => {
        const set = state.rendererListeners.get(channel) ?? new Set()
        state.rendererListeners.set(channel, set.add(listener))
      },
      removeListener: (channel: string, listener: Listener) =>
        void state.rendererListeners.get(channel)?.delete(listener),
    },
  }
  /** Clicks a menu item by its label, wherever it is. */
  function click(label: string) {
    const find = (items: MenuItem[]): MenuItem | undefined =>
      items.map((item) => (item.label === label ? item : find(item.submenu ?? []))).find(Boolean)
    find((state.menu ?? []) as MenuItem[])?.click?.()
  }
  return { state, electron, click }
})

vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }))

/** A web contents as the shell sees it: it registers listeners, tests fire them. */
function fakeContents() {
  const listeners = new Map<string, Listener>()
  let windowOpen: Listener = () => undefined
  return {
    on: (name: string, listener: Listener) => void listeners.set(name, listener),
    setWindowOpenHandler: (handler: Listener) => void (windowOpen = handler),
    openWindow: (url: string) => windowOpen({ url }),
    /** true when the shell prevented the event. */
    fire(name: string, ...args: unknown[]): boolean {
      let prevented = false
      listeners.get(name)?.({ preventDefault: () => void (prevented = true) }, ...args)
      return prevented
    },
  }
}

async function flush() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}

beforeEach(async () => {
  vi.resetModules()
  fake.state.userData = await mkdtemp(path.join(os.tmpdir(), 'dra-shell-'))
  fake.state.singleInstance = true
  fake.state.appListeners.clear()
  fake.state.windows.length = 0
  fake.state.ipcHandlers.clear()
  fake.state.quit = 0
  fake.state.errors.length = 0
  fake.state.permissionRequest = null
  fake.state.menu = null
  fake.state.opened.length = 0
  fake.state.dialogs.length = 0
  fake.state.dialogAnswer = 0
  fake.state.exposed.clear()
  fake.state.rendererListeners.clear()
  fake.state.invoked.length = 0
  fake.state.about.length = 0
  // Electron's resources folder of a packaged app: here one without an update feed.
  Object.assign(process, { resourcesPath: fake.state.userData })
})

afterEach(async () => {
  await rm(fake.state.userData, { recursive: true, force: true })
})

describe('Electron shell: the security checklist', () => {
  it('opens the window sandboxed, isolated, without Node and with web security', async () => {
    const { createMainWindow } = await import('#main/window.ts')
    createMainWindow({
      startUrl: 'app://renderer/index.html',
      preloadPath: 'out/preload/index.cjs',
      stateDir: fake.state.userData,
      onGone: () => {},
      log: () => {},
    })
    const prefs = fake.state.windows[0]?.options['webPreferences'] as Record<string, unknown>
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    })
    expect(prefs['webviewTag']).not.toBe(true)
    expect(prefs['nodeIntegrationInSubFrames']).not.toBe(true)
    expect(fake.state.windows[0]?.loaded).toEqual(['app://renderer/index.html'])
  })

  it('denies every permission, new windows and webviews, and navigation off the app', async () => {
    const { lockDownWebContents } = await import('#main/security.ts')
    lockDownWebContents('app://renderer')
    let granted: unknown = 'unanswered'
    fake.state.permissionRequest?.({}, 'media', (answer: unknown) => (granted = answer))
    expect(granted).toBe(false)
    expect(fake.state.permissionCheck?.({}, 'clipboard-read')).toBe(false)

    const contents = fakeContents()
    for (const listener of fake.state.appListeners.get('web-contents-created') ?? [])
      listener({}, contents)
    expect(contents.openWindow('https://evil.example/')).toEqual({ action: 'deny' })
    expect(contents.fire('will-attach-webview')).toBe(true)
    expect(contents.fire('will-navigate', 'https://evil.example/')).toBe(true)
    expect(contents.fire('will-navigate', 'file:///etc/passwd')).toBe(true)
    expect(contents.fire('will-redirect', 'https://evil.example/')).toBe(true)
    expect(contents.fire('will-navigate', 'app://renderer/index.html#/devices')).toBe(false)
  })

  it('answers IPC only from the main frame of our own window on our origin', async () => {
    const { registerIpc } = await import('#main/ipc/register.ts')
    const calls: string[] = []
    registerIpc(async (method) => {
      calls.push(method)
      return { ok: true, value: null }
    }, 'app://renderer')
    expect([...fake.state.ipcHandlers.keys()]).toEqual(ipcMethods.map(ipcChannel))

    const mainFrame = { url: 'app://renderer/index.html' }
    const event = (sender: Record<string, unknown>, senderFrame: unknown) => ({
      sender: { mainFrame, ...sender },
      senderFrame,
    })
    const handler = fake.state.ipcHandlers.get(ipcChannel('listDevices'))!
    const forbidden = { ok: false, error: { code: 'forbidden', message: 'Untrusted sender' } }
    expect(await handler(event({ ours: false }, mainFrame), {})).toEqual(forbidden)
    expect(await handler(event({ ours: true }, { url: 'app://renderer/frame.html' }), {})).toEqual(
      forbidden,
    )
    const elsewhere = { url: 'https://evil.example/' }
    expect(
      await handler({ sender: { ours: true, mainFrame: elsewhere }, senderFrame: elsewhere }, {}),
    ).toEqual(forbidden)
    expect(await handler(event({ ours: true }, null), {})).toEqual(forbidden)
    expect(calls).toEqual([])
    expect(await handler(event({ ours: true }, mainFrame), {})).toEqual({ ok: true, value: null })
    expect(calls).toEqual(['listDevices'])
  })
})

describe('Electron shell: start-up', () => {
  it('starts the app: IPC registered, one window on the app origin, a quit that stops first', async () => {
    await import('#main/index.ts')
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1))
    expect(fake.state.errors).toEqual([])
    expect(fake.state.windows[0]?.loaded).toEqual(['app://renderer/index.html'])
    expect(fake.state.ipcHandlers.size).toBe(ipcMethods.length)
    expect(fake.state.appListeners.get('before-quit')).toHaveLength(1)
  })

  it('says in About how updates come: not at all from a package without an update feed', async () => {
    vi.stubEnv('DEVICE_ADMIN_DISABLE_UPDATES', '')
    await import('#main/index.ts')
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1))
    expect(fake.state.about.at(-1)?.copyright).toBe(
      'MIT licence · Device Registry Admin contributors\nUpdates: not set up in this build (it has no update feed)',
    )
    vi.unstubAllEnvs()
  })

  it('sets the menu, whose items reach the window as events and open the folders', async () => {
    await import('#main/index.ts')
    await vi.waitFor(() => expect(fake.state.menu).not.toBeNull())
    fake.click('Find Devices…')
    fake.click('Register a Device…')
    expect(fake.state.windows[0]?.webContents.sent).toEqual([
      ['event:menuCommand', { command: 'findDevices' }],
      ['event:menuCommand', { command: 'registerDevice' }],
    ])
    fake.click('Open Logs Folder')
    fake.click('Open Data Folder')
    expect(fake.state.opened).toEqual([path.join(fake.state.userData, 'logs'), fake.state.userData])
  })

  it('writes its log file in the logs folder', async () => {
    await import('#main/index.ts')
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1))
    const log = await readFile(path.join(fake.state.userData, 'logs', 'main.log'), 'utf8')
    expect(log).toMatch(/^\S+Z INFO {2}\[main\] Device Registry Admin 0\.0\.0-test starts/)
  })

  it('says so when the page process is gone, and reloads when asked', async () => {
    await import('#main/index.ts')
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1))
    const window = fake.state.windows[0]!
    window.webContents.listeners.get('render-process-gone')?.({}, { reason: 'oom', exitCode: 9 })
    await vi.waitFor(() => expect(window.webContents.reloads).toBe(1))
    expect(fake.state.dialogs[0]).toMatchObject({
      message: expect.stringContaining('ran out of memory'),
      buttons: ['Reload', 'Quit'],
    })
  })

  it('remembers where the window was when it closes', async () => {
    await import('#main/index.ts')
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1))
    fake.state.windows[0]!.listeners.get('close')?.()
    const saved = JSON.parse(
      await readFile(path.join(fake.state.userData, 'window-state.json'), 'utf8'),
    )
    expect(saved).toEqual({ x: 40, y: 30, width: 1000, height: 700, maximized: false })
  })

  it('a second instance quits without opening a window or touching the profiles', async () => {
    fake.state.singleInstance = false
    await import('#main/index.ts')
    await flush()
    expect(fake.state.quit).toBeGreaterThan(0)
    // start() begins by locking down web contents: it never ran.
    expect(fake.state.permissionRequest).toBeNull()
    expect(fake.state.windows).toHaveLength(0)
    expect(fake.state.ipcHandlers.size).toBe(0)
  })
})

describe('preload', () => {
  type ExposedApi = Record<string, (...args: unknown[]) => unknown> & {
    on: (event: unknown, listener: unknown) => () => void
  }
  async function exposedApi(): Promise<ExposedApi> {
    await import('#preload/index.ts')
    return fake.state.exposed.get('api') as ExposedApi
  }

  it('exposes the contract methods, each on its channel, and on(), frozen', async () => {
    const api = await exposedApi()
    expect(Object.keys(api).sort()).toEqual([...ipcMethods, 'on'].sort())
    expect(Object.isFrozen(api)).toBe(true)
    await api['listDevices']!({ accountId: 'a1' })
    expect(fake.state.invoked).toEqual([['api:listDevices', { accountId: 'a1' }]])
  })

  it('delivers an event payload, without Electron’s event object, until unsubscribed', async () => {
    const api = await exposedApi()
    const received: unknown[] = []
    const unsubscribe = api.on('menuCommand', (payload: unknown) => received.push(payload))
    const deliver = (payload: unknown) => {
      for (const listener of fake.state.rendererListeners.get('event:menuCommand') ?? [])
        listener({ sender: 'ipc' }, payload)
    }
    deliver({ command: 'findDevices' })
    unsubscribe()
    deliver({ command: 'registerDevice' })
    expect(received).toEqual([{ command: 'findDevices' }])
  })

  it.each([['api:listDevices'], ['nope'], ['constructor'], [42]])(
    'refuses to subscribe to %j, which is no event of the contract',
    async (event) => {
      const api = await exposedApi()
      expect(() => api.on(event, () => {})).toThrow('There is no event')
      expect(fake.state.rendererListeners.size).toBe(0)
    },
  )
})
