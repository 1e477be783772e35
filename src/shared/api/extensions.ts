import { z } from 'zod'
import { OkStatus } from './common.ts'

// Lists the spec does not define; the client treats each as optional (a 404 reduces the feature).

export const AccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
})
export type Account = z.infer<typeof AccountSchema>
export const AccountListResponseSchema = z.object({
  status: OkStatus,
  accounts: z.array(AccountSchema),
})

export const LocationSchema = z.object({ id: z.string(), name: z.string(), accountId: z.string() })
export type Location = z.infer<typeof LocationSchema>
export const LocationListResponseSchema = z.object({
  status: OkStatus,
  locations: z.array(LocationSchema),
})

export const HealthResponseSchema = z.object({ status: OkStatus })
