// Every admin command as a new user runs it: a child process, a HOME that has never seen the app, no
// display; once with a keychain (a private Secret Service) and once on a D-Bus session without one.
import { randomBytes } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { busWithoutSecretService } from '../../support/bus-without-secrets.ts'
import { DEMO, onCleanup, remoteMockServer, tempDir } from '../core/support/fixtures.ts'
import { freshMachineEnv, runScript } from './support/process.ts'

const mode = async (file: string) => (await stat(file)).mode & 0o777
const SERIAL = 'Network;00:1a:2b:3c:4d:60;WiFi'

/** Every file under a folder, with its text. */
async function filesUnder(dir: string): Promise<Array<{ file: string; text: string }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile())
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return { file, text: (await readFile(file)).toString('latin1') }
    }),
  )
}

describe.skipIf(process.platform === 'win32')('admin command line on a fresh machine', () => {
  it('runs every command from a HOME that has never seen the app', async () => {
    const home = await tempDir()
    const remote = await remoteMockServer()
    const keychainService = `dra-fresh-${randomBytes(6).toString('hex')}`
    const env = freshMachineEnv(home, { DEVICE_ADMIN_KEYCHAIN_SERVICE: keychainService })
    onCleanup(async () => {
      const store = createKeychainStore(keychainService)
      for (const profile of ['offline-demo', 'remote-profile'])
        for (const kind of ['apiKey', 'password'] as const)
          await store.delete(secretAccount(profile, kind)).catch(() => false)
    })
    const admin = (args: string[], stdin?: string) =>
      runScript('src/cli/admin.ts', args, { env, stdin })
    const steps: Array<[string[], RegExp, string?]> = [
      [['--version'], /^device-admin \d+\.\d+\.\d+/],
      [['--help'], /^Usage: device-admin COMMAND/],
      [['status'], /^Offline demo at http:\/\/127\.0\.0\.1:\d+: signed in as Berlin HQ admin/],
      [['profiles', 'list'], /\* +offline-demo +Offline demo/],
      [['accounts', 'list'], /acct-berlin-hq/],
      [['locations', 'list'], /berlin-f2/],
      [['devices', 'list'], /^SERIAL ID +TYPE/],
      [
        [
          ...['device', 'register', '--type', 'wifi', '--bssid', '00-1A-2B-3C-4D-60'],
          ...['--ssid', 'Corp', '--band', '5 GHz', '--location', 'berlin-f2'],
        ],
        /^Registered Network;00:1a:2b:3c:4d:60;WiFi \(wifi\)\. Paired to berlin-f2\./,
      ],
      [['pair', '--location', 'berlin-f3', SERIAL], /^Paired .* to berlin-f3\./],
      [['unpair', SERIAL], /^Unpaired /],
      [
        ['activity', '--device', SERIAL],
        /unpair +Network;00:1a:2b:3c:4d:60;WiFi +berlin-f3 → \(none\)/,
      ],
      [['lost'], /^No device this app registered is missing/],
      [['apikeys', 'list'], /key-berlin-admin .* active [\s\S]*key-berlin-contractor .* revoked /],
      [['profiles', 'add', 'Remote', '--url', remote.url], /^Added profile "Remote"/],
      [['profiles', 'use', 'Remote'], /^Using "Remote": signedOut/],
      [['login', '--api-key'], /signed in as Northwind tenant admin/, `${DEMO.tenantAdminKey}\n`],
      [['status'], /^Remote at .*: signed in as Northwind tenant admin/],
      [['logout'], /deleted from the keychain/],
      [['profiles', 'remove', 'Remote'], /^Removed profile "Remote"/],
    ]
    for (const [args, expected, stdin] of steps) {
      const result = await admin(args, stdin)
      expect({ args, code: result.code, stderr: result.stderr }).toEqual({
        args,
        code: 0,
        stderr: '',
      })
      expect(result.stdout).toMatch(expected)
    }
    // The private keyring of scripts/with-test-keyring.sh: gnome-keyring's "login" collection.
    const status = await admin(['status'])
    expect(status.stdout).toContain('Secret kept in: Secret Service (collection "Login")')
    const configDir = path.join(home, '.config', 'Device Registry Admin')
    expect(await mode(configDir)).toBe(0o700)
    expect(await mode(path.join(configDir, 'profiles.json'))).toBe(0o600)
    expect(await mode(path.join(configDir, 'mock-server'))).toBe(0o700)
    expect(await mode(path.join(configDir, 'mock-server', 'mock-server.sqlite'))).toBe(0o600)
    for (const { file, text } of await filesUnder(home))
      expect({ file, holdsKey: text.includes(DEMO.tenantAdminKey) }).toEqual({
        file,
        holdsKey: false,
      })
  }, 120_000)

  it('works on a D-Bus session with no Secret Service, and writes no secret to a file', async () => {
    const bus = await busWithoutSecretService()
    onCleanup(() => bus.stop())
    const home = await tempDir()
    const remote = await remoteMockServer()
    const env = freshMachineEnv(home, { DBUS_SESSION_BUS_ADDRESS: bus.address })
    const admin = (args: string[], extra: NodeJS.ProcessEnv = {}, stdin?: string) =>
      runScript('src/cli/admin.ts', args, { env: { ...env, ...extra }, stdin })

    const status = await admin(['status'])
    expect(status).toMatchObject({ code: 0, stderr: '' })
    expect(status.stdout).toContain('The OS keychain cannot be used')
    expect(status.stdout).toContain('held in memory for this session only')
    expect(status.stdout).toContain('Secret kept in: This session only: no keychain found')
    expect(status.stdout).toContain('gnome-keyring')

    const login = await admin(['login', '--api-key'], {}, `${DEMO.tenantAdminKey}\n`)
    expect(login).toMatchObject({ code: 1, stdout: '' })
    expect(login.stderr).toContain('org.freedesktop.secrets')
    expect(login.stderr).toContain('install gnome-keyring')

    const oneOff = { DEVICE_ADMIN_API_KEY: DEMO.tenantAdminKey, DEVICE_ADMIN_URL: remote.url }
    const keys = await admin(['apikeys', 'list', '--tenant', 'tenant-northwind'], oneOff)
    expect(keys).toMatchObject({ code: 0, stderr: '' })
    expect(keys.stdout).toContain('key-tenant-admin')

    const passwordOnce = await admin(
      ['login', '--password', '--username', DEMO.berlinAdmin.username],
      {},
      `${DEMO.berlinAdmin.password}\n`,
    )
    expect(passwordOnce).toMatchObject({ code: 0, stderr: '' })
    expect(passwordOnce.stdout).toContain('lasts for this command only')

    for (const { file, text } of await filesUnder(home)) {
      const holds = [DEMO.tenantAdminKey, DEMO.berlinAdmin.password].filter((s) => text.includes(s))
      expect({ file, holds }).toEqual({ file, holds: [] })
    }
  }, 120_000)
})
