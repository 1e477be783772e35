import type { DeviceTypeName } from '#shared/api/common.ts'
import type { DetectedDevice } from '#shared/ipc/detect.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import { flag, text } from '../args.ts'
import { lacking } from '#shared/sendable.ts'
import type { Command } from '../command.ts'
import { commandError, usageError } from '../errors.ts'
import { english, type Say } from '../../language.ts'
import type { Said } from '../language.ts'
import { detectionText } from './detect-format.ts'
import { locationRequired, notDone, placementOf, putText } from './placement.ts'

const TYPES = 'monitor|usb|nic|router|wifi'

function kindsOf(value: string | undefined): DeviceTypeName[] | undefined {
  if (value === undefined) return undefined
  return value.split(',').map((name) => {
    const kind = resolveKind(name.trim().toLowerCase())
    if (kind === undefined) throw usageError('cli.detect.type', { types: TYPES, name })
    return kind
  })
}

/** How a reason is said: in English for --json, in the terminal's language for people. */
interface Words {
  t: Say
  say: (said: Said) => string
}
const ENGLISH: Words = { t: english, say: (said) => said.message }

/** Why a found device is not registered by `detect --register`, or undefined when it is. */
function notRegistered(device: DetectedDevice, { t, say }: Words = ENGLISH): string | undefined {
  switch (lacking(device)) {
    case 'id':
      if (device.missing) return say(device.missing)
      return t('cli.detect.left-out.ids', {
        count: device.candidates.length,
        ids: device.candidates.map((c) => `${c.serialId}: ${c.label}`).join('; '),
      })
    case 'name':
      return t('cli.detect.left-out.hidden')
    case 'band':
      return t('cli.detect.left-out.band')
  }
  const paired = device.registered?.locationId
  if (paired)
    return t('cli.detect.left-out.paired', {
      location: device.registered?.locationName ?? paired,
    })
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
        throw usageError('cli.options.placement-goes-with', { option: '--register' })
      if (register && !locationId && !keepUnpaired)
        throw await locationRequired(context, { command: 'detect --register' }, accountId)
      const detection = await context.call('detectDevices', {
        accountId,
        kinds: kindsOf(text(context.args, 'type')),
      })
      const devices = detection.devices.filter(
        (device) => ssid === undefined || (device.kind === 'wifi' && device.name === ssid),
      )
      if (ssid !== undefined && devices.length === 0)
        throw commandError('not_found', 'cli.detect.no-ssid', { ssid })
      const shown = { ...detection, devices }
      if (!register) return context.print(shown, detectionText(shown, context))

      const left = devices.flatMap((device) => {
        const reason = notRegistered(device)
        return reason === undefined
          ? []
          : [{ serialId: device.serialId, name: device.name, reason }]
      })
      const chosen = devices.filter((device) => notRegistered(device) === undefined)
      const leftText = devices
        .flatMap((device) => {
          const reason = notRegistered(device, context)
          const id = device.serialId ?? device.name
          return reason === undefined
            ? []
            : [`${context.t('cli.detect.left-out', { id, reason })}\n`]
        })
        .join('')
      if (chosen.length === 0) {
        context.print(
          { results: [], leftOut: left },
          `${leftText}${context.t('cli.detect.nothing')}\n`,
        )
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
      context.print({ results, leftOut: left }, putText(results, toPut, context.t) + leftText)
      const failed = notDone(results)
      if (failed > 0)
        throw commandError('partly_failed', 'cli.detect.not-done', {
          failed,
          total: results.length,
        })
    },
  },
}
