import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const CLI = resolve(import.meta.dirname, '../../../src/mock-server/cli.mjs')

/** A second, separate mock service (the demo seed) that plays the "remote" admin service. */
export async function startRemoteService(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dra-remote-'))
  const child: ChildProcess = spawn(process.execPath, [CLI, '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = await new Promise<string>((resolveUrl, reject) => {
    let stdout = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const found = /listening on (\S+)/.exec(stdout)?.[1]
      if (found) resolveUrl(found)
    })
    child.once('exit', (code) => reject(new Error(`mock service exited with ${code}: ${stderr}`)))
  })
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        await exited
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
