import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { SERVICE_NODE_FLAGS } from '#mock-server/node-flags.ts'

/** The app's service host as electron-vite builds it (the utilityProcess entry). */
export const HOST_FILE = resolve('out/main/mock-server-host.js')

/** Builds the app (electron-vite), so the host measured is the one the package would hold. */
export function buildApp(): void {
  const built = spawnSync(resolve('node_modules/.bin/electron-vite'), ['build'], {
    stdio: 'ignore',
  })
  if (built.status !== 0) throw new Error('electron-vite build failed; run it to see why')
}

// Electron's parentPort, stood in for under Node (the binary cannot run here): it forwards the
// supervisor's start and stop messages and prints the URL the host reports.
const STAND_IN = `
import { EventEmitter } from 'node:events'
const [hostFile, dataDir] = process.argv.slice(1)
const port = Object.assign(new EventEmitter(), {
  postMessage(message) {
    if (message.type === 'listening') process.stdout.write('listening on ' + message.url + '\\n')
    if (message.type === 'failed') process.exit(1)
  },
})
process.parentPort = port
process.on('SIGTERM', () => port.emit('message', { data: { type: 'stop' } }))
await import(hostFile)
port.emit('message', { data: { type: 'start', options: { port: 0, host: '127.0.0.1', dataDir } } })
`

/** The host under Node with the app's execArgv, as utilityProcess.fork starts it. */
export function hostCommand(dataDir: string): string[] {
  return ['node', ...SERVICE_NODE_FLAGS, '--input-type=module', '-e', STAND_IN, HOST_FILE, dataDir]
}
