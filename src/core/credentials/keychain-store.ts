import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring'
import type { CredentialStoreInfo } from '#shared/ipc/session.ts'
import { KeychainUnavailableError, type CredentialStore } from './credential-store.ts'
import { probeSecretService, type DbusSend } from './secret-service.ts'
import { describeStore } from './store-names.ts'

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

// A keyring installed or unlocked while the app runs shows within this long.
const WHERE_KEPT_TTL_MS = 30_000

export interface KeychainStoreOptions {
  platform?: NodeJS.Platform
  /** How the Secret Service is asked (Linux); tests hand in a stand-in. */
  dbusSend?: DbusSend
}

/** The OS keychain (macOS Keychain, Windows Credential Manager, Secret Service) via @napi-rs/keyring. */
export function createKeychainStore(
  serviceName: string,
  options: KeychainStoreOptions = {},
): CredentialStore {
  const platform = options.platform ?? process.platform
  const entry = (account: string) => new AsyncEntry(serviceName, account, entryOptions)
  const places = new Map<string, { at: number; info: Promise<CredentialStoreInfo> }>()
  const forget = (account: string) => places.delete(account)
  return {
    get: (account) => guarded(() => entry(account).getPassword()),
    set: (account, secret) => {
      forget(account)
      return guarded(() => entry(account).setPassword(secret))
    },
    delete: (account) => {
      forget(account)
      return guarded(() => entry(account).deleteCredential())
    },
    whereKept: (account) => {
      if (platform === 'darwin' || platform === 'win32')
        return Promise.resolve(describeStore(platform))
      const cached = places.get(account)
      if (cached && Date.now() - cached.at < WHERE_KEPT_TTL_MS) return cached.info
      const info = probeSecretService(serviceName, account, options.dbusSend).then((probe) =>
        describeStore(platform, probe),
      )
      places.set(account, { at: Date.now(), info })
      return info
    },
  }
}
