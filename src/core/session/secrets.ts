import {
  KeychainUnavailableError,
  secretAccount,
  type CredentialStore,
  type SecretKind,
} from '../credentials/credential-store.ts'
import type { CredentialStoreInfo } from '#shared/ipc/session.ts'
import { sessionOnly } from '../credentials/store-names.ts'
import type { Redactor } from './redactor.ts'

/**
 * A profile's secrets in the credential store, plus the one exception to "keychain only": when the
 * keychain cannot be used, the offline demo's public demo key is held in memory for this process.
 */
export function createSecrets(
  store: CredentialStore,
  redactor: Redactor,
  platform: NodeJS.Platform = process.platform,
) {
  const memoryDemoKey = new Map<string, string>()

  return {
    async get(profileId: string, kind: SecretKind): Promise<string | null> {
      const secret =
        memoryDemoKey.get(`${profileId}/${kind}`) ??
        (await store.get(secretAccount(profileId, kind)))
      if (secret) redactor.add(secret)
      return secret
    },

    async set(profileId: string, kind: SecretKind, secret: string): Promise<void> {
      redactor.add(secret)
      await store.set(secretAccount(profileId, kind), secret)
      memoryDemoKey.delete(`${profileId}/${kind}`)
    },

    /** Offline demo only: keep the public demo key in memory when the keychain refused it. */
    holdInMemory(profileId: string, kind: SecretKind, secret: string): void {
      redactor.add(secret)
      memoryDemoKey.set(`${profileId}/${kind}`, secret)
    },

    /**
     * Offline demo only: the public demo key in the keychain or, when the keychain refuses it, in
     * memory; returns that refusal (null when stored) so the caller can say why.
     */
    async keepDemoKey(profileId: string, key: string): Promise<KeychainUnavailableError | null> {
      try {
        await this.set(profileId, 'apiKey', key)
        return null
      } catch (error) {
        if (!(error instanceof KeychainUnavailableError)) throw error
        this.holdInMemory(profileId, 'apiKey', key)
        return error
      }
    },

    /** Deletes both kinds; reports a keychain failure after trying both. */
    async forget(profileId: string): Promise<void> {
      let failure: unknown = null
      for (const kind of ['apiKey', 'password'] as const) {
        memoryDemoKey.delete(`${profileId}/${kind}`)
        try {
          await store.delete(secretAccount(profileId, kind))
        } catch (error) {
          failure = error
        }
      }
      if (failure) throw failure
    },

    /** Where the profile's secret is kept: memory when held there, else as the store says (if it can). */
    async whereKept(profileId: string, kind: SecretKind): Promise<CredentialStoreInfo | undefined> {
      if (memoryDemoKey.has(`${profileId}/${kind}`)) return sessionOnly(platform)
      return store.whereKept?.(secretAccount(profileId, kind))
    },

    async has(profileId: string, kind: SecretKind): Promise<boolean> {
      try {
        return (await this.get(profileId, kind)) !== null
      } catch {
        return false
      }
    },
  }
}
export type Secrets = ReturnType<typeof createSecrets>
