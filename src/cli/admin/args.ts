import { parseArgs } from 'node:util'
import { UsageError, usageError } from './errors.ts'

/** Every option of every command; each command says which it accepts. */
const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
  json: { type: 'boolean' },
  'config-dir': { type: 'string' },
  verbose: { type: 'boolean' },
  // the language of what the command line says (else the system's)
  lang: { type: 'string' },
  // profiles add; for service commands: the service of a run without a profile
  url: { type: 'string' },
  auth: { type: 'string' },
  username: { type: 'string' },
  'default-account': { type: 'string' },
  'allow-insecure-http': { type: 'boolean' },
  // login / logout
  'api-key': { type: 'boolean' },
  password: { type: 'boolean' },
  remember: { type: 'boolean' },
  'keep-secret': { type: 'boolean' },
  // scopes and filters
  account: { type: 'string' },
  tenant: { type: 'string' },
  location: { type: 'string' },
  unpaired: { type: 'boolean' },
  // device register
  type: { type: 'string' },
  'serial-id': { type: 'string' },
  name: { type: 'string' },
  info: { type: 'string' },
  bssid: { type: 'string' },
  // import takes it more than once (a survey's networks that are ours); elsewhere the last one counts
  ssid: { type: 'string', multiple: true },
  band: { type: 'string' },
  vendor: { type: 'string' },
  serial: { type: 'string' },
  product: { type: 'string' },
  'product-code': { type: 'string' },
  kind: { type: 'string' },
  mac: { type: 'string' },
  // detect, survey
  register: { type: 'boolean' },
  // tests only: a recorded machine, or a folder of them with the current one named in its file `current`
  'detect-fixture': { type: 'string' },
  // every way in: leave devices without a location unpaired, as an explicit choice
  'keep-unpaired': { type: 'boolean' },
  // import / export
  'dry-run': { type: 'boolean' },
  format: { type: 'string' },
  out: { type: 'string' },
  map: { type: 'string', multiple: true },
  'accept-suggestions': { type: 'boolean' },
  choose: { type: 'string', multiple: true },
  'save-mapping': { type: 'string' },
  mapping: { type: 'string' },
  encoding: { type: 'string' },
  template: { type: 'boolean' },
  monitors: { type: 'string' },
  // activity, lost
  since: { type: 'string' },
  until: { type: 'string' },
  device: { type: 'string' },
  action: { type: 'string' },
  search: { type: 'string' },
  limit: { type: 'string' },
  restore: { type: 'boolean' },
  forget: { type: 'boolean' },
  'dismiss-notices': { type: 'boolean' },
  // check, demo sensor
  fix: { type: 'string', multiple: true },
  'fix-all': { type: 'boolean' },
  'include-likely': { type: 'boolean' },
  'this-pc': { type: 'boolean' },
  // apikeys create / revoke / rotate
  role: { type: 'string' },
  expires: { type: 'string' },
  'to-profile': { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
} as const

export type OptionName = keyof typeof OPTIONS
const GLOBAL_OPTIONS: readonly OptionName[] = [
  'help',
  'version',
  'json',
  'config-dir',
  'verbose',
  'lang',
]

export interface ParsedArgs {
  positionals: string[]
  values: Partial<Record<OptionName, string | boolean | string[]>>
}

export function parseCommandLine(argv: readonly string[]): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    })
    return { positionals, values: values as ParsedArgs['values'] }
  } catch (error) {
    // Node's own words (its option parser speaks English only).
    throw new UsageError({ message: (error as Error).message })
  }
}

/**
 * --lang as given, read leniently: a command line that does not parse (an unknown option, a missing
 * value) is still refused in the language it asks for.
 */
export function langOption(argv: readonly string[]): string | undefined {
  const { values } = parseArgs({
    args: [...argv],
    options: { lang: OPTIONS.lang },
    allowPositionals: true,
    strict: false,
  })
  return typeof values.lang === 'string' ? values.lang : undefined
}

/** Refuses options the command does not take, naming them. */
export function allowOnly(args: ParsedArgs, command: string, allowed: readonly OptionName[]): void {
  const extra = Object.keys(args.values).filter(
    (name) => !GLOBAL_OPTIONS.includes(name as OptionName) && !allowed.includes(name as OptionName),
  )
  if (extra.length) {
    throw usageError('cli.args.not-taken', {
      command,
      options: extra.map((name) => `--${name}`).join(', '),
    })
  }
}

/** An option's value; given more than once, the last one. */
export function text(args: ParsedArgs, name: OptionName): string | undefined {
  const value = args.values[name]
  if (Array.isArray(value)) return value.at(-1)
  return typeof value === 'string' ? value : undefined
}

/** Every value of an option that may be given more than once, in order. */
export function texts(args: ParsedArgs, name: OptionName): string[] {
  const value = args.values[name]
  if (Array.isArray(value)) return value
  return typeof value === 'string' ? [value] : []
}

export function flag(args: ParsedArgs, name: OptionName): boolean {
  return args.values[name] === true
}
