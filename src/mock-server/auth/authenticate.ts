import type { IncomingHttpHeaders } from 'node:http'
import { AUTH_HEADERS } from '#shared/api/index.ts'
import { badRequest, unauthenticated } from '../http/problem.ts'
import { apiKeyStatus } from '#shared/api-key-status.ts'
import type { ApiKeyEntry, PrincipalStore, UserRecord } from '../store/principal-store.ts'
import type { Principal } from './principal.ts'
import { digest } from './secrets.ts'

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]{1,512}) *$/i

function single(value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value)) throw badRequest('Send each credential header once.')
  return value
}

export function userPrincipal(user: UserRecord, sessionDigest?: string): Principal {
  return {
    kind: 'user',
    name: user.username,
    role: user.role,
    tenantId: user.tenantId,
    accountId: user.accountId,
    sessionDigest,
  }
}

/** A revoked or expired key is known but refused (401), with when and what to do; it is not marked used. */
function refuseUnusable(entry: ApiKeyEntry, time: number): void {
  const status = apiKeyStatus(entry, time)
  const newKey = 'Ask an admin of its account or tenant for a new key, then sign in with that one.'
  if (status === 'revoked')
    throw unauthenticated(`This API key was revoked on ${entry.revokedAt ?? ''}. ${newKey}`)
  if (status === 'expired')
    throw unauthenticated(`This API key expired on ${entry.expiresAt ?? ''}. ${newKey}`)
}

/** An API key's principal, made once per key: handlers only read it. */
const keyPrincipals = new WeakMap<ApiKeyEntry, Principal>()

function apiKeyPrincipal(entry: ApiKeyEntry): Principal {
  let principal = keyPrincipals.get(entry)
  if (!principal) {
    principal = Object.freeze({
      kind: 'apiKey',
      name: entry.name,
      role: entry.role,
      tenantId: entry.tenantId,
      accountId: entry.accountId,
      keyId: entry.id,
    })
    keyPrincipals.set(entry, principal)
  }
  return principal
}

/**
 * Resolves `X-API-Key: <secret>` or `Authorization: Bearer <token>` to a principal at the cost of one
 * SHA-256: both kinds of secret are looked up by digest only, and no secret is kept.
 */
export function authenticate(
  headers: IncomingHttpHeaders,
  principals: PrincipalStore,
  now: () => number,
): Principal {
  const apiKey = single(headers[AUTH_HEADERS.apiKey])
  const authorization = single(headers[AUTH_HEADERS.authorization])
  if (apiKey !== undefined && authorization !== undefined) {
    throw badRequest('Send either an API key or a bearer token, not both.')
  }
  if (apiKey !== undefined) {
    const entry =
      apiKey.length <= 512 ? principals.apiKeyByDigest(digest(apiKey.trim())) : undefined
    if (!entry) throw unauthenticated('The API key is not known.')
    const time = now()
    refuseUnusable(entry, time)
    principals.markUsed(entry, time)
    return apiKeyPrincipal(entry)
  }
  if (authorization !== undefined) {
    const token = BEARER.exec(authorization)?.[1]
    if (!token) throw unauthenticated('The Authorization header must be "Bearer <token>".')
    const tokenDigest = digest(token)
    const user = principals.sessionUser(tokenDigest, now())
    if (!user) throw unauthenticated('The session token is unknown or has expired; sign in again.')
    return userPrincipal(user, tokenDigest)
  }
  throw unauthenticated('Sign in (Authorization: Bearer <token>) or send an API key (X-API-Key).')
}
