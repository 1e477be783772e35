// The command line on a machine that keeps nothing: a key from the environment for one command, a
// service without a profile, no keychain, and server sessions that end with the command.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  KeychainUnavailableError,
  secretAccount,
  type CredentialStore,
} from '#core/credentials/credential-store.ts'
import { startMockServer } from '#mock-server/index.ts'
import {
  DEMO,
  onCleanup,
  remoteMockServer,
  tempDir,
  TEST_SCRYPT,
} from '../core/support/fixtures.ts'
import { machine } from './support/machine.ts'

const KEY_ENV = 'DEVICE_ADMIN_API_KEY'

/** What the keychain store throws where no Secret Service answers. */
const REASON = 'Platform failure: DBus error: The name org.freedesktop.secrets was not provided'
const noKeychain: CredentialStore = {
  get: () => Promise.reject(new KeychainUnavailableError(REASON)),
  set: () => Promise.reject(new KeychainUnavailableError(REASON)),
  delete: () => Promise.reject(new KeychainUnavailableError(REASON)),
}

describe('admin command line: DEVICE_ADMIN_API_KEY, like gh with GH_TOKEN', () => {
  it('signs one command in with the key, for the active profile, and stores nothing', async () => {
    const server = await remoteMockServer()
    const { run, credentials, configDir } = await machine()
    const { id } = JSON.parse(
      (await run(['profiles', 'add', 'Remote', '--url', server.url, '--json'])).stdout,
    ) as { id: string }
    await run(['profiles', 'use', id])
    const before = await readFile(path.join(configDir, 'profiles.json'), 'utf8')
    const keys = await run(['apikeys', 'list', '--tenant', 'tenant-northwind'], {
      env: { [KEY_ENV]: DEMO.tenantAdminKey },
    })
    expect(keys).toMatchObject({ code: 0, stderr: '', prompts: [] })
    expect(keys.stdout).toContain('key-tenant-admin')
    expect(await credentials.get(secretAccount(id, 'apiKey'))).toBeNull()
    expect(await readFile(path.join(configDir, 'profiles.json'), 'utf8')).toBe(before)
    // The next command without the variable has no key.
    expect((await run(['status'])).stdout).toContain('Remote at')
    expect((await run(['status'])).stdout).toContain('signed out')
  })

  it('uses the key instead of the stored one', async () => {
    const { run } = await machine()
    const status = await run(['status', '--json'], { env: { [KEY_ENV]: DEMO.tenantAdminKey } })
    expect(JSON.parse(status.stdout)).toMatchObject({
      profileName: 'Offline demo (key from DEVICE_ADMIN_API_KEY)',
      principal: { role: 'tenantAdmin' },
    })
  })

  it('runs against --url or DEVICE_ADMIN_URL without any profile, writing nothing', async () => {
    const server = await remoteMockServer()
    const { run, configDir } = await machine()
    for (const [args, env] of [
      [['--url', server.url], { [KEY_ENV]: DEMO.tenantAdminKey }],
      [[], { [KEY_ENV]: DEMO.tenantAdminKey, DEVICE_ADMIN_URL: server.url }],
    ] as const) {
      const result = await run(['accounts', 'list', ...args], { env })
      expect(result).toMatchObject({ code: 0, stderr: '' })
      expect(result.stdout).toContain('acct-munich')
    }
    expect(await readdir(configDir)).toEqual([])
  })

  it.each([
    [
      ['status', '--url', 'https://admin.example.com'],
      {},
      'takes its API key from DEVICE_ADMIN_API_KEY',
    ],
    [['login'], { DEVICE_ADMIN_URL: 'https://admin.example.com' }, 'no saved profile to log in to'],
    [
      ['logout'],
      { DEVICE_ADMIN_URL: 'https://admin.example.com' },
      'no saved profile to log out of',
    ],
  ])('%j with %j is a usage error', async (argv, env, message) => {
    const { run } = await machine()
    const result = await run(argv, { env })
    expect(result).toMatchObject({ code: 2, stdout: '' })
    expect(result.stderr).toContain(message)
  })

  it('refuses plain http to a remote host unless --allow-insecure-http', async () => {
    const { run } = await machine()
    const env = { [KEY_ENV]: DEMO.tenantAdminKey }
    const result = await run(['status', '--url', 'http://admin.example.com'], { env })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('--allow-insecure-http')
  })
})

describe('admin command line: no keychain', () => {
  it.each([
    ['an API key', ['login', '--api-key']],
    ['a password to remember', ['login', '--password', '--username', 'berlin.admin', '--remember']],
  ])(
    'refuses to log in with %s, before asking for it, saying what to install',
    async (_what, argv) => {
      const { run } = await machine({ credentials: noKeychain })
      const result = await run(argv, { stdin: 'never-read-secret' })
      expect(result).toMatchObject({ code: 1, stdout: '', prompts: [] })
      expect(result.stderr).toContain(REASON)
      expect(result.stderr).toContain('never in a file')
      expect(result.stderr).toContain('DEVICE_ADMIN_API_KEY=… device-admin devices list')
      expect(result.stderr).toContain('gnome-keyring')
    },
  )

  it('signs in with a password for this command only', async () => {
    const { run } = await machine({ credentials: noKeychain })
    const result = await run(['login', '--password', '--username', 'berlin.admin'], {
      stdin: DEMO.berlinAdmin.password,
    })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('The login lasts for this command only')
  })

  it('runs the offline demo, saying its demo key is held in memory only', async () => {
    const { run } = await machine({ credentials: noKeychain })
    const status = await run(['status'])
    expect(status.code).toBe(0)
    expect(status.stdout).toContain('held in memory for this session only')
  })
})

describe('admin command line: server sessions', () => {
  it('opens one server session per run with a remembered password, and ends it', async () => {
    const lines: string[] = []
    const server = await startMockServer({
      port: 0,
      dataDir: await tempDir(),
      scryptParams: TEST_SCRYPT,
      logger: (_level, line) => lines.push(line),
    })
    onCleanup(() => server.close())
    const { run } = await machine()
    await run(['profiles', 'add', 'Remote', '--url', server.url, '--auth', 'login'])
    await run(['profiles', 'use', 'Remote'])
    const login = await run(['login', '--username', 'berlin.admin', '--remember'], {
      stdin: DEMO.berlinAdmin.password,
    })
    expect(login.code).toBe(0)
    const sessionLines = () => lines.filter((line) => line.startsWith('POST /auth/log'))
    lines.length = 0
    const register = await run([
      ...['device', 'register', '--type', 'wifi', '--bssid', '00-1A-2B-3C-4D-5F'],
      ...['--ssid', 'Corp', '--band', '5 GHz', '--location', 'berlin-f2'],
    ])
    expect(register.code).toBe(0)
    expect(lines.filter((line) => /^POST \/admin\/(device|pair) 200/.test(line))).toHaveLength(2)
    expect(sessionLines().map((line) => line.split(' ').slice(0, 3).join(' '))).toEqual([
      'POST /auth/login 200',
      'POST /auth/logout 200',
    ])
  })
})
