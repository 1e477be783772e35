import { randomBytes } from 'node:crypto'
import type { CredentialStore } from '#core/credentials/credential-store.ts'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'

export interface RunKeychain {
  serviceName: string
  store: CredentialStore
  /** Deletes what this run stored under a generated name (no later run could find it). */
  close(): Promise<void>
}

/**
 * The harness's OS keychain: under the given service name, or one unique to this run, so runs never
 * share secrets and a developer's keychain keeps no orphans of a run.
 */
export function runKeychain(serviceName?: string): RunKeychain {
  const name = serviceName ?? `device-registry-admin-web-${randomBytes(6).toString('hex')}`
  const keychain = createKeychainStore(name)
  if (serviceName !== undefined)
    return { serviceName: name, store: keychain, close: async () => {} }
  const stored = new Set<string>()
  return {
    serviceName: name,
    store: {
      get: (account) => keychain.get(account),
      set: async (account, secret) => {
        stored.add(account)
        await keychain.set(account, secret)
      },
      delete: (account) => keychain.delete(account),
      whereKept: keychain.whereKept,
    },
    async close() {
      for (const account of stored) await keychain.delete(account).catch(() => false)
      stored.clear()
    },
  }
}
