import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'
import { startMockServer, type RunningMockServer } from '#mock-server/index.ts'
import { createAppCore, type AppCoreOptions } from '#core/core.ts'
import {
  KeychainUnavailableError,
  type CredentialStore,
} from '#core/credentials/credential-store.ts'
import { createKeychainStore } from '#core/credentials/keychain-store.ts'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import type { Dispatch } from '#core/ipc/dispatch.ts'
import type { IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { IpcError } from '#shared/ipc/result.ts'

/** Cheap password hashing: the mock server's production scrypt costs ~0.3 s per hash. */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 }

/** The demo seed's public credentials (src/mock-server/seed/demo.json). */
export const DEMO = {
  berlinAdminKey: 'demo-account-admin-key-berlin-hq-4c1f9a2e',
  tenantAdminKey: 'demo-tenant-admin-key-northwind-5e8a1c3d',
  tenantAdmin: { username: 'tenant.admin', password: 'demo-tenant-admin' },
  berlinAdmin: { username: 'berlin.admin', password: 'demo-account-admin' },
  berlinMember: { username: 'berlin.member', password: 'demo-member' },
} as const

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {})
})

/** Runs after the current test, last registered first. */
export function onCleanup(cleanup: () => Promise<unknown>): void {
  cleanups.push(cleanup)
}

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dra-main-'))
  onCleanup(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** A keychain namespace of its own per test, emptied afterwards. */
export function testKeychain(): CredentialStore & { accounts: Set<string> } {
  const store = createKeychainStore(`dra-test-${process.pid}-${randomBytes(6).toString('hex')}`)
  const accounts = new Set<string>()
  onCleanup(async () => {
    for (const account of accounts) await store.delete(account)
  })
  return {
    accounts,
    get: (account) => store.get(account),
    set: async (account, secret) => {
      accounts.add(account)
      await store.set(account, secret)
    },
    delete: (account) => store.delete(account),
    whereKept: store.whereKept,
  }
}

/** What the keychain store throws without a Secret Service (see credentials.test.ts for the real one). */
export const NO_KEYCHAIN_REASON = 'Platform failure: DBus error: no session bus'
export const brokenKeychain: CredentialStore = {
  get: async () => {
    throw new KeychainUnavailableError(NO_KEYCHAIN_REASON)
  },
  set: async () => {
    throw new KeychainUnavailableError(NO_KEYCHAIN_REASON)
  },
  delete: async () => {
    throw new KeychainUnavailableError(NO_KEYCHAIN_REASON)
  },
}

/** A remote service whose login tokens last one minute, on a clock the test moves. */
export async function expiringTokenServer() {
  let now = Date.now()
  const server = await startMockServer({
    port: 0,
    dataDir: await tempDir(),
    scryptParams: TEST_SCRYPT,
    sessionTtlMs: 60_000,
    now: () => now,
  })
  onCleanup(() => server.close())
  return { url: server.url, passMinutes: (minutes: number) => (now += minutes * 60_000) }
}

/** The real mock server on a free port with its own data folder (a "remote" service for tests). */
export async function remoteMockServer(): Promise<RunningMockServer> {
  const server = await startMockServer({
    port: 0,
    dataDir: await tempDir(),
    scryptParams: TEST_SCRYPT,
  })
  onCleanup(() => server.close())
  return server
}

export async function testCore(
  options: Partial<AppCoreOptions> & { configDir?: string } = {},
): Promise<Awaited<ReturnType<typeof createAppCore>> & { configDir: string; logs: string[] }> {
  const configDir = options.configDir ?? (await tempDir())
  const logs: string[] = []
  const core = await createAppCore({
    ...options,
    configDir,
    credentials: options.credentials ?? testKeychain(),
    embedded:
      options.embedded ??
      inProcessEmbeddedService(path.join(configDir, 'mock-server'), { scryptParams: TEST_SCRYPT }),
    appName: 'Device Registry Admin',
    appVersion: '0.0.0-test',
    log: options.log ?? ((line) => logs.push(line)),
    http: { timeoutMs: 5_000, retries: 1, backoffMs: 10, ...options.http },
    ...(options.detector ? { detector: options.detector } : {}),
    ...(options.updates ? { updates: options.updates } : {}),
  })
  onCleanup(() => core.close())
  return { ...core, configDir, logs }
}

/** Unwraps a dispatch result, failing the test with the error when it is not ok. */
export function ok<T>(
  result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`)
  return result.value
}

/** Calls a method through the dispatch loop and returns its value (typed by the contract). */
export async function call<M extends IpcMethod>(
  dispatch: Dispatch,
  method: M,
  ...input: IpcInput<M> extends undefined ? [] : [IpcInput<M>]
): Promise<IpcOutput<M>> {
  return ok(await dispatch(method, input[0])) as IpcOutput<M>
}

/** Calls a method that must fail and returns its error. */
export async function fails(
  dispatch: Dispatch,
  method: IpcMethod,
  input?: unknown,
): Promise<IpcError> {
  const result = await dispatch(method, input)
  if (result.ok) throw new Error(`expected ${method} to fail, got ${JSON.stringify(result.value)}`)
  return result.error
}

/** The URL of a loopback port nothing listens on. */
export async function closedPortUrl(): Promise<string> {
  const { closedPort } = await import('./http-server.ts')
  return `http://127.0.0.1:${await closedPort()}`
}
