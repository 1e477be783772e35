// The package's `bin` entries: launchers that run the command lines (TypeScript, or bundled from it) on
// the project's Node.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { readFileSync, statSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import packageJson from '../../../package.json' with { type: 'json' }
import { SERVICE_NODE_FLAGS } from '#mock-server/node-flags.ts'
import { APP_NODE_FLAGS } from '#core/node-flags.ts'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { ensureBundle as ensureMockBundle } from '#mock-server/bundle/bundle.ts'
import { ensureAdminBundle } from '#cli/admin/bundle.ts'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { onCleanup, tempDir } from '../core/support/fixtures.ts'
import { freshMachineEnv, runScript } from './support/process.ts'

const bins = Object.entries(packageJson.bin)

describe('bin entries', () => {
  // Built here when stale (as npm test does first): a launcher that builds says so on stderr.
  beforeAll(() => {
    ensureMockBundle()
    ensureAdminBundle()
  }, 180_000)

  it.each(bins)('%s is an executable script for any Node', (_name, file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/)
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o111).toBe(0o111)
  })

  it.each(bins)('%s runs its command line: --version names it', async (name, file) => {
    expect(await runScript(file, ['--version'])).toEqual({
      code: 0,
      stdout: `${name} ${packageJson.version}\n`,
      stderr: '',
    })
  })

  it('starts the mock service with the Node flags npm run mock uses', () => {
    const flags = JSON.stringify(SERVICE_NODE_FLAGS).replaceAll('"', "'").replaceAll(',', ', ')
    expect(readFileSync(packageJson.bin['device-admin-mock'], 'utf8')).toContain(
      `launch('src/mock-server/cli.mjs', ${flags})`,
    )
    expect(packageJson.scripts.mock).toBe(
      `node ${SERVICE_NODE_FLAGS.join(' ')} src/mock-server/cli.mjs`,
    )
  })

  it('starts device-admin with the Node flags npm run admin and the app use', () => {
    const flags = JSON.stringify(APP_NODE_FLAGS).replaceAll('"', "'").replaceAll(',', ', ')
    expect(readFileSync(packageJson.bin['device-admin'], 'utf8')).toContain(
      `launch('src/cli/admin.mjs', ${flags})`,
    )
    expect(packageJson.scripts.admin).toBe(`node ${APP_NODE_FLAGS.join(' ')} src/cli/admin.mjs`)
    expect(readFileSync('scripts/electron-vite.ts', 'utf8')).toContain(
      '--js-flags=${APP_NODE_FLAGS',
    )
  })

  it('runs device-admin from its bundle, with the keychain’s native addon beside it', async () => {
    const keychainService = `dra-bundle-${randomBytes(6).toString('hex')}`
    const env = freshMachineEnv(await tempDir(), { DEVICE_ADMIN_KEYCHAIN_SERVICE: keychainService })
    onCleanup(() =>
      createKeychainStore(keychainService)
        .delete(secretAccount('offline-demo', 'apiKey'))
        .catch(() => false),
    )
    const admin = (args: string[]) => runScript(packageJson.bin['device-admin'], args, { env })
    expect((await admin(['devices', 'list'])).stdout).toContain('Network;24:a4:3c:2d:c1:c0;WiFi')
    // The demo's key went to the keychain (a Secret Service), read back by a second run.
    expect((await admin(['profiles', 'list'])).stdout).toMatch(/offline-demo .*api key +yes\n/)
  }, 30_000)

  it('passes the exit status through', async () => {
    expect((await runScript(packageJson.bin['device-admin'], ['frobnicate'])).code).toBe(2)
  })

  it('passes a signal through: the mock service stops cleanly on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [packageJson.bin['device-admin-mock'], '--port', '0', '--data-dir', await tempDir()],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let stdout = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    await expect.poll(() => stdout, { timeout: 20_000 }).toContain('listening on')
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    expect(await exited).toEqual([0, null])
    expect(stdout).toContain('SIGTERM: stopping')
  }, 30_000)
})
