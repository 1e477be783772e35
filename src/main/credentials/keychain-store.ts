import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring'
import { KeychainUnavailableError, type CredentialStore } from './credential-store.ts'

// On Linux, require the Secret Service: the default falls back to the kernel keyring, which forgets
// everything at logout, so a remembered secret would vanish without a word.
const entryOptions: EntryOptions = { linux: { store: 'secret-service' } }

/** Keychain errors name the store's problem; a secret is never part of them, but stay short anyway. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.replace(/\s+/g, ' ').trim().slice(0, 200) || 'unknown error'
}

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    throw new KeychainUnavailableError(reasonOf(error))
  }
}

/** The OS keychain (macOS Keychain, Windows Credential Manager, Secret Service) via @napi-rs/keyring. */
export function createKeychainStore(serviceName: string): CredentialStore {
  const entry = (account: string) => new AsyncEntry(serviceName, account, entryOptions)
  return {
    get: (account) => guarded(() => entry(account).getPassword()),
    set: (account, secret) => guarded(() => entry(account).setPassword(secret)),
    delete: (account) => guarded(() => entry(account).deleteCredential()),
  }
}
