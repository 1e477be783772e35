import { describe, expect, it } from 'vitest'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { runKeychain } from '#web-harness/run-keychain.ts'

describe('web harness keychain', () => {
  it('deletes on close what a run stored under its generated name', async () => {
    const keychain = runKeychain()
    await keychain.store.set('profile/p1/apiKey', 'typed-into-the-harness-0123')
    const sameService = createKeychainStore(keychain.serviceName)
    expect(await sameService.get('profile/p1/apiKey')).toBe('typed-into-the-harness-0123')
    await keychain.close()
    expect(await sameService.get('profile/p1/apiKey')).toBeNull()
  })

  it('keeps what is stored under a name the person chose', async () => {
    const name = `dra-test-harness-${process.pid}-${Date.now()}`
    const keychain = runKeychain(name)
    await keychain.store.set('profile/p1/apiKey', 'kept-between-runs-0123')
    await keychain.close()
    const sameService = createKeychainStore(name)
    expect(await sameService.get('profile/p1/apiKey')).toBe('kept-between-runs-0123')
    await sameService.delete('profile/p1/apiKey')
  })
})
