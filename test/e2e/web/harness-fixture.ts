import { test as base, expect } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startRemoteService, type RemoteService } from './mock-service.ts'

export interface Harness {
  url: string
  serviceUrl: string
  configDir: string
}

const CLI = resolve(import.meta.dirname, '../../../src/web-harness/cli.ts')

/** Starts `node src/web-harness/cli.ts` as a child and reads the URLs it prints. */
export async function startHarness(
  extraArgs: string[] = [],
): Promise<{ harness: Harness; child: ChildProcess }> {
  const configDir = await mkdtemp(join(tmpdir(), 'dra-e2e-'))
  const keychainService = `dra-e2e-${randomBytes(6).toString('hex')}`
  const child = spawn(
    process.execPath,
    [
      CLI,
      '--port',
      '0',
      '--config-dir',
      configDir,
      '--keychain-service',
      keychainService,
      ...extraArgs,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const harness = await new Promise<Harness>((resolvePromise, reject) => {
    let stdout = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const app = /^App: (\S+)$/m.exec(stdout)?.[1]
      const service = /^Mock service: (\S+)$/m.exec(stdout)?.[1]
      if (app && service) resolvePromise({ url: app, serviceUrl: service, configDir })
    })
    child.once('exit', (code) => reject(new Error(`web harness exited with ${code}: ${stderr}`)))
  })
  return { harness, child }
}

/**
 * A harness started with --emit-from-stdin: emit() sends main's events to the page, connected()
 * resolves once a page has opened its event stream (its first window.api.on).
 */
export async function startEventHarness(extraArgs: string[] = []) {
  const { harness, child } = await startHarness(['--emit-from-stdin', ...extraArgs])
  let stdout = ''
  let stderr = ''
  const waiters: Array<() => void> = []
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    for (const wake of waiters.splice(0)) wake()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
    for (const wake of waiters.splice(0)) wake()
  })
  const until = async (ready: () => boolean) => {
    while (!ready()) await new Promise<void>((wake) => waiters.push(wake))
  }
  return {
    harness,
    child,
    emit: (line: string) => void child.stdin?.write(`${line}\n`),
    /** Restarts the embedded service on its data folder, as a crash and restart would. */
    restartService: async () => {
      const before = stdout.split('Service restarted').length
      child.stdin?.write('restart-service\n')
      await until(() => stdout.split('Service restarted').length > before)
    },
    connected: () => until(() => stdout.includes('Event stream connected')),
    stderrLine: (text: string) => until(() => stderr.includes(text)),
  }
}

export async function stopHarness(child: ChildProcess, configDir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await exited
  }
  await rm(configDir, { recursive: true, force: true })
}

/**
 * Each test gets its own harness: its own config dir, keychain service and mock service data; a test
 * that names `remote` gets a second, "remote" service too, stopped and deleted afterwards.
 */
export const test = base.extend<{ harness: Harness; remote: RemoteService }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  harness: async ({}, use) => {
    const { harness, child } = await startHarness()
    await use(harness)
    await stopHarness(child, harness.configDir)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  remote: async ({}, use) => {
    const remote = await startRemoteService()
    await use(remote)
    await remote.stop()
  },
})

export { expect }
