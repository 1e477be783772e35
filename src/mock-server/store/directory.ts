import type { DatabaseSync } from 'node:sqlite'

export interface TenantRecord {
  id: string
  name: string
}
export interface AccountRecord {
  id: string
  name: string
  tenantId: string
}
export interface LocationRecord {
  id: string
  name: string
  accountId: string
  /** The location that contains this one; null at the top. */
  parentId: string | null
}

/** Tenants, accounts and locations: fixed by the seed, so read once and served from memory. */
export class Directory {
  readonly tenants = new Map<string, TenantRecord>()
  readonly accounts = new Map<string, AccountRecord>()
  private readonly locationsByAccount = new Map<string, Map<string, LocationRecord>>()

  constructor(db: DatabaseSync) {
    for (const row of db.prepare('SELECT id, name FROM tenants ORDER BY rowid').all()) {
      this.tenants.set(String(row.id), { id: String(row.id), name: String(row.name) })
    }
    for (const row of db.prepare('SELECT id, name, tenant_id FROM accounts ORDER BY rowid').all()) {
      const account = {
        id: String(row.id),
        name: String(row.name),
        tenantId: String(row.tenant_id),
      }
      this.accounts.set(account.id, account)
      this.locationsByAccount.set(account.id, new Map())
    }
    for (const row of db
      .prepare('SELECT account_id, id, name, parent_id FROM locations ORDER BY rowid')
      .all()) {
      const location = {
        id: String(row.id),
        name: String(row.name),
        accountId: String(row.account_id),
        parentId: row.parent_id === null ? null : String(row.parent_id),
      }
      this.locationsByAccount.get(location.accountId)?.set(location.id, location)
    }
  }

  locations(accountId: string): LocationRecord[] {
    return [...(this.locationsByAccount.get(accountId)?.values() ?? [])]
  }

  hasLocation(accountId: string, locationId: string): boolean {
    return this.locationsByAccount.get(accountId)?.has(locationId) ?? false
  }
}
