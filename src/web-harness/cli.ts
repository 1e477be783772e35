import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { isIpcEvent, type IpcEvent } from '#shared/ipc/event-names.ts'
import { describeIssues } from '#shared/zod-issues.ts'
import { readSeedFile } from '#mock-server/index.ts'
import { browserConfigDir } from './config-dir.ts'
import { buildRenderer } from './renderer-bundle.ts'
import { startWebHarness, type WebHarness } from './server.ts'

const HELP = `Usage: npm run web -- [options]

Serves the renderer to a browser on loopback, with the real main handler table, keychain and an
embedded mock admin service behind a window.api that forwards each call over HTTP.

Options:
  --port N               port for the app (default 0: any free port)
  --config-dir DIR       where profiles and the demo's data live (default: the folder
                         "browser" in the app's user data folder, kept between starts)
  --keychain-service S   keychain service name (default: unique to this run)
  --seed FILE            seed for the embedded mock service (default: the demo seed)
  --detect-fixture PATH  tests only: "Detect on this PC" and the floor survey read a recorded
                         machine (a detect-fixture.json or its folder) instead of this one, or a
                         folder of them whose file "current" names the one detected now
  --rebuild              build the renderer bundle even if it is up to date
                         (it is rebuilt anyway when src/renderer or src/shared changed)
  --build-only           build the renderer bundle and exit
  --check-every MS       how often main checks the active service while it answers (default 15000;
                         a fifth of it, at least 250, while it does not)
  --emit-from-stdin      send main's events to the page from standard input, one a line:
                         EVENT JSON, e.g. menuCommand {"command":"registerDevice"}; the line
                         "restart-service" restarts the embedded service on its data folder (it
                         forgets what was never paired) and prints "Service restarted: URL"
  --help                 this text
`

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'config-dir': { type: 'string' },
      'keychain-service': { type: 'string' },
      seed: { type: 'string' },
      'detect-fixture': { type: 'string' },
      rebuild: { type: 'boolean', default: false },
      'build-only': { type: 'boolean', default: false },
      'emit-from-stdin': { type: 'boolean', default: false },
      'check-every': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    process.stdout.write(HELP)
    return
  }
  if (values['build-only']) {
    await buildRenderer()
    process.stdout.write('Renderer built into out/web-harness/renderer\n')
    return
  }
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0 to 65535, not ${values.port}`)
  const seed = values.seed === undefined ? undefined : readSeedFile(values.seed)
  const checkEvery = values['check-every'] === undefined ? undefined : Number(values['check-every'])
  if (checkEvery !== undefined && !(Number.isInteger(checkEvery) && checkEvery >= 100))
    throw new Error('--check-every must be a whole number of milliseconds, 100 or more')
  const harness = await startWebHarness({
    port,
    rebuild: values.rebuild,
    configDir: values['config-dir'] ?? browserConfigDir(),
    ...(values['keychain-service'] === undefined
      ? {}
      : { keychainService: values['keychain-service'] }),
    ...(seed === undefined ? {} : { seed }),
    ...(values['detect-fixture'] === undefined ? {} : { detectFixture: values['detect-fixture'] }),
    ...(checkEvery === undefined
      ? {}
      : {
          watchConnection: {
            intervalMs: checkEvery,
            unreachableIntervalMs: Math.max(250, Math.round(checkEvery / 5)),
          },
        }),
    log: (line) => process.stderr.write(`${line}\n`),
    onEventStream: () => process.stdout.write('Event stream connected\n'),
  })
  if (values['emit-from-stdin']) emitFromStdin(harness)
  process.stdout.write(
    `App: ${harness.url}\nMock service: ${harness.serviceUrl}\nConfig dir: ${harness.configDir}\n`,
  )
  if (values['config-dir'] === undefined)
    process.stdout.write(
      `Profiles and the demo's data (its activity journal too) are kept there between starts; --config-dir DIR keeps them elsewhere.\n`,
    )
  const stop = () => {
    void harness.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/**
 * Each line `EVENT JSON` of standard input goes to the page(s) as main would send it; the line
 * `restart-service` restarts the embedded service, as a crash and restart of the real one would.
 */
function emitFromStdin(harness: Pick<WebHarness, 'emit' | 'restartService'>): void {
  // Checked here at run time: the name against the contract, the payload by the emitter's parse.
  const send = harness.emit as (event: IpcEvent, payload: unknown) => void
  const fail = (message: string) => void process.stderr.write(`emit: ${message}\n`)
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [event = '', ...rest] = line.trim().split(' ')
    if (!event) return
    if (event === 'restart-service') {
      void harness.restartService().then(
        (url) => process.stdout.write(`Service restarted: ${url}\n`),
        (error: unknown) => fail(`restart-service: ${String(error)}`),
      )
      return
    }
    if (!isIpcEvent(event)) return fail(`there is no event "${event}"`)
    try {
      send(event, JSON.parse(rest.join(' ')))
    } catch (error) {
      fail(
        error instanceof z.ZodError
          ? `${event}: ${describeIssues(error.issues)}`
          : `the payload of ${event} is not JSON`,
      )
    }
  })
}

main().catch((error: unknown) => {
  process.stderr.write(`web harness: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
