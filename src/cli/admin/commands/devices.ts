import type { Device } from '../../../shared/api/devices.ts'
import { DEVICE_TYPES, type DeviceTypeName } from '../../../shared/api/common.ts'
import { build, layouts, resolveKind, validate } from '../../../shared/serial-id/index.ts'
import { flag, text, type OptionName, type ParsedArgs } from '../args.ts'
import type { Command } from '../command.ts'
import { CommandError, UsageError } from '../errors.ts'
import { table } from '../format.ts'

const TYPE_NAMES = Object.keys(DEVICE_TYPES).join('|')
const TYPE_BY_FLAG = new Map(
  Object.entries(DEVICE_TYPES).map(([name, value]) => [value as number, name]),
)

/** Layout part key → the option that carries it. */
const PART_OPTIONS: Record<string, OptionName> = {
  vendor: 'vendor',
  serial: 'serial',
  product: 'product',
  productCode: 'product-code',
  kind: 'kind',
  mac: 'mac',
  bssid: 'bssid',
}
const ALL_PART_OPTIONS = Object.values(PART_OPTIONS)

function deviceRows(devices: readonly Device[]): string {
  const rows = devices.map((d) => [
    d.serialId,
    TYPE_BY_FLAG.get(d.deviceType) ?? String(d.deviceType),
    d.name,
    d.info,
    d.locationId ?? '(unpaired)',
    d.source,
  ])
  return table(['SERIAL ID', 'TYPE', 'NAME', 'INFO', 'LOCATION', 'SOURCE'], rows)
}

const account = (args: ParsedArgs) => text(args, 'account')

/** The serial id from --serial-id (checked) or from the layout parts (built), with the part errors named. */
function serialIdOf(args: ParsedArgs, kind: DeviceTypeName): string {
  const given = text(args, 'serial-id')
  const partKeys = layouts[kind].parts.map((part) => part.key)
  const usedParts = ALL_PART_OPTIONS.filter((option) => text(args, option) !== undefined)
  const wanted = partKeys.map((key) => PART_OPTIONS[key]!)
  const foreign = usedParts.filter((option) => !wanted.includes(option))
  if (foreign.length) {
    throw new UsageError(
      `A ${kind} serial id has no ${foreign.map((o) => `--${o}`).join(', ')}; its parts are ${wanted.map((o) => `--${o}`).join(' ')}.`,
    )
  }
  if (given !== undefined) {
    if (usedParts.length) throw new UsageError('Give --serial-id or the layout parts, not both.')
    const result = validate(kind, given)
    if (result.ok) return given
    const hint = result.suggestion ? ` Did you mean ${result.suggestion}?` : ''
    throw new CommandError(
      'validation_failed',
      `The serial id does not follow the ${kind} layout ${result.expectedLayout}.${hint}`,
      result.errors.map((e) => ({ path: e.part, message: e.message })),
    )
  }
  const missing = wanted.filter((option) => text(args, option) === undefined)
  if (missing.length) {
    throw new UsageError(
      `A ${kind} serial id needs ${missing.map((o) => `--${o}`).join(' ')} (or the whole id as --serial-id). Layout: ${layouts[kind].layout}`,
    )
  }
  const parts = Object.fromEntries(
    partKeys.map((key) => [key, text(args, PART_OPTIONS[key]!) ?? '']),
  )
  const result = build(kind, parts)
  if (result.ok) return result.serialId
  throw new CommandError(
    'validation_failed',
    `The parts do not make a ${kind} serial id (layout ${layouts[kind].layout}).`,
    result.errors.map((e) => ({ path: `--${PART_OPTIONS[e.part] ?? e.part}`, message: e.message })),
  )
}

/** Wi-Fi: the name is the SSID and the info the band, as the sensor reports them. */
function nameAndInfo(args: ParsedArgs, kind: DeviceTypeName): { name: string; info: string } {
  const isWifi = kind === 'wifi'
  if (!isWifi && (text(args, 'ssid') !== undefined || text(args, 'band') !== undefined)) {
    throw new UsageError('--ssid and --band are for wifi devices; use --name and --info.')
  }
  const name = text(args, 'name') ?? (isWifi ? text(args, 'ssid') : undefined)
  const info = text(args, 'info') ?? (isWifi ? text(args, 'band') : undefined) ?? ''
  if (name === undefined)
    throw new UsageError(
      isWifi
        ? 'Give --ssid (the network name), used as the device name.'
        : 'Give --name, a name people recognise.',
    )
  if (isWifi && !info)
    throw new UsageError('Give --band (2.4 GHz, 5 GHz or 6 GHz), used as the device info.')
  return { name, info }
}

