import type { Seed } from '../seed/seed-schema.ts'

/** The sign-ins a seed offers; secrets only when they are the shipped demo's, which are public anyway. */
export function describeCredentials(seed: Seed, showSecrets: boolean): string {
  const scope = (entry: { tenantId?: string; accountId?: string }) =>
    entry.accountId
      ? `account ${entry.accountId}`
      : entry.tenantId
        ? `tenant ${entry.tenantId}`
        : 'everything'
  const lines = ['Users:']
  for (const user of seed.users) {
    lines.push(
      `  ${user.username.padEnd(16)} ${user.role.padEnd(13)} ${scope(user)}${showSecrets ? `  password: ${user.password}` : ''}`,
    )
  }
  lines.push('API keys (send as X-API-Key):')
  for (const key of seed.apiKeys) {
    lines.push(
      `  ${key.name.padEnd(32)} ${key.role.padEnd(13)} ${scope(key)}${showSecrets ? `  key: ${key.secret}` : ''}`,
    )
  }
  return lines.join('\n')
}
