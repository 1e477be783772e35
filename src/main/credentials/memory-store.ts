import type { CredentialStore } from './credential-store.ts'

/** A credential store in memory, for unit tests (the offline demo's fallback is Secrets.holdInMemory). */
export function createMemoryStore(): CredentialStore & { readonly size: number } {
  const secrets = new Map<string, string>()
  return {
    get size() {
      return secrets.size
    },
    get: async (account) => secrets.get(account) ?? null,
    set: async (account, secret) => {
      secrets.set(account, secret)
    },
    delete: async (account) => secrets.delete(account),
  }
}
