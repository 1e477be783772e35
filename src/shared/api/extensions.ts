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

export const LocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountId: z.string(),
  /**
   * Extension: the location that contains this one (a floor's site, a desk's floor), null at the top.
   * A service that leaves it out has flat locations; the client detects that and filters without it.
   */
  parentId: z.string().nullable().optional().meta({
    'x-extension': true,
    description:
      'Extension: the id of the location that contains this one (a floor of a site, a desk of a floor); null at the top. Absent: the service does not say.',
  }),
})
export type Location = z.infer<typeof LocationSchema>
export const LocationListResponseSchema = z.object({
  status: OkStatus,
  locations: z.array(LocationSchema),
})

export const HealthResponseSchema = z.object({
  status: OkStatus,
  startedAt: z.iso.datetime().optional().meta({
    description:
      'When this service process started. A new value means it restarted, and forgot the devices that were registered and never paired.',
  }),
})
