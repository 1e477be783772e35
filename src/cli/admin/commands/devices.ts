import type { Device } from '../../../shared/api/devices.ts'
import { DEVICE_TYPES } from '../../../shared/api/common.ts'
import { resolveKind } from '../../../shared/serial-id/index.ts'
import { flag, text, type ParsedArgs } from '../args.ts'
import type { Command } from '../command.ts'
import { CommandError, UsageError } from '../errors.ts'
import { table } from '../format.ts'
import { ALL_PART_OPTIONS, nameAndInfo, serialIdOf } from './device-input.ts'

const TYPE_NAMES = Object.keys(DEVICE_TYPES).join('|')

function deviceRows(devices: readonly Device[]): string {
  const rows = devices.map((d) => [
    d.serialId,
    resolveKind(d.deviceType) ?? String(d.deviceType),
    d.name,
    d.info,
    d.locationId ?? '(unpaired)',
    d.source,
  ])
  return table(['SERIAL ID', 'TYPE', 'NAME', 'INFO', 'LOCATION', 'SOURCE'], rows)
}

const account = (args: ParsedArgs) => text(args, 'account')

export const deviceCommands: Record<string, Command> = {
  'devices list': {
    usage: '[--account ID] [--location ID] [--unpaired]',
    summary: 'devices of the account, optionally of one location or unpaired only',
    options: ['account', 'location', 'unpaired'],
    service: true,
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
    service: true,
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
    service: true,
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
    service: true,
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
