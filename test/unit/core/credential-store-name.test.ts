import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import {
  dbusSendWith,
  probeSecretService,
  type DbusSend,
} from '#core/credentials/secret-service.ts'
import { describeStore, keychainName } from '#core/credentials/store-names.ts'
import { busWithoutSecretService } from '../../support/bus-without-secrets.ts'
import { onCleanup } from './support/fixtures.ts'

describe('where a secret is kept, by platform', () => {
  it('names each OS keychain as its users know it', () => {
    expect(keychainName('darwin').message).toBe('macOS Keychain')
    expect(keychainName('win32').message).toBe('Windows Credential Manager')
    expect(keychainName('linux', 'Login').message).toBe('Secret Service (collection "Login")')
    expect(keychainName('linux').message).toBe('Secret Service')
    expect(keychainName('freebsd', 'Passwords').message).toBe(
      'Secret Service (collection "Passwords")',
    )
  })

  it('says "this session only" with what to install when Linux has no Secret Service', () => {
    expect(describeStore('linux', { state: 'missing' })).toMatchObject({
      kind: 'sessionOnly',
      label: { message: 'This session only: no keychain found' },
      hint: { message: expect.stringMatching(/gnome-keyring.*KeePassXC/) },
    })
  })

  it('claims no collection it was not told of', () => {
    expect(describeStore('linux', { state: 'unknown' })).toEqual({
      kind: 'keychain',
      label: {
        code: 'secret-service',
        id: 'connection.store.secret-service',
        message: 'Secret Service',
      },
      hint: null,
    })
    expect(describeStore('linux', { state: 'available', collection: null }).label.message).toBe(
      'Secret Service',
    )
  })

  it('asks nothing of D-Bus on macOS and Windows', async () => {
    const send: DbusSend = () => Promise.reject(new Error('must not be called'))
    for (const platform of ['darwin', 'win32'] as const) {
      const store = createKeychainStore('dra-never-used', { platform, dbusSend: send })
      expect(await store.whereKept?.('profile/x/apiKey')).toEqual({
        kind: 'keychain',
        label: keychainName(platform),
        hint: null,
      })
    }
  })
})

describe.skipIf(process.platform !== 'linux')('the Secret Service, asked over D-Bus', () => {
  it('names the collection that holds the stored secret (gnome-keyring: "Login")', async () => {
    const service = `dra-test-where-${randomBytes(6).toString('hex')}`
    const store = createKeychainStore(service)
    onCleanup(() => store.delete('profile/p1/apiKey'))
    // Nothing stored yet: the collection a new secret goes to (the "default" alias).
    expect(await probeSecretService(service, 'profile/p1/apiKey')).toEqual({
      state: 'available',
      collection: 'Login',
    })
    await store.set('profile/p1/apiKey', 'not-a-real-key')
    expect(await store.whereKept?.('profile/p1/apiKey')).toEqual({
      kind: 'keychain',
      label: keychainName('linux', 'Login'),
      hint: null,
    })
  })

  it('finds no Secret Service on a session bus that has none', async () => {
    const bus = await busWithoutSecretService()
    onCleanup(() => bus.stop())
    const send = dbusSendWith({ ...process.env, DBUS_SESSION_BUS_ADDRESS: bus.address })
    expect(await probeSecretService('dra-none', 'profile/p1/apiKey', send)).toEqual({
      state: 'missing',
    })
  })

  it('makes no claim when dbus-send is not installed', async () => {
    const send = dbusSendWith({ ...process.env, PATH: '/nonexistent' })
    expect(await probeSecretService('dra-none', 'profile/p1/apiKey', send)).toEqual({
      state: 'unknown',
    })
  })
})
