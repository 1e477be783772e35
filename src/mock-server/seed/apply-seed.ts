import type { DatabaseSync } from 'node:sqlite'
import { hashPassword } from '../auth/passwords.ts'
import type { ScryptParams } from '../auth/passwords.ts'
import { digest } from '../auth/secrets.ts'
import { migrate, transaction } from '../store/database.ts'
import type { Seed } from './seed-schema.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The tenant of an entry: its own, or its account's. */
function tenantOf(seed: Seed, entry: { tenantId?: string; accountId?: string }): string | null {
  if (entry.tenantId) return entry.tenantId
  const tenant = seed.tenants.find((t) => t.accounts.some((a) => a.id === entry.accountId))
  return tenant?.id ?? null
}

/**
 * Creates the schema and writes the seed in one transaction, so a crash leaves no half-seeded database.
 * Passwords are hashed first (async, a few at a time); secrets are stored as digests only.
 */
export async function applySeed(
  db: DatabaseSync,
  seed: Seed,
  options: { scrypt: ScryptParams; now: Date },
): Promise<void> {
  const hashes = await Promise.all(
    seed.users.map((user) => hashPassword(user.password, options.scrypt)),
  )
  transaction(db, () => {
    migrate(db)
    const tenant = db.prepare('INSERT INTO tenants (id, name) VALUES (?, ?)')
    const account = db.prepare('INSERT INTO accounts (id, tenant_id, name) VALUES (?, ?, ?)')
    const location = db.prepare(
      'INSERT INTO locations (account_id, id, name, parent_id) VALUES (?, ?, ?, ?)',
    )
    for (const t of seed.tenants) {
      tenant.run(t.id, t.name)
      for (const a of t.accounts) {
        account.run(a.id, t.id, a.name)
        for (const l of a.locations) location.run(a.id, l.id, l.name, l.parentId ?? null)
      }
    }
    const user = db.prepare(
      'INSERT INTO users (username, password_hash, role, tenant_id, account_id) VALUES (?, ?, ?, ?, ?)',
    )
    seed.users.forEach((u, i) => {
      user.run(u.username, hashes[i] ?? '', u.role, tenantOf(seed, u), u.accountId ?? null)
    })
    const apiKey = db.prepare(
      `INSERT INTO api_keys (id, name, secret_digest, role, tenant_id, account_id, created_at,
                             last_used_at, expires_at, revoked_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    // Key dates are relative to this moment, so a freshly seeded demo shows every status at any date.
    const day = (offsetDays: number | undefined) =>
      offsetDays === undefined
        ? null
        : new Date(options.now.getTime() + offsetDays * DAY_MS).toISOString()
    for (const k of seed.apiKeys) {
      apiKey.run(
        k.id,
        k.name,
        digest(k.secret),
        k.role,
        tenantOf(seed, k),
        k.accountId ?? null,
        day(-(k.createdDaysAgo ?? 0)),
        day(k.lastUsedDaysAgo === undefined ? undefined : -k.lastUsedDaysAgo),
        day(k.expiresInDays),
        day(k.revokedDaysAgo === undefined ? undefined : -k.revokedDaysAgo),
      )
    }
    const device = db.prepare(
      `INSERT INTO devices (account_id, serial_id, device_type, name, info, location_id, source)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    for (const d of seed.devices) {
      device.run(
        d.accountId,
        d.serialId,
        d.deviceType,
        d.name,
        d.info,
        d.locationId ?? null,
        d.source ?? 'sensor',
      )
    }
  })
}
