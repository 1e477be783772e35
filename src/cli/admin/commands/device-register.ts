import { DEVICE_TYPES } from '#shared/api/common.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { text } from '../args.ts'
import type { Command } from '../command.ts'
import { CommandError, commandError, usageError } from '../errors.ts'
import { ALL_PART_OPTIONS, nameAndInfo, serialIdOf } from './device-input.ts'
import { locationRequired, notDone, placementOf, putText } from './placement.ts'

export const TYPE_NAMES = Object.keys(DEVICE_TYPES).join('|')

export const deviceRegisterCommand: Command = {
  usage: `--type ${TYPE_NAMES} (layout parts | --serial-id ID) --name NAME [--info TEXT] (--location ID | --keep-unpaired) [--account ID]
      wifi: --bssid B --ssid S --band B   usb: --vendor V --serial S --product P   monitor: --vendor V --serial S --product-code C
      nic: --kind ethernet|wlan --mac M   router: --mac M`,
  summary:
    'create or update a device and pair it to --location in one step (a paired device being updated may leave --location out; --keep-unpaired leaves a new one unpaired)',
  options: [
    'type',
    'serial-id',
    'name',
    'info',
    'account',
    'location',
    'keep-unpaired',
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
    if (!kind) throw usageError('cli.options.give', { option: `--type ${TYPE_NAMES}` })
    const serialId = serialIdOf(context.args, kind)
    const { name, info } = nameAndInfo(context.args, kind)
    const accountId = text(context.args, 'account')
    const { locationId, keepUnpaired } = placementOf(context)
    const device = { serialId, deviceType: DEVICE_TYPES[kind], name, info, locationId }
    const { results } = await context.call('putDevices', {
      accountId,
      devices: [device],
      keepUnpaired,
      via: 'register',
    })
    const result = results[0]
    if (result?.error?.code === 'location_required')
      throw await locationRequired(context, { registering: serialId }, accountId)
    if (!result) throw commandError('internal', 'cli.register.no-result')
    if (result.error)
      throw new CommandError(result.error.code, result.error.message, result.error.fields)
    context.print({ results }, putText(results, [device], context.t))
    if (notDone(results))
      throw commandError('partly_failed', 'cli.register.not-paired', {
        serialId,
        location: String(locationId),
      })
  },
}
