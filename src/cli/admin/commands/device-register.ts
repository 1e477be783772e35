import { DEVICE_TYPES } from '#shared/api/common.ts'
import type { Device } from '#shared/api/devices.ts'
import { deviceChanges } from '#shared/device-changes.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { text } from '../args.ts'
import type { Command, CommandContext } from '../command.ts'
import { CommandError, UsageError } from '../errors.ts'
import { ALL_PART_OPTIONS, nameAndInfo, serialIdOf } from './device-input.ts'

export const TYPE_NAMES = Object.keys(DEVICE_TYPES).join('|')

const MEMORY_ONLY =
  'the service keeps a device that is not paired in memory only and loses it when it restarts'

/** The device as the service has it now, when it lists it (unpaired ones need the list extension). */
async function existing(context: CommandContext, accountId: string | undefined, serialId: string) {
  const { devices } = await context.call('listDevices', { accountId })
  return devices.find((device) => device.serialId === serialId) ?? null
}

/** "name "A" → "B"; info unchanged" and the pairing, for an update of an existing device. */
function describeUpdate(before: Device, after: Device): string {
  const changes = deviceChanges(before, after)
  const changed = changes.map(
    (c) => `${c.field} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`,
  )
  const pairing = before.locationId ? `still paired to ${before.locationId}` : 'still not paired'
  return `${changed.length ? changed.join('; ') : 'nothing changed (same name and info)'}; ${pairing}.`
}

export const deviceRegisterCommand: Command = {
  usage: `--type ${TYPE_NAMES} (layout parts | --serial-id ID) --name NAME [--info TEXT] --location ID [--account ID]
      wifi: --bssid B --ssid S --band B   usb: --vendor V --serial S --product P   monitor: --vendor V --serial S --product-code C
      nic: --kind ethernet|wlan --mac M   router: --mac M`,
  summary:
    'create or update a device and pair it to --location in one step (an update may leave --location out)',
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
    const accountId = text(context.args, 'account')
    const locationId = text(context.args, 'location')
    const before = await existing(context, accountId, serialId)
    if (!before && !locationId && (await context.call('getSession')).kind === 'offline') {
      throw new UsageError(
        `Give --location ID: offline, the embedded service runs only while this command does and ${MEMORY_ONLY}, so a new device registered without a location would be gone when the command ends. The locations: locations list`,
      )
    }
    const result = await context.call('registerDevice', {
      accountId,
      serialId,
      deviceType: DEVICE_TYPES[kind],
      name,
      info,
    })
    const what = before
      ? `Updated ${serialId} (${kind}): ${describeUpdate(before, result.device)}`
      : `${result.created ? 'Registered' : 'Updated'} ${serialId} (${kind}).`
    const json = { ...result, previous: before }
    if (!locationId) {
      const next = result.device.locationId
        ? ''
        : ` It is not paired: ${MEMORY_ONLY}. Pair it with: pair --location ID '${serialId}'`
      context.print(json, `${what}${next}\n`)
      return
    }
    try {
      await context.call('pairDevices', { accountId, locationId, serialIds: [serialId] })
    } catch (error) {
      if (!(error instanceof CommandError)) throw error
      throw new CommandError(
        error.code,
        `${what} It was not paired to ${locationId}: ${error.message} Until it is paired, ${MEMORY_ONLY}.`,
        error.fields,
      )
    }
    const device = { ...result.device, locationId, stored: true }
    context.print({ ...json, device }, `${what} Paired to ${locationId}.\n`)
  },
}
