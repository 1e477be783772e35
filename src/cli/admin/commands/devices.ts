import type { Device } from '#shared/api/devices.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { flag, text, type ParsedArgs } from '../args.ts'
import type { Command } from '../command.ts'
import { CommandError, UsageError } from '../errors.ts'
import { oneLine, table } from '../format.ts'
import { deviceRegisterCommand } from './device-register.ts'

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
  'device register': deviceRegisterCommand,
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
        via: 'devices',
      })
      context.print(
        result,
        result.paired.map((s) => `Paired ${oneLine(s)} to ${oneLine(locationId)}.\n`).join(''),
      )
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
      const { results } = await context.call('unpairDevices', {
        accountId: account(context.args),
        serialIds: [serialId],
        via: 'devices',
      })
      const [result] = results
      if (result?.error)
        throw new CommandError(result.error.code, result.error.message, result.error.fields)
      context.print(
        result,
        result?.unpaired
          ? `Unpaired ${oneLine(serialId)}.\n`
          : `${oneLine(serialId)} was not paired.\n`,
      )
    },
  },
}
