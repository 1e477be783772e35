import { KeychainUnavailableError } from '#core/credentials/credential-store.ts'
import { call, DEMO, remoteMockServer, testCore, testKeychain } from '../support/fixtures.ts'

/** A real keychain namespace that can be made to refuse writes, as a locked keychain does. */
export function lockableKeychain() {
  const keychain = testKeychain()
  const control = { locked: false }
  return {
    control,
    store: {
      ...keychain,
      set: async (account: string, secret: string) => {
        if (control.locked) throw new KeychainUnavailableError('the keychain is locked')
        await keychain.set(account, secret)
      },
    },
    keychain,
  }
}

/** A core on a fresh remote mock service, its active profile signed in with the tenant admin's key. */
export async function signedInCore(options: { baseUrl?: string } = {}) {
  const lockable = lockableKeychain()
  const core = await testCore({ credentials: lockable.store })
  const baseUrl = options.baseUrl ?? (await remoteMockServer()).url
  const profile = await call(core.dispatch, 'saveProfile', {
    name: 'Northwind',
    baseUrl,
    authMethod: 'apiKey',
  })
  await call(core.dispatch, 'useProfile', { id: profile.id })
  await call(core.dispatch, 'signIn', { method: 'apiKey', apiKey: DEMO.tenantAdminKey })
  return { core, profile, baseUrl, ...lockable }
}
