import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'

/** The errors of key management, each with its code and values (never a secret). */
export const keyErrors = {
  listOnly: (origin: string) =>
    new UserFacingError(
      'validation_failed',
      coded('errors.api-key.list-only', { origin }, 'api-key-list-only'),
    ),
  notHeld: (keyId: string) =>
    new UserFacingError(
      'not_found',
      coded('errors.api-key.not-held', { keyId }, 'api-key-not-held'),
    ),
  otherService: (profile: string, other: string, origin: string) =>
    new UserFacingError(
      'validation_failed',
      coded('errors.api-key.other-service', { profile, other, origin }, 'api-key-other-service'),
    ),
  notStored: (keyId: string, profile: string, reason: string, revoked: boolean) =>
    new UserFacingError(
      'keychain_unavailable',
      coded(
        'errors.api-key.not-stored',
        { keyId, profile, reason, end: revoked ? 'revoked' : 'working' },
        'api-key-not-stored',
      ),
    ),
  rotateNoKey: (profile: string) =>
    new UserFacingError(
      'validation_failed',
      coded('errors.api-key.rotate-no-key', { profile }, 'api-key-rotate-no-key'),
    ),
  rotateNotListed: (keyId: string) =>
    new UserFacingError(
      'not_found',
      coded('errors.api-key.rotate-not-listed', { keyId }, 'api-key-rotate-not-listed'),
    ),
  rotateNotStored: (keyId: string, profile: string, reason: string, revoked: boolean) =>
    new UserFacingError(
      'keychain_unavailable',
      coded(
        'errors.api-key.rotate-not-stored',
        { keyId, profile, reason, end: revoked ? 'revoked' : 'working' },
        'api-key-rotate-not-stored',
      ),
    ),
}
