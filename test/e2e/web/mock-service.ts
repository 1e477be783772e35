import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const CLI = resolve(import.meta.dirname, '../../../src/mock-server/cli.mjs')

/** Runs the mock service's command line on a port and data folder; resolves once it listens. */
function launch(port: number, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [CLI, '--port', String(port), '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolveUrl, reject) => {
    let stdout = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const found = /listening on (\S+)/.exec(stdout)?.[1]
      if (found) resolveUrl({ url: found, child })
    })
    child.once('exit', (code) => reject(new Error(`mock service exited with ${code}: ${stderr}`)))
  })
}

async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

/**
 * A second, separate mock service (the demo seed) that plays the "remote" admin service. It can be
 * stopped and started again on the same port and data, as a real service restarts.
 */
export type RemoteService = Awaited<ReturnType<typeof startRemoteService>>

export async function startRemoteService() {
  const dataDir = await mkdtemp(join(tmpdir(), 'dra-remote-'))
  const first = await launch(0, dataDir)
  const url = first.url
  const port = Number(new URL(url).port)
  let child = first.child
  return {
    url,
    /** Stops the service; its database stays for the next start. */
    pause: () => end(child),
    /** Starts it again on the same port and data (devices never paired are gone, as the spec says). */
    resume: async () => void ({ child } = await launch(port, dataDir)),
    /** Stops it for good and deletes its data. */
    stop: async () => {
      await end(child)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
