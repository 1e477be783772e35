/**
 * The one schema of the mock service's database, as numbered migrations. `PRAGMA user_version` holds
 * the number of the last one applied; a new change is a new entry, never an edit of an old one.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE tenants (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL
      ) STRICT;
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants (id),
        name TEXT NOT NULL
      ) STRICT;
      CREATE TABLE locations (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (account_id, id)
      ) STRICT;
      CREATE TABLE users (
        username TEXT PRIMARY KEY,
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL,
        tenant_id TEXT REFERENCES tenants (id),
        account_id TEXT REFERENCES accounts (id)
      ) STRICT;
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        secret_digest TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL,
        tenant_id TEXT NOT NULL REFERENCES tenants (id),
        account_id TEXT REFERENCES accounts (id),
        created_at TEXT NOT NULL,
        last_used_at TEXT
      ) STRICT;
      CREATE TABLE sessions (
        token_digest TEXT PRIMARY KEY,
        username TEXT NOT NULL REFERENCES users (username),
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE devices (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        serial_id TEXT NOT NULL,
        device_type INTEGER NOT NULL,
        name TEXT NOT NULL,
        info TEXT NOT NULL,
        location_id TEXT,
        source TEXT NOT NULL CHECK (source IN ('sensor', 'admin')),
        PRIMARY KEY (account_id, serial_id)
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: 'location hierarchy',
    // The location that contains this one (a floor's site, a desk's floor); null at the top.
    sql: 'ALTER TABLE locations ADD COLUMN parent_id TEXT;',
  },
  {
    version: 3,
    name: 'api key lifecycle',
    // ISO 8601 moments; null: the key never expires / is not revoked.
    sql: `
      ALTER TABLE api_keys ADD COLUMN expires_at TEXT;
      ALTER TABLE api_keys ADD COLUMN revoked_at TEXT;
    `,
  },
  {
    version: 4,
    name: 'sensor reports',
    // ISO 8601: when a sensor (the demo service playing one) last reported exactly this serial id; null: never.
    sql: 'ALTER TABLE devices ADD COLUMN last_reported_at TEXT;',
  },
]
