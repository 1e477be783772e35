import { z } from 'zod'
import { API_KEY_NAME_LENGTH, ApiKeyRecordSchema } from '../api/api-keys.ts'
import { RoleSchema } from '../api/common.ts'

const Id = z.string().trim().min(1).max(128)

/** A profile of this app that signs in with a key, by the key's id (never its secret). */
export const KeyUserSchema = z.object({
  keyId: z.string(),
  profileId: z.string(),
  profileName: z.string(),
})
export type KeyUser = z.infer<typeof KeyUserSchema>

/**
 * What the active profile's service lets this app do with keys: `manage` false means it lists them
 * only. `activeKeyId`: the key the active profile signs in with (null: a password, or unknown).
 */
export const ApiKeyManagementSchema = z.object({
  manage: z.boolean(),
  activeKeyId: z.string().nullable(),
  usedBy: z.array(KeyUserSchema),
})
export type ApiKeyManagement = z.infer<typeof ApiKeyManagementSchema>

export const CreateApiKeyInputSchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'Give the key a name that says who or what uses it')
      .max(API_KEY_NAME_LENGTH),
    role: RoleSchema,
    tenantId: Id.optional(),
    accountId: Id.optional(),
    /** ISO 8601; left out, the key works until it is revoked. */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    /** Straight into this profile's keychain entry: the answer then holds no secret. */
    toProfileId: Id.optional(),
  })
  .refine((input) => !(input.tenantId && input.accountId), {
    message: 'Give a tenant or an account, not both',
    path: ['accountId'],
  })
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInputSchema>

export const ProfileRefSchema = z.object({ id: z.string(), name: z.string() })

/** The one answer with a secret: null when it went straight to a profile. */
export const CreateApiKeyOutputSchema = z.object({
  apiKey: ApiKeyRecordSchema,
  secret: z.string().nullable(),
  profile: ProfileRefSchema.nullable(),
})

/** The secret main still holds from a create, into a profile's keychain entry; never sent again. */
export const UseCreatedApiKeyInputSchema = z.strictObject({ keyId: Id, profileId: Id })

export const RotateApiKeyOutputSchema = z.object({
  old: ApiKeyRecordSchema,
  new: ApiKeyRecordSchema,
  /** false: the profile uses the new key, but the old one could not be revoked (see `problem`). */
  oldRevoked: z.boolean(),
  problem: z.string().nullable(),
})
export type RotateApiKeyOutput = z.infer<typeof RotateApiKeyOutputSchema>

/** The IPC methods of key management, for the contract. */
export const apiKeyMethods = {
  /** Whether the service creates and revokes keys (it answers them, or its OpenAPI lists them). */
  apiKeyManagement: { input: z.undefined(), output: ApiKeyManagementSchema },
  createApiKey: { input: CreateApiKeyInputSchema, output: CreateApiKeyOutputSchema },
  useCreatedApiKey: { input: UseCreatedApiKeyInputSchema, output: ProfileRefSchema },
  /** The create dialog closed: main drops the secret it held for "Use for a profile". */
  forgetCreatedApiKey: {
    input: z.strictObject({ keyId: Id }),
    output: z.object({ forgotten: z.boolean() }),
  },
  revokeApiKey: {
    input: z.strictObject({ id: Id }),
    output: z.object({ apiKey: ApiKeyRecordSchema }),
  },
  /** The active profile's own key: a new one like it, signed in with, then the old one revoked. */
  rotateApiKey: { input: z.undefined(), output: RotateApiKeyOutputSchema },
}
