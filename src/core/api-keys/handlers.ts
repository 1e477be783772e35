import type { IpcHandlers } from '#shared/ipc/contract.ts'
import type { KeyUser } from '#shared/ipc/api-keys.ts'
import { originOf } from '../ipc/trusted-sender.ts'
import type { ProfileService } from '../profiles/profile-service.ts'
import type { Profile } from '../profiles/schema.ts'
import type { Registry } from '../registry/registry.ts'
import type { Redactor } from '../session/redactor.ts'
import type { Secrets } from '../session/secrets.ts'
import type { Authorized, SessionManager } from '../session/session-manager.ts'
import { journalSummary } from '../journal/summaries.ts'
import { createHeldSecrets, type HeldSecrets } from './held-secrets.ts'
import { rotateKey } from './rotate.ts'
import { keyErrors } from './texts.ts'

export interface ApiKeyDeps {
  session: SessionManager
  secrets: Secrets
  profiles: ProfileService
  redactor: Redactor
  registry: Pick<Registry, 'recordKeyChange'>
  log: (line: string) => void
  held?: HeldSecrets
}

export type ApiKeyMethods =
  | 'apiKeyManagement'
  | 'createApiKey'
  | 'useCreatedApiKey'
  | 'forgetCreatedApiKey'
  | 'revokeApiKey'
  | 'rotateApiKey'

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Where a profile signs in: the offline demo, or a remote service by origin. */
const serviceOf = (profile: Profile) =>
  profile.kind === 'offline' ? 'offline' : (originOf(profile.baseUrl ?? '') ?? '')

/** Creating, handing on, revoking and rotating the service's keys; secrets go only to the keychain. */
export function createApiKeyHandlers(deps: ApiKeyDeps): Pick<IpcHandlers, ApiKeyMethods> {
  const { session, secrets, profiles, redactor } = deps
  const held = deps.held ?? createHeldSecrets()
  /** Per service origin: whether it creates and revokes keys (asked once per process). */
  const capable = new Map<string, Promise<boolean>>()

  function manages(context: Authorized): Promise<boolean> {
    const origin = context.client.origin
    let known = capable.get(origin)
    if (!known) {
      known = context.client.managesApiKeys(context.credentials)
      capable.set(origin, known)
      known.catch(() => capable.delete(origin))
    }
    return known
  }

  /** The active profile's context, refused with "list only" when its service cannot manage keys. */
  async function managing(): Promise<Authorized> {
    const context = await session.authorized(async (c) => c)
    if (!(await manages(context))) throw keyErrors.listOnly(context.client.origin)
    return context
  }

  async function targetProfile(active: Profile, targetId: string): Promise<Profile> {
    const target = await profiles.get(targetId)
    if (serviceOf(target) !== serviceOf(active))
      throw keyErrors.otherService(
        target.name,
        target.baseUrl ?? 'the offline demo',
        active.baseUrl ?? 'the offline demo',
      )
    return target
  }

  /** Into the profile's keychain entry; the profile signs in with it from its next request on. */
  async function keepFor(target: Profile, secret: string, keyId: string): Promise<void> {
    await secrets.set(target.id, 'apiKey', secret)
    await profiles.update(target.id, { authMethod: 'apiKey', apiKeyId: keyId })
    session.forget(target.id)
    deps.log(`API key ${keyId} is now the key of profile "${target.name}"`)
  }

  async function usersOf(active: Profile): Promise<KeyUser[]> {
    const { file } = await profiles.state()
    return file.profiles
      .filter((p) => p.apiKeyId && p.authMethod === 'apiKey' && serviceOf(p) === serviceOf(active))
      .map((p) => ({ keyId: p.apiKeyId ?? '', profileId: p.id, profileName: p.name }))
  }

  return {
    apiKeyManagement: async () => {
      const context = await session.authorized(async (c) => c)
      const activeKeyId = context.principal?.keyId ?? null
      if (activeKeyId && context.profile.apiKeyId !== activeKeyId)
        await profiles.update(context.profile.id, { apiKeyId: activeKeyId })
      return {
        manage: await manages(context),
        activeKeyId,
        usedBy: await usersOf(context.profile),
      }
    },

    createApiKey: async ({ toProfileId, ...request }) => {
      const context = await managing()
      const target = toProfileId ? await targetProfile(context.profile, toProfileId) : null
      const { apiKey, secret } = await session.authorized((c) =>
        c.client.createApiKey(c.credentials, request),
      )
      redactor.add(secret)
      deps.registry.recordKeyChange(
        context.profile.id,
        context.principal,
        'create-key',
        journalSummary.keyCreated(apiKey),
      )
      deps.log(`API key ${apiKey.id} ("${apiKey.name}") created`)
      if (!target) {
        held.hold(apiKey.id, secret)
        return { apiKey, secret, profile: null }
      }
      try {
        await keepFor(target, secret, apiKey.id)
      } catch (error) {
        // A key nobody holds is only a risk: take it back.
        const revoked = await context.client
          .revokeApiKey(context.credentials, apiKey.id)
          .then(() => true)
          .catch(() => false)
        throw keyErrors.notStored(apiKey.id, target.name, redactor.redact(reasonOf(error)), revoked)
      }
      return { apiKey, secret: null, profile: { id: target.id, name: target.name } }
    },

    useCreatedApiKey: async ({ keyId, profileId }) => {
      const active = await profiles.active()
      const target = await targetProfile(active, profileId)
      const secret = held.peek(keyId)
      if (!secret) throw keyErrors.notHeld(keyId)
      await keepFor(target, secret, keyId)
      held.forget(keyId)
      return { id: target.id, name: target.name }
    },

    forgetCreatedApiKey: async ({ keyId }) => ({ forgotten: held.forget(keyId) }),

    revokeApiKey: async ({ id }) => {
      const context = await managing()
      const { apiKey } = await session.authorized((c) => c.client.revokeApiKey(c.credentials, id))
      held.forget(id)
      deps.registry.recordKeyChange(
        context.profile.id,
        context.principal,
        'revoke-key',
        journalSummary.keyRevoked(apiKey),
      )
      deps.log(`API key ${apiKey.id} ("${apiKey.name}") revoked`)
      // A profile signed in with it is refused from now on: it says so at its next request.
      if (context.principal?.keyId === id) session.forget(context.profile.id)
      return { apiKey }
    },

    rotateApiKey: async () => {
      const context = await managing()
      const result = await rotateKey(context, {
        session,
        secrets,
        profiles,
        redactor,
        log: deps.log,
      })
      deps.registry.recordKeyChange(
        context.profile.id,
        context.principal,
        'rotate-key',
        journalSummary.keyRotated(result.old, result.new, !result.oldRevoked),
      )
      return result
    },
  }
}
