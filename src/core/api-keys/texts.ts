import { coded } from '#shared/coded-text.ts'
import type { ErrorCode } from '#shared/error-codes.ts'
import { UserFacingError } from '#shared/errors.ts'

type KeyError =
  | 'list-only'
  | 'not-held'
  | 'other-service'
  | 'not-stored'
  | 'rotate-no-key'
  | 'rotate-not-listed'
  | 'rotate-not-stored'

/** A key management error: its catalog message `errors.api-key.<error>`, coded `api-key-<error>`. */
const keyError = (code: ErrorCode, error: KeyError, values: Record<string, string>) =>
  new UserFacingError(code, coded(`errors.api-key.${error}`, values, `api-key-${error}`))

const end = (revoked: boolean) => (revoked ? 'revoked' : 'working')

/** The errors of key management, each with its code and values (never a secret). */
export const keyErrors = {
  listOnly: (origin: string) => keyError('validation_failed', 'list-only', { origin }),
  notHeld: (keyId: string) => keyError('not_found', 'not-held', { keyId }),
  otherService: (profile: string, other: string, origin: string) =>
    keyError('validation_failed', 'other-service', { profile, other, origin }),
  notStored: (keyId: string, profile: string, reason: string, revoked: boolean) =>
    keyError('keychain_unavailable', 'not-stored', { keyId, profile, reason, end: end(revoked) }),
  rotateNoKey: (profile: string) => keyError('validation_failed', 'rotate-no-key', { profile }),
  rotateNotListed: (keyId: string) => keyError('not_found', 'rotate-not-listed', { keyId }),
  rotateNotStored: (keyId: string, profile: string, reason: string, revoked: boolean) =>
    keyError('keychain_unavailable', 'rotate-not-stored', {
      keyId,
      profile,
      reason,
      end: end(revoked),
    }),
}
