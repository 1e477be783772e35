import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { Role } from '#shared/api/index.ts'
import { transaction } from './database.ts'

export interface UserRecord {
  username: string
  passwordHash: string
  role: Role
  tenantId?: string
  accountId?: string
}

export interface ApiKeyEntry {
  id: string
  name: string
  secretDigest: string
  role: Role
  tenantId: string
  accountId?: string
  createdAt: string
  lastUsedAt?: string
  expiresAt?: string
  revokedAt?: string
}

function optional(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : String(value)
}

/**
 * Users, API keys and login sessions. Secrets exist here only as digests: API key secrets and
 * session tokens as SHA-256, passwords as scrypt hashes.
 */
export class PrincipalStore {
  /** API keys by secret digest: read once, then kept in step with every create and revoke. */
  private readonly apiKeysByDigest = new Map<string, ApiKeyEntry>()
  private readonly lastUsedChanged = new Set<ApiKeyEntry>()
  private lastUsedMs = Number.NaN
  private lastUsedIso = ''
  private readonly db: DatabaseSync
  private readonly selectUser: StatementSync
  private readonly insertSession: StatementSync
  private readonly selectSession: StatementSync
  private readonly deleteSession: StatementSync
  private readonly deleteExpired: StatementSync
  private readonly updateLastUsed: StatementSync
  private readonly insertApiKey: StatementSync
  private readonly updateRevoked: StatementSync

  constructor(db: DatabaseSync) {
    this.db = db
    this.selectUser = db.prepare(
      'SELECT username, password_hash, role, tenant_id, account_id FROM users WHERE username = ?',
    )
    this.insertSession = db.prepare(
      'INSERT INTO sessions (token_digest, username, expires_at) VALUES (?, ?, ?)',
    )
    this.selectSession = db.prepare(
      `SELECT u.username, u.password_hash, u.role, u.tenant_id, u.account_id, s.expires_at
       FROM sessions s JOIN users u ON u.username = s.username WHERE s.token_digest = ?`,
    )
    this.deleteSession = db.prepare('DELETE FROM sessions WHERE token_digest = ?')
    this.deleteExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')
    this.updateLastUsed = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?')
    this.insertApiKey = db.prepare(
      `INSERT INTO api_keys (id, name, secret_digest, role, tenant_id, account_id, created_at,
                             expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    this.updateRevoked = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ?')
    const rows = db
      .prepare(
        `SELECT id, name, secret_digest, role, tenant_id, account_id, created_at, last_used_at,
                expires_at, revoked_at
         FROM api_keys ORDER BY rowid`,
      )
      .all()
    for (const row of rows) {
      this.apiKeysByDigest.set(String(row.secret_digest), {
        id: String(row.id),
        name: String(row.name),
        secretDigest: String(row.secret_digest),
        role: row.role as Role,
        tenantId: String(row.tenant_id),
        accountId: optional(row.account_id),
        createdAt: String(row.created_at),
        lastUsedAt: optional(row.last_used_at),
        expiresAt: optional(row.expires_at),
        revokedAt: optional(row.revoked_at),
      })
    }
  }

  user(username: string): UserRecord | undefined {
    const row = this.selectUser.get(username)
    return row ? toUser(row) : undefined
  }

  apiKeyByDigest(digest: string): ApiKeyEntry | undefined {
    return this.apiKeysByDigest.get(digest)
  }

  apiKeys(): ApiKeyEntry[] {
    return [...this.apiKeysByDigest.values()]
  }

  apiKeyById(id: string): ApiKeyEntry | undefined {
    for (const entry of this.apiKeysByDigest.values()) if (entry.id === id) return entry
    return undefined
  }

  /** Written at once (not at close like lastUsedAt): a key the service answered with must survive a crash. */
  addApiKey(entry: ApiKeyEntry): void {
    this.insertApiKey.run(
      entry.id,
      entry.name,
      entry.secretDigest,
      entry.role,
      entry.tenantId,
      entry.accountId ?? null,
      entry.createdAt,
      entry.expiresAt ?? null,
    )
    this.apiKeysByDigest.set(entry.secretDigest, entry)
  }

  /** Written before the answer: a revoked key must stay revoked across a restart. */
  revokeApiKey(entry: ApiKeyEntry, at: string): void {
    this.updateRevoked.run(at, entry.id)
    entry.revokedAt = at
  }

  /** Kept in memory and written in one go at close: a per-request fsync would halve throughput. */
  markUsed(entry: ApiKeyEntry, at: number): void {
    // Requests within one millisecond share the ISO string rather than each formatting it.
    if (at !== this.lastUsedMs) {
      this.lastUsedMs = at
      this.lastUsedIso = new Date(at).toISOString()
    }
    entry.lastUsedAt = this.lastUsedIso
    this.lastUsedChanged.add(entry)
  }

  flushLastUsed(): void {
    if (this.lastUsedChanged.size === 0) return
    transaction(this.db, () => {
      for (const entry of this.lastUsedChanged) {
        this.updateLastUsed.run(entry.lastUsedAt ?? null, entry.id)
      }
    })
    this.lastUsedChanged.clear()
  }

  createSession(tokenDigest: string, username: string, expiresAt: number): void {
    this.insertSession.run(tokenDigest, username, expiresAt)
  }

  /** The user of a live session; an expired session is deleted and yields nothing. */
  sessionUser(tokenDigest: string, now: number): UserRecord | undefined {
    const row = this.selectSession.get(tokenDigest)
    if (!row) return undefined
    if (Number(row.expires_at) <= now) {
      this.deleteSession.run(tokenDigest)
      return undefined
    }
    return toUser(row)
  }

  endSession(tokenDigest: string): boolean {
    return Number(this.deleteSession.run(tokenDigest).changes) > 0
  }

  purgeExpiredSessions(now: number): void {
    this.deleteExpired.run(now)
  }
}

function toUser(row: Record<string, unknown>): UserRecord {
  return {
    username: String(row.username),
    passwordHash: String(row.password_hash),
    role: row.role as Role,
    tenantId: optional(row.tenant_id),
    accountId: optional(row.account_id),
  }
}
