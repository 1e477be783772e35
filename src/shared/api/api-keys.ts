import { z } from 'zod'
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
})
export type ApiKeyRecord = z.infer<typeof ApiKeyRecordSchema>

/** tenantId (tenant scope) or accountId (account scope), not both; neither means the caller's own. */
export const ApiKeyListQuerySchema = z
  .strictObject({ tenantId: IdSchema.optional(), accountId: IdSchema.optional() })
  .refine((query) => !(query.tenantId && query.accountId), {
    message: 'Give tenantId (tenant scope) or accountId (account scope), not both',
  })

export const ApiKeyListResponseSchema = z.object({
  status: OkStatus,
  apiKeys: z.array(ApiKeyRecordSchema),
})
export type ApiKeyListResponse = z.infer<typeof ApiKeyListResponseSchema>
