import { UserFacingError } from '#shared/errors.ts'
import type { CredentialStoreInfo } from '#shared/ipc/session.ts'

/**
 * Where secrets (API keys, remembered passwords) live: the OS keychain in the app, the command line
 * and the web harness; memory in unit tests. Keys are opaque account names such as `profile/<id>/apiKey`.
 */
export interface CredentialStore {
  /** The stored secret, or null when there is none. */
  get(account: string): Promise<string | null>
  set(account: string, secret: string): Promise<void>
  /** true when a secret was deleted, false when there was none. */
  delete(account: string): Promise<boolean>
  /** Where a secret under this account is (or would be) kept, for people to see; never the secret. */
  whereKept?: (account: string) => Promise<CredentialStoreInfo>
}

export type SecretKind = 'apiKey' | 'password'

export function secretAccount(profileId: string, kind: SecretKind): string {
  return `profile/${profileId}/${kind}`
}

/** The keychain could not be used; the message names the problem and never holds a secret. */
export class KeychainUnavailableError extends UserFacingError {
  /** The keychain's own words, short. */
  readonly reason: string

  constructor(reason: string) {
    super(
      'keychain_unavailable',
      `The OS keychain cannot be used (${reason}). Secrets are kept only there: unlock or install a keychain (on Linux: a Secret Service such as gnome-keyring) and try again.`,
    )
    this.name = 'KeychainUnavailableError'
    this.reason = reason
  }
}