export const deviceCommands: Record<string, Command> = {
  'devices list': {
    usage: '[--account ID] [--location ID] [--unpaired]',
    summary: 'devices of the account, optionally of one location or unpaired only',
    options: ['account', 'location', 'unpaired'],
    async run(context) {
      const location = text(context.args, 'location')
      const unpaired = flag(context.args, 'unpaired')
      if (location && unpaired) throw new UsageError('Give --location or --unpaired, not both.')
      const result = await context.call('listDevices', { accountId: account(context.args) })
      if (unpaired && !result.complete) {
        throw new CommandError(
          'unsupported',
          'This service lists paired devices only (it lacks GET /admin/devices), so unpaired devices cannot be listed.',
        )
      }
      const devices = result.devices.filter((d) =>
        location ? d.locationId === location : unpaired ? d.locationId === null : true,
      )
      const note = result.complete ? '' : 'Note: this service lists paired devices only.\n'
      context.print({ complete: result.complete, devices }, deviceRows(devices) + note)
    },
  },
  'device register': {
    usage: `--type ${TYPE_NAMES} (layout parts | --serial-id ID) --name NAME [--info TEXT] [--location ID] [--account ID]
      wifi: --bssid B --ssid S --band B   usb: --vendor V --serial S --product P   monitor: --vendor V --serial S --product-code C
      nic: --kind ethernet|wlan --mac M   router: --mac M`,
    summary:
      'create or update a device; --location pairs it at once (offline, an unpaired device is gone when the command ends)',
    options: [
      'type',
      'serial-id',
      'name',
      'info',
      'account',
      'location',
      'ssid',
      'band',
      ...ALL_PART_OPTIONS,
    ],
    async run(context) {
      const typeText = text(context.args, 'type')?.toLowerCase()
      const kind =
        typeText === undefined
          ? undefined
          : resolveKind(/^\d+$/.test(typeText) ? Number(typeText) : typeText)
      if (!kind) throw new UsageError(`Give --type ${TYPE_NAMES}.`)
      const serialId = serialIdOf(context.args, kind)
      const { name, info } = nameAndInfo(context.args, kind)
      const accountId = account(context.args)
      const deviceType = DEVICE_TYPES[kind]
      const result = await context.call('registerDevice', {
        accountId,
        serialId,
        deviceType,
        name,
        info,
      })
      const what = `${result.created ? 'Registered' : 'Updated'} ${serialId} (${kind}).`
      const locationId = text(context.args, 'location')
      if (locationId) {
        // The service keeps an unpaired device in memory only; pairing stores it.
        await context.call('pairDevices', { accountId, locationId, serialIds: [serialId] })
        const device = { ...result.device, locationId }
        context.print({ ...result, device }, `${what} Paired to ${locationId}.\n`)
        return
      }
      const next = result.device.locationId ? '' : ` Pair it with: pair --location ID '${serialId}'`
      context.print(result, `${what}${next}\n`)
    },
  },
  pair: {
    usage: '--location ID SERIAL... [--account ID]',
    summary: 'pair devices to a location (all or nothing)',
    options: ['location', 'account'],
    operands: true,
    async run(context) {
      const locationId = text(context.args, 'location')
      if (!locationId) throw new UsageError('Give --location ID.')
      if (!context.operands.length) throw new UsageError('Give at least one serial id.')
      const result = await context.call('pairDevices', {
        accountId: account(context.args),
        locationId,
        serialIds: context.operands,
      })
      context.print(result, result.paired.map((s) => `Paired ${s} to ${locationId}.\n`).join(''))
    },
  },
  unpair: {
    usage: 'SERIAL [--account ID]',
    summary: 'detach a device from its location',
    options: ['account'],
    operands: true,
    async run(context) {
      if (context.operands.length !== 1) throw new UsageError('unpair takes one serial id.')
      const serialId = context.operands[0]!
      const result = await context.call('unpairDevice', {
        accountId: account(context.args),
        serialId,
      })
      context.print(
        result,
        result.unpaired ? `Unpaired ${serialId}.\n` : `${serialId} was not paired.\n`,
      )
    },
  },
}
