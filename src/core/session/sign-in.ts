import { coded } from '#shared/coded-text.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { SignInInput } from '#shared/ipc/session.ts'
import type { AdminClient } from '../admin-client/client.ts'
import { refusalReason } from '../admin-client/errors.ts'
import { KeychainUnavailableError } from '../credentials/credential-store.ts'
import type { ProfileService } from '../profiles/profile-service.ts'
import type { Profile } from '../profiles/schema.ts'
import type { Redactor } from './redactor.ts'
import { refused, signedIn, type Live } from './resume.ts'
import type { Secrets } from './secrets.ts'

export interface SignInDeps {
  profiles: ProfileService
  secrets: Secrets
  redactor: Redactor
}

/** A refused sign-in says what to check; other failures keep their own message. */
function refusal(error: unknown, text: ErrorText): unknown {
  return refused(error) ? new UserFacingError('unauthenticated', text) : error
}

/** A refused key: the service's reason where it gave one (expired, revoked), else what to check. */
function keyRefusal(error: unknown): unknown {
  const reason = refusalReason(error)
  return refusal(
    error,
    reason
      ? coded('errors.profile.session-key-not-accepted-because', { reason })
      : coded('errors.profile.session-key-not-accepted'),
  )
}

async function withApiKey(
  deps: SignInDeps,
  profile: Profile,
  client: AdminClient,
  apiKey: string,
): Promise<{ profile: Profile; live: Live }> {
  const me = await client.whoAmI({ apiKey }).catch((error: unknown) => {
    throw keyRefusal(error)
  })
  let note: ErrorText | null = null
  try {
    await deps.secrets.set(profile.id, 'apiKey', apiKey)
  } catch (error) {
    if (!(error instanceof KeychainUnavailableError) || profile.kind !== 'offline') throw error
    deps.secrets.holdInMemory(profile.id, 'apiKey', apiKey)
    note = coded('errors.profile.session-key-in-memory', { reason: error.reason })
  }
  // Which key the profile uses, by id, so the API keys screen can say so and a revoke can warn.
  const keyId = me?.principal.keyId ?? null
  const updated =
    profile.authMethod === 'apiKey' && (profile.apiKeyId ?? null) === keyId
      ? profile
      : await deps.profiles.update(profile.id, { authMethod: 'apiKey', apiKeyId: keyId })
  return { profile: updated, live: signedIn({ apiKey }, me?.principal ?? null, note) }
}

async function withPassword(
  deps: SignInDeps,
  profile: Profile,
  client: AdminClient,
  input: Extract<SignInInput, { method: 'password' }>,
): Promise<{ profile: Profile; live: Live }> {
  const login = await client.login(input.username, input.password).catch((error: unknown) => {
    throw refusal(error, coded('errors.profile.session-password-wrong', { origin: client.origin }))
  })
  deps.redactor.add(login.token)
  let note: ErrorText | null = null
  try {
    if (input.remember) await deps.secrets.set(profile.id, 'password', input.password)
    else await deps.secrets.forget(profile.id)
  } catch (error) {
    if (!(error instanceof KeychainUnavailableError)) throw error
    if (input.remember)
      note = coded('errors.profile.session-password-not-remembered', { reason: error.reason })
  }
  const updated = await deps.profiles.update(profile.id, {
    username: input.username,
    authMethod: 'login',
  })
  return { profile: updated, live: signedIn({ token: login.token }, login.principal, note) }
}

/**
 * Checks what the person typed with the service and keeps it as asked (an API key always, a password
 * when remembered); returns the new session and the profile as sign-in left it.
 */
export function signInWith(
  deps: SignInDeps,
  profile: Profile,
  client: AdminClient,
  input: SignInInput,
): Promise<{ profile: Profile; live: Live }> {
  // Known before any request, so no answer or failure can quote it unmasked.
  deps.redactor.add(input.method === 'apiKey' ? input.apiKey : input.password)
  return input.method === 'apiKey'
    ? withApiKey(deps, profile, client, input.apiKey)
    : withPassword(deps, profile, client, input)
}
