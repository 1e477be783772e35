import type { CredentialStore } from './credential-store.ts'

/** A credential store in memory: unit tests, and a command line run on DEVICE_ADMIN_API_KEY (nothing stored). */
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
