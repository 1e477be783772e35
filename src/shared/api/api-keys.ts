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
