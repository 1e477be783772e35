/** The mock admin service: plain Node, embeddable (Electron utilityProcess, tests) and headless (cli.ts). */
export { startMockServer } from './server.ts'
export type { MockServerOptions, RunningMockServer } from './server.ts'
export { SeedSchema, parseSeed } from './seed/seed-schema.ts'
export type { Seed } from './seed/seed-schema.ts'
export { readSeedFile } from './seed/seed-file.ts'
