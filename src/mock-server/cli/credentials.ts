import { z } from 'zod'

const Scoped = {
  role: z.string(),
  tenantId: z.string().optional(),
  accountId: z.string().optional(),
}
/** Just what the listing needs; the full seed is validated by the server when it applies it. */
const SeedCredentialsSchema = z.object({
  users: z.array(z.object({ username: z.string(), password: z.string(), ...Scoped })).catch([]),
  apiKeys: z
    .array(
      z.object({
        name: z.string(),
        secret: z.string(),
        ...Scoped,
        expiresInDays: z.number().optional(),
        revokedDaysAgo: z.number().optional(),
      }),
    )
    .catch([]),
})

/** Demo keys that show the revoked and expired statuses are listed, but cannot sign in. */
function refusedNote(key: { expiresInDays?: number; revokedDaysAgo?: number }): string {
  if (key.revokedDaysAgo !== undefined) return '  (revoked: refused)'
  if (key.expiresInDays !== undefined && key.expiresInDays <= 0) return '  (expired: refused)'
  return ''
}

/** The sign-ins a seed offers; secrets only when they are the shipped demo's, which are public anyway. */
export function describeCredentials(seed: unknown, showSecrets: boolean): string {
  const parsed = SeedCredentialsSchema.safeParse(seed)
  const { users, apiKeys } = parsed.success ? parsed.data : { users: [], apiKeys: [] }
  const scope = (entry: { tenantId?: string; accountId?: string }) =>
    entry.accountId
      ? `account ${entry.accountId}`
      : entry.tenantId
        ? `tenant ${entry.tenantId}`
        : 'everything'
  const lines = ['Users:']
  for (const user of users) {
    const secret = showSecrets ? `  password: ${user.password}` : ''
    lines.push(`  ${user.username.padEnd(16)} ${user.role.padEnd(13)} ${scope(user)}${secret}`)
  }
  lines.push('API keys (send as X-API-Key):')
  for (const key of apiKeys) {
    const secret = showSecrets ? `  key: ${key.secret}` : ''
    lines.push(
      `  ${key.name.padEnd(32)} ${key.role.padEnd(13)} ${scope(key)}${secret}${refusedNote(key)}`,
    )
  }
  return lines.join('\n')
}
