import { z } from 'zod'
import {
  DEVICE_TYPE_VALUES,
  DeviceTypeSchema,
  IdSchema,
  LIMITS,
  LoginRequestSchema,
  RoleSchema,
} from '../../shared/api/index.ts'
import { validate } from '../../shared/serial-id/index.ts'

const NameSchema = z.string().min(1).max(LIMITS.nameLength)

const LocationSeedSchema = z.strictObject({ id: IdSchema, name: NameSchema })
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
const ApiKeySeedSchema = z.strictObject({
  id: IdSchema,
  name: NameSchema,
  /** At least 128 bits of entropy in any encoding is ~22 characters; shorter is refused. */
  secret: z.string().min(22, 'secret must be at least 22 characters').max(512),
  ...ScopedSchema,
})
const DeviceSeedSchema = z.strictObject({
  accountId: IdSchema,
  serialId: z.string().min(1).max(LIMITS.serialIdLength),
  deviceType: DeviceTypeSchema,
  name: z.string().max(LIMITS.nameLength),
  info: z.string().max(LIMITS.infoLength),
  locationId: IdSchema.optional(),
})

type Scoped = { role: string; tenantId?: string; accountId?: string }
type Issue = { path: (string | number)[]; message: string }

/** Role and scope agree, and the scope exists. */
function scopeIssues(
  entry: Scoped,
  accountTenant: Map<string, string>,
  tenants: Set<string>,
  isKey: boolean,
): Issue[] {
  const issues: Issue[] = []
  if (entry.accountId !== undefined) {
    const tenantOfAccount = accountTenant.get(entry.accountId)
    if (tenantOfAccount === undefined)
      issues.push({ path: ['accountId'], message: `unknown account "${entry.accountId}"` })
    else if (entry.tenantId !== undefined && entry.tenantId !== tenantOfAccount) {
      issues.push({
        path: ['tenantId'],
        message: `account "${entry.accountId}" belongs to tenant "${tenantOfAccount}"`,
      })
    }
  }
  if (entry.tenantId !== undefined && !tenants.has(entry.tenantId)) {
    issues.push({ path: ['tenantId'], message: `unknown tenant "${entry.tenantId}"` })
  }
  if (entry.role === 'accountAdmin' && entry.accountId === undefined) {
    issues.push({ path: ['accountId'], message: 'an accountAdmin needs an accountId' })
  }
  if (
    entry.role === 'tenantAdmin' &&
    (entry.tenantId === undefined || entry.accountId !== undefined)
  ) {
    issues.push({ path: ['tenantId'], message: 'a tenantAdmin needs a tenantId and no accountId' })
  }
  const needsScope = isKey || entry.role === 'member'
  if (needsScope && entry.tenantId === undefined && entry.accountId === undefined) {
    issues.push({
      path: ['tenantId'],
      message: `${isKey ? 'an API key' : 'a member'} needs a tenantId or an accountId`,
    })
  }
  return issues
}

/** The seed file: shape first, then every cross-reference, each issue naming its entry. */
export const SeedSchema = z
  .strictObject({
    tenants: z.array(TenantSeedSchema).min(1, 'the seed needs at least one tenant'),
    users: z.array(UserSeedSchema).default([]),
    apiKeys: z.array(ApiKeySeedSchema).default([]),
    devices: z.array(DeviceSeedSchema).default([]),
  })
  .superRefine((seed, ctx) => {
    const report = (prefix: (string | number)[], issue: Issue) =>
      ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path], message: issue.message })
    const tenants = new Set<string>()
    const accountTenant = new Map<string, string>()
    const locations = new Set<string>()
    seed.tenants.forEach((tenant, t) => {
      if (tenants.has(tenant.id))
        report(['tenants', t, 'id'], { path: [], message: `duplicate tenant id "${tenant.id}"` })
      tenants.add(tenant.id)
      tenant.accounts.forEach((account, a) => {
        if (accountTenant.has(account.id)) {
          report(['tenants', t, 'accounts', a, 'id'], {
            path: [],
            message: `duplicate account id "${account.id}"`,
          })
        }
        accountTenant.set(account.id, tenant.id)
        account.locations.forEach((location, l) => {
          const key = `${account.id}\n${location.id}`
          if (locations.has(key)) {
            report(['tenants', t, 'accounts', a, 'locations', l, 'id'], {
              path: [],
              message: `duplicate location id "${location.id}"`,
            })
          }
          locations.add(key)
        })
      })
    })
    const seen = {
      users: new Set<string>(),
      keys: new Set<string>(),
      secrets: new Set<string>(),
      devices: new Set<string>(),
    }
    seed.users.forEach((user, i) => {
      if (seen.users.has(user.username))
        report(['users', i, 'username'], {
          path: [],
          message: `duplicate username "${user.username}"`,
        })
      seen.users.add(user.username)
      for (const issue of scopeIssues(user, accountTenant, tenants, false))
        report(['users', i], issue)
    })
    seed.apiKeys.forEach((key, i) => {
      if (seen.keys.has(key.id))
        report(['apiKeys', i, 'id'], { path: [], message: `duplicate API key id "${key.id}"` })
      if (seen.secrets.has(key.secret))
        report(['apiKeys', i, 'secret'], { path: [], message: 'two API keys share a secret' })
      seen.keys.add(key.id)
      seen.secrets.add(key.secret)
      for (const issue of scopeIssues(key, accountTenant, tenants, true))
        report(['apiKeys', i], issue)
    })
    seed.devices.forEach((device, i) => {
      if (!accountTenant.has(device.accountId)) {
        report(['devices', i, 'accountId'], {
          path: [],
          message: `unknown account "${device.accountId}"`,
        })
      }
      const key = `${device.accountId}\n${device.serialId}`
      if (seen.devices.has(key))
        report(['devices', i, 'serialId'], {
          path: [],
          message: `duplicate serial id "${device.serialId}"`,
        })
      seen.devices.add(key)
      if (
        device.locationId !== undefined &&
        !locations.has(`${device.accountId}\n${device.locationId}`)
      ) {
        report(['devices', i, 'locationId'], {
          path: [],
          message: `unknown location "${device.locationId}" in account "${device.accountId}"`,
        })
      }
      // A bad deviceType is reported by its own issue; the layout cannot be judged without it.
      if (!(DEVICE_TYPE_VALUES as readonly number[]).includes(device.deviceType)) return
      const layout = validate(device.deviceType, device.serialId)
      if (!layout.ok) {
        const why = layout.errors.map((error) => error.message).join(' ')
        report(['devices', i, 'serialId'], {
          path: [],
          message: `${why} Expected ${layout.expectedLayout}.`,
        })
      }
    })
  })
export type Seed = z.infer<typeof SeedSchema>

/** One line per issue: "devices[3].serialId: <why>". */
export function describeSeedIssues(error: z.ZodError): string {
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
