import { UserFacingError } from '#shared/errors.ts'

/** The errors of key management, each with its code and values (never a secret). */
export const keyErrors = {
  listOnly: (origin: string) =>
    new UserFacingError('validation_failed', {
      code: 'api-key-list-only',
      values: { origin },
      message: `The service at ${origin} lets you list keys only: it does not create or revoke them. Create and revoke keys where that service offers it.`,
    }),
  notHeld: (keyId: string) =>
    new UserFacingError('not_found', {
      code: 'api-key-not-held',
      values: { keyId },
      message: `The secret of key ${keyId} is gone: it is held only while its dialog is open (at most 10 minutes). Revoke that key and create a new one.`,
    }),
  otherService: (profile: string, other: string, origin: string) =>
    new UserFacingError('validation_failed', {
      code: 'api-key-other-service',
      values: { profile, other, origin },
      message: `"${profile}" signs in to ${other}, but this key belongs to ${origin}. Choose a profile of the same service.`,
    }),
  notStored: (keyId: string, profile: string, reason: string, revoked: boolean) =>
    new UserFacingError('keychain_unavailable', {
      code: 'api-key-not-stored',
      values: { keyId, profile, reason, end: revoked ? 'revoked' : 'working' },
      message: `The key ${keyId} was created, but it could not be kept in the keychain for "${profile}" (${reason}), ${revoked ? 'so it was revoked again. Fix the keychain, then create a key again.' : 'and it could not be revoked again: revoke it on the API keys screen.'}`,
    }),
  rotateNoKey: (profile: string) =>
    new UserFacingError('validation_failed', {
      code: 'api-key-rotate-no-key',
      values: { profile },
      message: `"${profile}" does not sign in with an API key the service names, so it has no key of its own to rotate. Sign in with an API key first.`,
    }),
  rotateNotListed: (keyId: string) =>
    new UserFacingError('not_found', {
      code: 'api-key-rotate-not-listed',
      values: { keyId },
      message: `The key ${keyId} this profile signs in with is not among the keys it can list, so a key like it cannot be made. Create a key instead.`,
    }),
  rotateNotStored: (keyId: string, profile: string, reason: string, revoked: boolean) =>
    new UserFacingError('keychain_unavailable', {
      code: 'api-key-rotate-not-stored',
      values: { keyId, profile, reason, end: revoked ? 'revoked' : 'working' },
      message: `Nothing was rotated: the new key ${keyId} could not be signed in with or kept in the keychain (${reason}); ${revoked ? 'it was revoked again' : `revoke ${keyId} on the API keys screen`}. "${profile}" keeps its old key, which still works.`,
    }),
}
