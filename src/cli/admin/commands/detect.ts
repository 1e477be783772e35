import type { DeviceTypeName } from '#shared/api/common.ts'
import type { DetectedDevice } from '#shared/ipc/detect.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { flag, text } from '../args.ts'
import { lacking } from '#shared/sendable.ts'
import type { Command } from '../command.ts'
import { CommandError, UsageError } from '../errors.ts'
import { detectionText } from './detect-format.ts'
import { locationRequired, notDone, placementOf, putText } from './placement.ts'

const TYPES = 'monitor|usb|nic|router|wifi'

function kindsOf(value: string | undefined): DeviceTypeName[] | undefined {
  if (value === undefined) return undefined
  return value.split(',').map((name) => {
    const kind = resolveKind(name.trim().toLowerCase())
    if (kind === undefined)
      throw new UsageError(`--type takes ${TYPES} (several with commas), not "${name}".`)
    return kind
  })
}

/** Why a found device is not registered by `detect --register`, or undefined when it is. */
function notRegistered(device: DetectedDevice): string | undefined {
  switch (lacking(device)) {
    case 'id':
      if (device.missing) return device.missing.message
      return `it can mean ${device.candidates.length} ids (${device.candidates.map((c) => `${c.serialId}: ${c.label}`).join('; ')}); register the right one with device register --serial-id`
    case 'name':
      return 'a hidden network sends no SSID; register it with device register --name'
    case 'band':
      return 'its band is not known; register it with device register --info "2.4GHz", "5GHz" or "6GHz"'
  }
  const paired = device.registered?.locationId
  if (paired)
    return `already paired to ${device.registered?.locationName ?? paired}; move it with pair --location`
  return undefined
}

export const detectCommands: Record<string, Command> = {
  detect: {
    usage: `[--type ${TYPES}] [--ssid NAME] [--register (--location ID | --keep-unpaired)] [--account ID]`,
    summary:
      'the devices the sensor would report on this PC, each with its exact id and whether it is registered; --register registers and pairs them in one step (Wi-Fi: every BSSID, or those of --ssid)',
    options: ['type', 'ssid', 'register', 'location', 'keep-unpaired', 'account', 'detect-fixture'],
    async run(context) {
      const accountId = text(context.args, 'account')
      const { locationId, keepUnpaired } = placementOf(context)
      const ssid = text(context.args, 'ssid')
      const register = flag(context.args, 'register')
      if ((locationId || keepUnpaired) && !register)
        throw new UsageError('--location and --keep-unpaired go with --register.')
      if (register && !locationId && !keepUnpaired)
        throw await locationRequired(context, 'detect --register', accountId)
      const detection = await context.call('detectDevices', {
        accountId,
        kinds: kindsOf(text(context.args, 'type')),
      })
      const devices = detection.devices.filter(
        (device) => ssid === undefined || (device.kind === 'wifi' && device.name === ssid),
      )
      if (ssid !== undefined && devices.length === 0)
        throw new CommandError(
          'not_found',
          `No access point of the Wi-Fi network "${ssid}" is in range.`,
        )
      const shown = { ...detection, devices }
      if (!register) return context.print(shown, detectionText(shown))

      const left = devices.flatMap((device) => {
        const reason = notRegistered(device)
        return reason === undefined
          ? []
          : [{ serialId: device.serialId, name: device.name, reason }]
      })
      const chosen = devices.filter((device) => notRegistered(device) === undefined)
      const leftText = left
        .map((item) => `Left out ${item.serialId ?? item.name}: ${item.reason}.\n`)
        .join('')
      if (chosen.length === 0) {
        context.print({ results: [], leftOut: left }, `${leftText}Nothing to register.\n`)
        return
      }
      const toPut = chosen.map((device) => ({
        serialId: device.serialId ?? '',
        deviceType: device.deviceType,
        // A device already registered keeps the name and info it has.
        name: device.registered?.name ?? device.name,
        info: device.registered?.info ?? device.info,
        locationId,
      }))
      const { results } = await context.call('putDevices', {
        accountId,
        devices: toPut,
        keepUnpaired,
        via: 'detect',
      })
      context.print({ results, leftOut: left }, putText(results, toPut) + leftText)
      const failed = notDone(results)
      if (failed > 0)
        throw new CommandError(
          'partly_failed',
          `${failed} of ${results.length} devices were not registered and paired.`,
        )
    },
  },
}
