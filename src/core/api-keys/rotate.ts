import type { ApiKeyCreateRequest, ApiKeyRecord } from '#shared/api/api-keys.ts'
import type { RotateApiKeyOutput } from '#shared/ipc/api-keys.ts'
import type { ProfileService } from '../profiles/profile-service.ts'
import type { Redactor } from '../session/redactor.ts'
import type { Secrets } from '../session/secrets.ts'
import type { Authorized, SessionManager } from '../session/session-manager.ts'
import { keyErrors } from './texts.ts'

export interface RotateDeps {
  session: SessionManager
  secrets: Secrets
  profiles: ProfileService
  redactor: Redactor
  log: (line: string) => void
  now?: () => number
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A key like the old one: its name, role and scope, and as long a life as it was given (if any). */
export function likeOld(old: ApiKeyRecord, now: number): ApiKeyCreateRequest {
  const lifetime = old.expiresAt ? Date.parse(old.expiresAt) - Date.parse(old.createdAt) : 0
  return {
    name: old.name,
    role: old.role,
    ...(old.scope === 'account' && old.accountId
      ? { accountId: old.accountId }
      : { tenantId: old.tenantId }),
    ...(lifetime > 0 ? { expiresAt: new Date(now + lifetime).toISOString() } : {}),
  }
}

/**
 * Rotates the key the active profile signs in with, in an order that never leaves it without a working
 * key: a new key like it is made, the profile signs in with it (the keychain keeps it), and only then
 * is the old one revoked, with the new key. A failure before the sign-in takes the new key back; a
 * failed revoke leaves both working and says so.
 */
export async function rotateKey(
  context: Authorized,
  deps: RotateDeps,
): Promise<RotateApiKeyOutput> {
  const { client, credentials, profile, principal } = context
  const keyId = principal?.keyId
  if (!credentials || !('apiKey' in credentials) || !keyId)
    throw keyErrors.rotateNoKey(profile.name)
  const scope = principal.accountId
    ? { accountId: principal.accountId }
    : { tenantId: principal.tenantId }
  const old = (await client.listApiKeys(credentials, scope)).apiKeys.find((k) => k.id === keyId)
  if (!old) throw keyErrors.rotateNotListed(keyId)

  const created = await client.createApiKey(credentials, likeOld(old, (deps.now ?? Date.now)()))
  deps.redactor.add(created.secret)
  try {
    await deps.session.signIn({ method: 'apiKey', apiKey: created.secret })
  } catch (error) {
    const revoked = await client
      .revokeApiKey(credentials, created.apiKey.id)
      .then(() => true)
      .catch(() => false)
    const reason = deps.redactor.redact(reasonOf(error))
    throw keyErrors.rotateNotStored(created.apiKey.id, profile.name, reason, revoked)
  }
  deps.log(`profile "${profile.name}": API key ${old.id} rotated to ${created.apiKey.id}`)
  try {
    const { apiKey } = await client.revokeApiKey({ apiKey: created.secret }, old.id)
    return { old: apiKey, new: created.apiKey, oldRevoked: true, problem: null }
  } catch (error) {
    const problem = deps.redactor.redact(reasonOf(error))
    deps.log(`profile "${profile.name}": the old API key ${old.id} was not revoked: ${problem}`)
    return { old, new: created.apiKey, oldRevoked: false, problem }
  }
}
