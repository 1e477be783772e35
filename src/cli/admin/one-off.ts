import { createMemoryStore } from '#main/credentials/memory-store.ts'
import { secretAccount, type CredentialStore } from '#main/credentials/credential-store.ts'
import { checkServiceUrl } from '#main/admin-client/service-url.ts'
import { createProfileFileStore, type ProfileFileStore } from '#main/profiles/file-store.ts'
import { createMemoryProfileStore } from '#main/profiles/memory-store.ts'
import { createProfileService } from '#main/profiles/profile-service.ts'
import type { Profile } from '#main/profiles/schema.ts'

export const API_KEY_ENV = 'DEVICE_ADMIN_API_KEY'
export const URL_ENV = 'DEVICE_ADMIN_URL'

/** A run on the environment's key alone: its profile and key live in memory, nothing is stored. */
export interface OneOffRun {
  profileStore: ProfileFileStore
  credentials: CredentialStore
}

const ONE_OFF_ID = 'command-line'

async function inMemory(profile: Profile, apiKey: string): Promise<OneOffRun> {
  const credentials = createMemoryStore()
  await credentials.set(secretAccount(profile.id, 'apiKey'), apiKey)
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
    return inMemory(
      {
        id: ONE_OFF_ID,
        name: `${url.host} (no profile)`,
        kind: 'remote',
        baseUrl: url.toString().replace(/\/$/, ''),
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
