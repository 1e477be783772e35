import { createMemoryStore } from '#core/credentials/memory-store.ts'
import { secretAccount, type CredentialStore } from '#core/credentials/credential-store.ts'
import { checkServiceUrl } from '#core/admin-client/service-url.ts'
import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  createProfileFileStore,
  PROFILES_FILE_NAME,
  type ProfileFileStore,
} from '#core/profiles/file-store.ts'
import { createMemoryProfileStore } from '#core/profiles/memory-store.ts'
import { createProfileService } from '#core/profiles/profile-service.ts'
import type { Profile } from '#core/profiles/schema.ts'

export const API_KEY_ENV = 'DEVICE_ADMIN_API_KEY'
export const URL_ENV = 'DEVICE_ADMIN_URL'

/** A run on the environment's key alone: its profile and key live in memory, nothing is stored. */
export interface OneOffRun {
  profileStore: ProfileFileStore
  credentials: CredentialStore
}

/**
 * A run on a URL is journaled under the saved profile of that service where there is one (its
 * `activity` shows it), else under the URL itself, so `activity --url` shows what such runs did.
 */
async function profileIdFor(baseUrl: string, configDir: string): Promise<string> {
  const fallback = `url:${baseUrl}`
  // Read only where there is a file: a run without a profile writes none.
  if (!existsSync(path.join(configDir, PROFILES_FILE_NAME))) return fallback
  const { file } = await createProfileService(createProfileFileStore(configDir)).state()
  const same = file.profiles.find(
    (profile) => profile.kind === 'remote' && profile.baseUrl === baseUrl,
  )
  return same?.id ?? fallback
}

async function inMemory(profile: Profile, apiKey: string): Promise<OneOffRun> {
  const credentials = createMemoryStore()
  // Without a key (`activity --url`), the run reads this machine's journal only.
  if (apiKey) await credentials.set(secretAccount(profile.id, 'apiKey'), apiKey)
  const profileStore = createMemoryProfileStore({
    version: 1,
    activeProfileId: profile.id,
    profiles: [profile],
  })
  return { profileStore, credentials }
}

/**
 * Like gh with GH_TOKEN: DEVICE_ADMIN_API_KEY signs this one command in, against the service of
 * --url / DEVICE_ADMIN_URL (no profile at all) or else of the active profile, without storing the key.
 */
export async function oneOffRun(options: {
  apiKey: string
  url: string | undefined
  allowInsecureHttp: boolean
  configDir: string
}): Promise<OneOffRun> {
  if (options.url !== undefined) {
    const url = checkServiceUrl(options.url, options.allowInsecureHttp)
    const baseUrl = url.toString().replace(/\/$/, '')
    return inMemory(
      {
        id: await profileIdFor(baseUrl, options.configDir),
        name: `${url.host} (no profile)`,
        kind: 'remote',
        baseUrl,
        authMethod: 'apiKey',
        username: null,
        allowInsecureHttp: options.allowInsecureHttp,
        defaultAccountId: null,
      },
      options.apiKey,
    )
  }
  const active = await createProfileService(createProfileFileStore(options.configDir)).active()
  return inMemory(
    { ...active, name: `${active.name} (key from ${API_KEY_ENV})`, authMethod: 'apiKey' },
    options.apiKey,
  )
}
