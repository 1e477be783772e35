import type { Device } from '#shared/api/devices.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { text, type ParsedArgs } from '../args.ts'
import type { Command } from '../command.ts'
import { CommandError, commandError, usageError } from '../errors.ts'
import { oneLine, table } from '../format.ts'
import { deviceRegisterCommand } from './device-register.ts'
import { listedPlace } from './placement.ts'

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
      const { locationId, unpaired } = listedPlace(context)
      const result = await context.call('listDevices', { accountId: account(context.args) })
      if (unpaired && !result.complete) {
        throw commandError('unsupported', 'cli.devices.no-unpaired-list')
      }
      const devices = result.devices.filter((d) =>
        locationId ? d.locationId === locationId : unpaired ? d.locationId === null : true,
      )
      const note = result.complete ? '' : `${context.t('cli.devices.only-paired')}\n`
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
      if (!locationId) throw usageError('cli.options.give', { option: '--location ID' })
      if (!context.operands.length) throw usageError('cli.pair.serial-ids')
      const result = await context.call('pairDevices', {
        accountId: account(context.args),
        locationId,
        serialIds: context.operands,
        via: 'devices',
      })
      context.print(
        result,
        result.paired
          .map(
            (s) =>
              `${context.t('cli.pair.paired', { serialId: oneLine(s), location: oneLine(locationId) })}\n`,
          )
          .join(''),
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
      if (context.operands.length !== 1) throw usageError('cli.unpair.one')
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
        `${context.t(result?.unpaired ? 'cli.unpair.done' : 'cli.unpair.was-not', { serialId: oneLine(serialId) })}\n`,
      )
    },
  },
}
