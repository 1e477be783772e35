/**
 * The mock admin service's public entry: plain Node, embeddable (Electron utilityProcess, tests) and
 * headless (cli/run.ts). Main uses the service through this file only (lint). Light to import: the
 * server and its HTTP stack load on the first start, so the app's main process never parses them.
 */
import type { MockServerOptions, RunningMockServer } from './server.ts'

export type { MockServerOptions, RunningMockServer }
export { SeedSchema, parseSeed } from './seed/seed-schema.ts'
export type { Seed } from './seed/seed-schema.ts'
export { readSeedFile } from './seed/seed-file.ts'
/** The demo office every new offline profile starts with (public demo data, its keys included). */
export { default as demoSeed } from './seed/demo.json' with { type: 'json' }
/** Deletes a data folder's database (not while a service runs on it): the next start seeds it afresh. */
export { removeDatabase } from './store/database.ts'
export { SERVICE_NODE_FLAGS } from './node-flags.ts'

/**
 * Runs `npm run mock`'s command line in this process (it reads process.argv): 'serving' until SIGINT or
 * SIGTERM, 'done' after --help or --version. Loaded only when called.
 */
export async function runMockCommandLine(): Promise<'serving' | 'done'> {
  const { outcome } = await import('./cli/run.ts')
  return outcome
}

/** Starts the mock admin service; resolves once it listens (see MockServerOptions). */
export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const server = await import('./server.ts')
  return server.startMockServer(options)
}
