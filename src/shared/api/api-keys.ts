import { z } from 'zod'
import { wellFormedOnly } from '../well-formed.ts'
import { IdSchema, OkStatus, RoleSchema } from './common.ts'

/** An API key as listed: no field holds the secret or any part of it. */
export const ApiKeyRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: RoleSchema,
  scope: z.enum(['tenant', 'account']),
  tenantId: z.string(),
  accountId: z.string().optional(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().optional(),
  /** Extension: when the key stops working; absent when it never expires (or the service does not say). */
  expiresAt: z.iso.datetime().optional().meta({
    'x-extension': true,
    description:
      'Extension: when the key stops being accepted (401 from then on). Absent: it does not expire, or the service does not say.',
  }),
  /** Extension: when the key was revoked; absent while it is not. */
  revokedAt: z.iso.datetime().optional().meta({
    'x-extension': true,
    description:
      'Extension: when the key was revoked (refused with 401 from then on). Absent: not revoked, or the service does not say.',
  }),
})
export type ApiKeyRecord = z.infer<typeof ApiKeyRecordSchema>

/** tenantId (tenant scope) or accountId (account scope), not both; neither means the caller's own. */
export const ApiKeyListQuerySchema = wellFormedOnly(
  z
    .strictObject({ tenantId: IdSchema.optional(), accountId: IdSchema.optional() })
    .refine((query) => !(query.tenantId && query.accountId), {
      message: 'Give tenantId (tenant scope) or accountId (account scope), not both',
    }),
)

export const ApiKeyListResponseSchema = z.object({
  status: OkStatus,
  apiKeys: z.array(ApiKeyRecordSchema),
})
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponseSchema>

/** A key's name: what an admin sees in the list; the service keeps it as given, trimmed. */
export const API_KEY_NAME_LENGTH = 100

const ApiKeyNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name must not be empty: give the key a name that says who or what uses it')
  .max(API_KEY_NAME_LENGTH, `name must be at most ${API_KEY_NAME_LENGTH} characters`)

/**
 * Extension: POST /admin/apikey. The scope is tenantId or accountId (neither: the caller's own); the
 * service makes the secret, so a chosen one is refused by name rather than as an unknown field.
 */
export const ApiKeyCreateRequestSchema = wellFormedOnly(
  z
    .strictObject({
      name: ApiKeyNameSchema,
      role: RoleSchema,
      tenantId: IdSchema.optional(),
      accountId: IdSchema.optional(),
      expiresAt: z.iso
        .datetime({ offset: true, error: 'expiresAt must be an ISO 8601 date and time' })
        .optional(),
      secret: z
        .never({
          error:
            'secret cannot be chosen: the service makes every secret and shows it once, in its answer',
        })
        .optional()
        .meta({ description: 'Never accepted: the service makes the secret (400 if sent).' }),
    })
    .refine((body) => !(body.tenantId && body.accountId), {
      message: 'Give tenantId (tenant scope) or accountId (account scope), not both',
      path: ['accountId'],
    }),
)
export type ApiKeyCreateRequest = z.input<typeof ApiKeyCreateRequestSchema>

/** The only answer that ever holds a key's secret. */
export const ApiKeyCreateResponseSchema = z.object({
  status: OkStatus,
  apiKey: ApiKeyRecordSchema,
  secret: z.string().min(1).meta({
    description: 'The new key’s secret, shown this once: the service keeps only its SHA-256.',
  }),
})
export type ApiKeyCreateResponse = z.infer<typeof ApiKeyCreateResponseSchema>

/** Extension: POST /admin/apikey/revoke. */
export const ApiKeyRevokeRequestSchema = wellFormedOnly(z.strictObject({ id: IdSchema }))

export const ApiKeyRevokeResponseSchema = z.object({
  status: OkStatus,
  apiKey: ApiKeyRecordSchema,
})
export type ApiKeyRevokeResponse = z.infer<typeof ApiKeyRevokeResponseSchema>
