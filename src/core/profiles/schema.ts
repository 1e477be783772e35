import { z } from 'zod'
import { AuthMethodSchema, ProfileKindSchema } from '#shared/ipc/session.ts'

export const ProfileSchema = z.object({
  id: z.string().min(1).max(128),
  name: z.string().min(1).max(100),
  kind: ProfileKindSchema,
  /** Remote profiles only; the offline profile's URL is the embedded service's, known at run time. */
  baseUrl: z.string().nullable(),
  authMethod: AuthMethodSchema,
  username: z.string().nullable(),
  allowInsecureHttp: z.boolean(),
  defaultAccountId: z.string().nullable(),
  /** The id (never the secret) of the API key the profile signs in with, where the service said it. */
  apiKeyId: z.string().max(128).nullable().optional(),
})
export type Profile = z.infer<typeof ProfileSchema>

/** profiles.json: never holds a secret, only where to connect and how to sign in. */
export const ProfilesFileSchema = z
  .object({
    version: z.literal(1),
    activeProfileId: z.string(),
    profiles: z.array(ProfileSchema).min(1),
  })
  .refine((file) => file.profiles.some((p) => p.id === file.activeProfileId), {
    message: 'activeProfileId names no profile',
  })
  .refine((file) => new Set(file.profiles.map((p) => p.id)).size === file.profiles.length, {
    message: 'two profiles share an id',
  })
  .refine((file) => file.profiles.every((p) => (p.kind === 'remote') === (p.baseUrl !== null)), {
    message: 'a remote profile needs a baseUrl and the offline profile has none',
  })
export type ProfilesFile = z.infer<typeof ProfilesFileSchema>

export const OFFLINE_PROFILE_ID = 'offline-demo'

/** The first start: one profile on the embedded demo service, signed in with the demo API key. */
export function defaultProfilesFile(): ProfilesFile {
  return {
    version: 1,
    activeProfileId: OFFLINE_PROFILE_ID,
    profiles: [
      {
        id: OFFLINE_PROFILE_ID,
        name: 'Offline demo',
        kind: 'offline',
        baseUrl: null,
        authMethod: 'apiKey',
        username: null,
        allowInsecureHttp: false,
        defaultAccountId: null,
      },
    ],
  }
}
