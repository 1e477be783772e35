import { DEVICE_TYPE_VALUES } from '#shared/api/index.ts'
import { validateLayout } from '#shared/serial-id/index.ts'

export type SeedIssue = { path: (string | number)[]; message: string }
type Scoped = { role: string; tenantId?: string; accountId?: string }

/** The parts of a seed the cross-reference checks read (the shape is already checked). */
export interface SeedShape {
  tenants: {
    id: string
    accounts: { id: string; locations: { id: string; parentId?: string }[] }[]
  }[]
  users: (Scoped & { username: string })[]
  apiKeys: (Scoped & {
    id: string
    secret: string
    createdDaysAgo?: number
    lastUsedDaysAgo?: number
    revokedDaysAgo?: number
  })[]
  devices: { accountId: string; serialId: string; deviceType: number; locationId?: string }[]
}

class Known {
  readonly tenants = new Set<string>()
  readonly accountTenant = new Map<string, string>()
  readonly locations = new Set<string>()
}

/** Role and scope agree, and the scope exists. */
function scopeIssues(entry: Scoped, known: Known, isKey: boolean): SeedIssue[] {
  const issues: SeedIssue[] = []
  const issue = (field: string, message: string) => issues.push({ path: [field], message })
  if (entry.accountId !== undefined) {
    const tenantOfAccount = known.accountTenant.get(entry.accountId)
    if (tenantOfAccount === undefined) issue('accountId', `unknown account "${entry.accountId}"`)
    else if (entry.tenantId !== undefined && entry.tenantId !== tenantOfAccount) {
      issue('tenantId', `account "${entry.accountId}" belongs to tenant "${tenantOfAccount}"`)
    }
  }
  if (entry.tenantId !== undefined && !known.tenants.has(entry.tenantId)) {
    issue('tenantId', `unknown tenant "${entry.tenantId}"`)
  }
  if (entry.role === 'accountAdmin' && entry.accountId === undefined) {
    issue('accountId', 'an accountAdmin needs an accountId')
  }
  if (
    entry.role === 'tenantAdmin' &&
    (entry.tenantId === undefined || entry.accountId !== undefined)
  ) {
    issue('tenantId', 'a tenantAdmin needs a tenantId and no accountId')
  }
  const needsScope = isKey || entry.role === 'member'
  if (needsScope && entry.tenantId === undefined && entry.accountId === undefined) {
    issue('tenantId', `${isKey ? 'an API key' : 'a member'} needs a tenantId or an accountId`)
  }
  return issues
}

function directoryIssues(seed: SeedShape, known: Known, report: (issue: SeedIssue) => void): void {
  seed.tenants.forEach((tenant, t) => {
    if (known.tenants.has(tenant.id))
      report({ path: ['tenants', t, 'id'], message: `duplicate tenant id "${tenant.id}"` })
    known.tenants.add(tenant.id)
    tenant.accounts.forEach((account, a) => {
      const at = ['tenants', t, 'accounts', a]
      if (known.accountTenant.has(account.id))
        report({ path: [...at, 'id'], message: `duplicate account id "${account.id}"` })
      known.accountTenant.set(account.id, tenant.id)
      account.locations.forEach((location, l) => {
        const key = `${account.id}\n${location.id}`
        if (known.locations.has(key)) {
          report({
            path: [...at, 'locations', l, 'id'],
            message: `duplicate location id "${location.id}"`,
          })
        }
        known.locations.add(key)
      })
      parentIssues(account.locations, (l, message) =>
        report({ path: [...at, 'locations', l, 'parentId'], message }),
      )
    })
  })
}

/** Every parent is another location of the same account, and no location contains itself. */
function parentIssues(
  locations: readonly { id: string; parentId?: string }[],
  report: (index: number, message: string) => void,
): void {
  const parents = new Map(locations.map((location) => [location.id, location.parentId]))
  locations.forEach((location, index) => {
    if (location.parentId === undefined) return
    if (!parents.has(location.parentId)) {
      report(index, `unknown parent location "${location.parentId}" in this account`)
      return
    }
    const seen = new Set([location.id])
    for (let up: string | undefined = location.parentId; up !== undefined; up = parents.get(up)) {
      if (seen.has(up)) {
        report(index, `the parents of location "${location.id}" run in a circle (through "${up}")`)
        return
      }
      seen.add(up)
    }
  })
}

/** A key is used or revoked only after it was created. */
function lifecycleIssues(key: SeedShape['apiKeys'][number]): SeedIssue[] {
  const created = key.createdDaysAgo ?? 0
  return (['lastUsedDaysAgo', 'revokedDaysAgo'] as const)
    .filter((field) => (key[field] ?? 0) > created)
    .map((field) => ({
      path: [field],
      message: `${key[field]} days ago is before the key was created (createdDaysAgo ${created})`,
    }))
}

/** Every cross-reference of a seed: duplicates, unknown ids, role/scope, serial id layouts. */
export function seedReferenceIssues(seed: SeedShape): SeedIssue[] {
  const issues: SeedIssue[] = []
  const report = (issue: SeedIssue) => issues.push(issue)
  const at = (prefix: (string | number)[]) => (issue: SeedIssue) =>
    report({ ...issue, path: [...prefix, ...issue.path] })
  const known = new Known()
  directoryIssues(seed, known, report)
  const seen = {
    users: new Set<string>(),
    keys: new Set<string>(),
    secrets: new Set<string>(),
    devices: new Set<string>(),
  }
  seed.users.forEach((user, i) => {
    if (seen.users.has(user.username))
      report({ path: ['users', i, 'username'], message: `duplicate username "${user.username}"` })
    seen.users.add(user.username)
    scopeIssues(user, known, false).forEach(at(['users', i]))
  })
  seed.apiKeys.forEach((key, i) => {
    if (seen.keys.has(key.id))
      report({ path: ['apiKeys', i, 'id'], message: `duplicate API key id "${key.id}"` })
    if (seen.secrets.has(key.secret))
      report({ path: ['apiKeys', i, 'secret'], message: 'two API keys share a secret' })
    seen.keys.add(key.id)
    seen.secrets.add(key.secret)
    scopeIssues(key, known, true).forEach(at(['apiKeys', i]))
    lifecycleIssues(key).forEach(at(['apiKeys', i]))
  })
  seed.devices.forEach((device, i) => {
    const issue = (field: string, message: string) =>
      report({ path: ['devices', i, field], message })
    if (!known.accountTenant.has(device.accountId))
      issue('accountId', `unknown account "${device.accountId}"`)
    const key = `${device.accountId}\n${device.serialId}`
    if (seen.devices.has(key)) issue('serialId', `duplicate serial id "${device.serialId}"`)
    seen.devices.add(key)
    if (
      device.locationId !== undefined &&
      !known.locations.has(`${device.accountId}\n${device.locationId}`)
    ) {
      issue(
        'locationId',
        `unknown location "${device.locationId}" in account "${device.accountId}"`,
      )
    }
    // A bad deviceType has its own issue; the layout cannot be judged without it.
    if (!(DEVICE_TYPE_VALUES as readonly number[]).includes(device.deviceType)) return
    const layout = validateLayout(
      device.deviceType as (typeof DEVICE_TYPE_VALUES)[number],
      device.serialId,
    )
    if (!layout.ok) {
      issue(
        'serialId',
        `${layout.errors.map((error) => error.message).join(' ')} Expected ${layout.expectedLayout}.`,
      )
    }
  })
  return issues
}
