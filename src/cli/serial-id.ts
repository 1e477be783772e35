// Command line for the serial id helper: `npm run -s serial-id -- build|validate|parse …`.
// Exit codes: 0 ok, 1 invalid input (reason on stderr), 2 usage error.
import packageJson from '../../package.json' with { type: 'json' }
import { build, layouts, parse, resolveKind, validate } from '../shared/serial-id/index.ts'
import type { DeviceTypeName } from '../shared/api/common.ts'

const USAGE = `Usage: npm run -s serial-id -- [--json] COMMAND ARGS…

Commands:
  build TYPE PART…          print the exact serial id built from its parts
  validate TYPE SERIALID    check a serial id against the layout of TYPE
  parse SERIALID            print the device type(s) and parts of a serial id

TYPE is monitor | usb | nic | router | wifi (or the flag 2 | 4 | 8 | 16 | 32).
Parts, in order:
  monitor  VENDOR SERIAL PRODUCTCODE   e.g. del '#HLAYMxgwABnI' a17d
  usb      VENDOR SERIAL PRODUCT       e.g. 0bda 001000001 0x8153   (product: decimal, or hex with 0x)
  nic      ethernet|wlan MAC           e.g. wlan 00-1A-2B-3C-4D-5E
  router   MAC                         e.g. 001a.2b3c.4d5e
  wifi     BSSID                       e.g. 00:1A:2B:3C:4D:5E

Options:
  --json      print the full result as JSON on stdout (exit codes unchanged)
  -h, --help  show this help
  --version   print the version

Exit status: 0 ok, 1 invalid input (the reason on stderr), 2 usage error.
Example: npm run -s serial-id -- build wifi 00-1A-2B-3C-4D-5E   →   Network;00:1a:2b:3c:4d:5e;WiFi
`

interface Outcome {
  code: 0 | 1 | 2
  stdout?: string
  stderr?: string
}

function usageError(message: string): Outcome {
  return { code: 2, stderr: `${message}\nRun with --help for usage.\n` }
}

function kindArg(value: string | undefined): DeviceTypeName | Outcome {
  const text = (value ?? '').toLowerCase()
  const kind = resolveKind(/^\d+$/.test(text) ? Number(text) : text)
  return (
    kind ??
    usageError(
      `Unknown device type ${JSON.stringify(value ?? '')}: use monitor, usb, nic, router or wifi.`,
    )
  )
}

function errorLines(errors: ReadonlyArray<{ part: string; message: string }>): string {
  return errors.map((error) => `${error.part}: ${error.message}\n`).join('')
}

function runBuild(args: readonly string[], json: boolean): Outcome {
  const kind = kindArg(args[0])
  if (typeof kind !== 'string') return kind
  const order = layouts[kind].parts.map((part) => part.key)
  const values = args.slice(1)
  if (values.length !== order.length) {
    return usageError(
      `build ${kind} takes ${order.length} part(s): ${order.join(' ')}; got ${values.length}.`,
    )
  }
  const parts = Object.fromEntries(order.map((key, index) => [key, values[index] ?? '']))
  const result = build(kind, parts)
  if (json) return { code: result.ok ? 0 : 1, stdout: `${JSON.stringify(result)}\n` }
  if (result.ok) return { code: 0, stdout: `${result.serialId}\n` }
  return { code: 1, stderr: `${errorLines(result.errors)}Layout: ${layouts[kind].layout}\n` }
}

function runValidate(args: readonly string[], json: boolean): Outcome {
  if (args.length !== 2) return usageError('validate takes TYPE and SERIALID.')
  const kind = kindArg(args[0])
  if (typeof kind !== 'string') return kind
  const serialId = args[1] ?? ''
  const result = validate(kind, serialId)
  if (json) return { code: result.ok ? 0 : 1, stdout: `${JSON.stringify(result)}\n` }
  if (result.ok) return { code: 0, stdout: `${serialId}\n` }
  const suggestion = result.suggestion === undefined ? '' : `Did you mean: ${result.suggestion}\n`
  return {
    code: 1,
    stderr: `${errorLines(result.errors)}Layout: ${result.expectedLayout}\n${suggestion}`,
  }
}

function runParse(args: readonly string[], json: boolean): Outcome {
  if (args.length !== 1) return usageError('parse takes one SERIALID.')
  const result = parse(args[0] ?? '')
  if (json) return { code: result.ok ? 0 : 1, stdout: `${JSON.stringify(result)}\n` }
  if (!result.ok) return { code: 1, stderr: `${result.error.message}\n` }
  const lines = result.matches.map((match) => {
    const parts = Object.entries(match.parts).map(([key, value]) => `${key}=${value}`)
    return `${match.kind} (${match.deviceType}) ${parts.join(' ')}\n`
  })
  return { code: 0, stdout: lines.join('') }
}

function runSerialIdCli(argv: readonly string[]): Outcome {
  let args = [...argv]
  let json = false
  while (args[0]?.startsWith('-')) {
    const option = args.shift()
    if (option === '--') break
    if (option === '-h' || option === '--help') return { code: 0, stdout: USAGE }
    if (option === '--version')
      return { code: 0, stdout: `device-serial-id ${packageJson.version}\n` }
    if (option === '--json') json = true
    else return usageError(`Unknown option ${JSON.stringify(option)}.`)
  }
  const [command, ...rest] = args
  args = rest
  if (command === undefined) return usageError('Missing command: build, validate or parse.')
  if (command === 'help') return { code: 0, stdout: USAGE }
  if (command === 'build') return runBuild(args, json)
  if (command === 'validate') return runValidate(args, json)
  if (command === 'parse') return runParse(args, json)
  return usageError(`Unknown command ${JSON.stringify(command)}: use build, validate or parse.`)
}

const outcome = runSerialIdCli(process.argv.slice(2))
if (outcome.stdout !== undefined) process.stdout.write(outcome.stdout)
if (outcome.stderr !== undefined) process.stderr.write(outcome.stderr)
process.exitCode = outcome.code
