// The real command line as a child process, as scripts run it: exit codes, stdin, environment.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { DEMO, onCleanup, tempDir } from '../core/support/fixtures.ts'
import { runScript } from './support/process.ts'

const runCli = (args: string[], options: { stdin?: string; env?: Record<string, string> } = {}) =>
  runScript('src/cli/admin.ts', args, {
    stdin: options.stdin,
    env: { ...process.env, ...options.env },
  })

describe('admin command line as a process', () => {
  it('--help exits 0, a bad command exits 2', async () => {
    expect((await runCli(['--help'])).code).toBe(0)
    const bad = await runCli(['nope'])
    expect(bad).toMatchObject({ code: 2, stdout: '' })
  })

  it('signs in with a password piped on stdin and stays signed in for the next command', async () => {
    const configDir = await tempDir()
    const service = `dra-test-cli-${randomBytes(6).toString('hex')}`
    onCleanup(async () => {
      const store = createKeychainStore(service)
      for (const kind of ['apiKey', 'password'] as const)
        await store.delete(secretAccount('offline-demo', kind))
    })
    const env = { DEVICE_ADMIN_KEYCHAIN_SERVICE: service }
    const login = await runCli(
      [
        'login',
        '--password',
        '--username',
        'berlin.admin',
        '--remember',
        '--config-dir',
        configDir,
      ],
      {
        stdin: `${DEMO.berlinAdmin.password}\n`,
        env,
      },
    )
    expect(login.stderr).toBe('')
    expect(login.code).toBe(0)
    const status = await runCli(['status', '--json', '--config-dir', configDir], { env })
    expect(JSON.parse(status.stdout)).toMatchObject({
      status: 'signedIn',
      principal: { name: 'berlin.admin' },
    })
    expect(login.stdout + status.stdout).not.toContain(DEMO.berlinAdmin.password)
  }, 30_000)
})
