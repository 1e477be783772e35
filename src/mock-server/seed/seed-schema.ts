import { z } from 'zod'
import {
  DeviceTypeSchema,
  IdSchema,
  LIMITS,
  LoginRequestSchema,
  RoleSchema,
} from '#shared/api/index.ts'
import { wellFormedOnly } from '#shared/well-formed.ts'
import { seedReferenceIssues } from './seed-references.ts'

const NameSchema = z.string().min(1).max(LIMITS.nameLength)

const LocationSeedSchema = z.strictObject({
  id: IdSchema,
  name: NameSchema,
  /** The location of the same account that contains this one (a floor's site, a desk's floor). */
  parentId: IdSchema.optional(),
})
const AccountSeedSchema = z.strictObject({
  id: IdSchema,
  name: NameSchema,
  locations: z.array(LocationSeedSchema).default([]),
})
const TenantSeedSchema = z.strictObject({
  id: IdSchema,
  name: NameSchema,
  accounts: z.array(AccountSeedSchema).default([]),
})

const ScopedSchema = {
  role: RoleSchema,
  tenantId: IdSchema.optional(),
  accountId: IdSchema.optional(),
}
const UserSeedSchema = z.strictObject({
  username: LoginRequestSchema.shape.username,
  password: LoginRequestSchema.shape.password,
  ...ScopedSchema,
})
/** Whole days, counted from the moment the seed is applied, so a fresh demo always shows the same ages. */
const Days = z.number().int('must be a whole number of days').min(-36_500).max(36_500)
const DaysAgo = Days.min(0, 'must be 0 or more (days before the seed is applied)')

const ApiKeySeedSchema = z.strictObject({
  id: IdSchema,
  name: NameSchema,
  /** At least 128 bits of entropy in any encoding is ~22 characters; shorter is refused. */
  secret: z.string().min(22, 'secret must be at least 22 characters').max(512),
  ...ScopedSchema,
  /** Created this many days before the seed is applied (default 0: then). */
  createdDaysAgo: DaysAgo.optional(),
  /** Last used this many days before the seed is applied (default: never used). */
  lastUsedDaysAgo: DaysAgo.optional(),
  /** Expires this many days after the seed is applied; negative: had expired already (default: never). */
  expiresInDays: Days.optional(),
  /** Revoked this many days before the seed is applied (default: not revoked). */
  revokedDaysAgo: DaysAgo.optional(),
})
const DeviceSeedSchema = z.strictObject({
  accountId: IdSchema,
  serialId: z.string().min(1).max(LIMITS.serialIdLength),
  deviceType: DeviceTypeSchema,
  name: z.string().max(LIMITS.nameLength),
  info: z.string().max(LIMITS.infoLength),
  locationId: IdSchema.optional(),
  /** Who put it there: a sensor's report (the default) or an admin's registration. */
  source: z.enum(['sensor', 'admin']).optional(),
})

/** The seed file: shape first, then every cross-reference and lone surrogate, each issue naming its entry. */
export const SeedSchema = wellFormedOnly(
  z
    .strictObject({
      tenants: z.array(TenantSeedSchema).min(1, 'the seed needs at least one tenant'),
      users: z.array(UserSeedSchema).default([]),
      apiKeys: z.array(ApiKeySeedSchema).default([]),
      devices: z.array(DeviceSeedSchema).default([]),
    })
    .superRefine((seed, ctx) => {
      for (const issue of seedReferenceIssues(seed)) ctx.addIssue({ code: 'custom', ...issue })
    }),
)
export type Seed = z.infer<typeof SeedSchema>

/** One line per issue: "devices[3].serialId: <why>". */
function describeSeedIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path
        .map((part, index) =>
          typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
        )
        .join('')
      return `${path || '(seed)'}: ${issue.message}`
    })
    .join('\n')
}

/** Parses an already-loaded seed; throws an Error whose message names each bad entry. */
export function parseSeed(input: unknown): Seed {
  const result = SeedSchema.safeParse(input)
  if (!result.success) throw new Error(`Invalid seed:\n${describeSeedIssues(result.error)}`)
  return result.data
}
