import type { DeviceTypeName } from '#shared/api/common.ts'
import type { Detection, DetectedDevice } from '#shared/ipc/detect.ts'
import type { CommandContext } from '../command.ts'
import { oneLine, table } from '../format.ts'

// What `detect` prints for people; --json prints the data itself.

const KINDS: readonly DeviceTypeName[] = ['monitor', 'usb', 'nic', 'router', 'wifi']

function state(device: DetectedDevice): string {
  if (device.registered === undefined) return device.serialId === undefined ? '' : '?'
  if (device.registered === null) return 'new'
  const { locationId, locationName } = device.registered
  return locationId === null
    ? 'registered, unpaired'
    : `paired to ${oneLine(locationName ?? locationId)}`
}

function idCell(device: DetectedDevice): string {
  if (device.serialId !== undefined) return device.serialId
  if (device.candidates.length > 0)
    return `one of: ${device.candidates.map((candidate) => candidate.serialId).join(' | ')}`
  return `(no id: ${device.missing?.part ?? 'a part'} missing)`
}

export function detectionText(
  detection: Detection,
  { t, say }: Pick<CommandContext, 't' | 'say'>,
): string {
  const { machine } = detection
  const lines = [
    t('cli.detect.machine', {
      host: oneLine(machine.hostname),
      platform: machine.platform,
      seconds: detection.ms / 1000,
    }),
  ]
  if (machine.note) lines.push(say(machine.note))
  const { registry } = detection
  if (!registry.checked && registry.message)
    lines.push(say({ id: registry.id, values: registry.values, message: registry.message }))
  for (const kind of KINDS) {
    const devices = detection.devices.filter((device) => device.kind === kind)
    if (devices.length === 0) continue
    const rows = devices.map((device) => [idCell(device), device.name, device.info, state(device)])
    lines.push(
      '',
      `${t(`devices.type.${kind}`)}: ${devices.length}`,
      table(['SERIAL ID', 'NAME', 'INFO', 'REGISTERED'], rows).trimEnd(),
    )
    for (const device of devices) {
      const about = [...device.warnings.map(say), ...(device.missing ? [say(device.missing)] : [])]
      for (const message of about)
        lines.push(`  ${oneLine(device.serialId ?? device.name)}: ${oneLine(message)}`)
    }
  }
  if (detection.devices.length === 0) lines.push('', t('cli.detect.none'))
  const troubled = detection.readers.filter((reader) => reader.status !== 'ok')
  if (troubled.length > 0)
    lines.push(
      '',
      t('cli.detect.not-read'),
      ...troubled.map(
        (reader) =>
          `  ${reader.source} (${reader.status}): ${oneLine(say({ ...reader, message: reader.message ?? '' }))}`,
      ),
    )
  if (detection.skipped.length > 0)
    lines.push(
      '',
      t('cli.detect.skipped'),
      ...detection.skipped.map((skip) => `  ${oneLine(skip.name)}: ${oneLine(say(skip.reason))}`),
    )
  if (detection.notices.length > 0)
    lines.push('', t('cli.detect.notes'), ...detection.notices.map((notice) => `  ${say(notice)}`))
  return `${lines.join('\n')}\n`
}
