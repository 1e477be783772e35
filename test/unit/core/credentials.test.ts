import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { secretAccount } from '#core/credentials/credential-store.ts'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { createMemoryStore } from '#core/credentials/memory-store.ts'
import { testKeychain } from './support/fixtures.ts'

const stores = {
  memory: () => createMemoryStore(),
  'OS keychain (Secret Service)': () => testKeychain(),
}

describe.each(Object.entries(stores))('credential store: %s', (_name, makeStore) => {
  it('returns null for an account it does not hold', async () => {
    expect(await makeStore().get(secretAccount('p1', 'apiKey'))).toBeNull()
  })

  it('stores, reads back and deletes a secret', async () => {
    const store = makeStore()
    const account = secretAccount('p1', 'apiKey')
    await store.set(account, 'secret-value-1')
    expect(await store.get(account)).toBe('secret-value-1')
    expect(await store.delete(account)).toBe(true)
    expect(await store.get(account)).toBeNull()
    expect(await store.delete(account)).toBe(false)
  })

  it('keeps accounts apart and overwrites in place', async () => {
    const store = makeStore()
    await store.set(secretAccount('p1', 'apiKey'), 'one')
    await store.set(secretAccount('p1', 'password'), 'two')
    await store.set(secretAccount('p1', 'apiKey'), 'three')
    expect(await store.get(secretAccount('p1', 'apiKey'))).toBe('three')
    expect(await store.get(secretAccount('p1', 'password'))).toBe('two')
    await store.delete(secretAccount('p1', 'apiKey'))
    await store.delete(secretAccount('p1', 'password'))
  })
})

describe('keychain store', () => {
  it('keeps service names apart (tests, the web harness and the app do not share secrets)', async () => {
    const a = testKeychain()
    await a.set('shared-account', 'only-in-a')
    const b = createKeychainStore(`dra-test-other-${randomBytes(6).toString('hex')}`)
    expect(await b.get('shared-account')).toBeNull()
  })

  it('reports an unusable keychain as keychain_unavailable, naming the problem', async () => {
    // A child process without a session bus: the Secret Service cannot be reached.
    const script = path.resolve('test/unit/core/support/keychain-probe.ts')
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' },
    })
    const result = JSON.parse(stdout) as { code: string; message: string }
    expect(result.code).toBe('keychain_unavailable')
    expect(result.message).toMatch(/^The OS keychain cannot be used \(.+\)/)
    expect(result.message).not.toContain('probe-secret-value')
  })
})
