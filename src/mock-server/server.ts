import { accessSync, constants } from 'node:fs'
import type { DatabaseSync } from 'node:sqlite'
import { buildApp } from './app.ts'
import { CONNECTION_TIMEOUT_MS } from './http/timeouts.ts'
import type { ServiceLogger } from './app.ts'
import { DEFAULT_LOGIN_LIMITS, LoginLimiter } from './auth/login-limiter.ts'
import type { LoginLimits } from './auth/login-limiter.ts'
import { OWASP_SCRYPT } from './auth/passwords.ts'
import type { ScryptParams } from './auth/passwords.ts'
import type { LogLevel } from '#shared/log-line.ts'
import { isLoopbackHost } from '#shared/net/loopback.ts'
import { applySeed } from './seed/apply-seed.ts'
import demoSeed from './seed/demo.json' with { type: 'json' }
import { parseSeed } from './seed/seed-schema.ts'
import { hasDatabase, migrate, openDatabase, transaction } from './store/database.ts'
import { DEFAULT_MAX_UNPAIRED_PER_ACCOUNT, DeviceRegistry } from './store/device-registry.ts'
import { Directory } from './store/directory.ts'
import { PrincipalStore } from './store/principal-store.ts'
import { ensurePrivateDir } from '#node-support/private-files.ts'

export interface MockServerOptions {
  /** 0 (the default) lets the OS pick a free port. */
  port?: number
  host?: string
  /** Where the SQLite database lives; created if missing. */
  dataDir: string
  /** An already-loaded seed (validated here); undefined: the shipped demo seed. Applied only to a new data dir. */
  seed?: unknown
  /** Receives log lines up to logLevel: one per request at info (method, route, status, time); default: none. */
  logger?: ServiceLogger | false
  /** Default info. */
  logLevel?: LogLevel
  /** Tests only: cheaper scrypt. Production always uses OWASP's parameters. */
  scryptParams?: ScryptParams
  loginLimits?: Partial<LoginLimits>
  sessionTtlMs?: number
  /**
   * Default 60 s (CONNECTION_TIMEOUT_MS): how long a request may take to arrive (then 408 and the
   * connection closes), and how long a connection may stay open with no request (then it closes).
   */
  connectionTimeoutMs?: number
  /** Devices registered and never paired that one account may hold (memory only); default 10,000. */
  maxUnpairedDevicesPerAccount?: number
  /** Tests only: the clock, in epoch milliseconds. */
  now?: () => number
}

export interface RunningMockServer {
  url: string
  port: number
  /** True when this start created the database from the seed. */
  seeded: boolean
  /** Finishes in-flight requests, then closes the database. */
  close(): Promise<void>
}

const DEFAULT_SESSION_TTL_MS = 8 * 60 * 60_000

function prepareDataDir(dataDir: string): void {
  try {
    ensurePrivateDir(dataDir)
    accessSync(dataDir, constants.R_OK | constants.W_OK)
  } catch (error) {
    throw unusable(dataDir, error)
  }
}

function unusable(dataDir: string, error: unknown): Error {
  return new Error(`The data directory ${dataDir} is unusable: ${(error as Error).message}`, {
    cause: error,
  })
}

async function openStore(options: MockServerOptions, scrypt: ScryptParams, now: () => number) {
  let seeded: boolean
  try {
    seeded = !hasDatabase(options.dataDir)
  } catch (error) {
    throw unusable(options.dataDir, error)
  }
  // A bad seed is refused before anything is written.
  const seed = seeded ? parseSeed(options.seed ?? demoSeed) : undefined
  let db: DatabaseSync
  try {
    db = openDatabase(options.dataDir)
  } catch (error) {
    throw unusable(options.dataDir, error)
  }
  try {
    if (seed) await applySeed(db, seed, { scrypt, now: new Date(now()) })
    else transaction(db, () => migrate(db))
  } catch (error) {
    db.close()
    throw error
  }
  return { db, seeded }
}

/** Starts the mock admin service; resolves once it listens. */
export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  const scrypt = options.scryptParams ?? OWASP_SCRYPT
  prepareDataDir(options.dataDir)
  const { db, seeded } = await openStore(options, scrypt, now)
  const principals = new PrincipalStore(db)
  const ctx = {
    directory: new Directory(db),
    devices: new DeviceRegistry(db),
    principals,
    limiter: new LoginLimiter({ ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits }, now),
    scrypt,
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    maxUnpairedDevices: options.maxUnpairedDevicesPerAccount ?? DEFAULT_MAX_UNPAIRED_PER_ACCOUNT,
    now,
  }
  let closing: Promise<void> | undefined
  // Fail closed until the bound address is known.
  let loopbackBound = true
  const app = buildApp(ctx, {
    guardHost: () => loopbackBound,
    logger: options.logger || undefined,
    logLevel: options.logLevel ?? 'info',
    isClosing: () => closing !== undefined,
    connectionTimeoutMs: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
  })
  try {
    await app.listen({ port: options.port ?? 0, host })
  } catch (error) {
    db.close()
    throw error
  }
  const address = app.server.address()
  // The bound address settles it: "127.1" or "0:0:0:0:0:0:0:1" name loopback too.
  loopbackBound =
    isLoopbackHost(host) ||
    (typeof address === 'object' && address !== null && isLoopbackHost(address.address))
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0)
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${port}`,
    port,
    seeded,
    close() {
      closing ??= app.close().then(() => {
        ctx.devices.flush()
        principals.flushLastUsed()
        db.close()
      })
      return closing
    },
  }
}
