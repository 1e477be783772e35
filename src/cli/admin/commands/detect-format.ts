import type { DeviceTypeName } from '#shared/api/common.ts'
import type { Detection, DetectedDevice } from '#shared/ipc/detect.ts'
import { layouts } from '#shared/serial-id/layouts.ts'
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

export function detectionText(detection: Detection): string {
  const { machine } = detection
  const lines = [
    `Detected on ${oneLine(machine.hostname)} (${machine.platform}) in ${(detection.ms / 1000).toFixed(1)} s.`,
  ]
  if (machine.note) lines.push(machine.note.message)
  if (!detection.registry.checked && detection.registry.message)
    lines.push(detection.registry.message)
  for (const kind of KINDS) {
    const devices = detection.devices.filter((device) => device.kind === kind)
    if (devices.length === 0) continue
    const rows = devices.map((device) => [idCell(device), device.name, device.info, state(device)])
    lines.push(
      '',
      `${layouts[kind].label}: ${devices.length}`,
      table(['SERIAL ID', 'NAME', 'INFO', 'REGISTERED'], rows).trimEnd(),
    )
    for (const device of devices) {
      const about = [
        ...device.warnings.map((warning) => warning.message),
        ...(device.missing ? [device.missing.message] : []),
      ]
      for (const message of about)
        lines.push(`  ${oneLine(device.serialId ?? device.name)}: ${oneLine(message)}`)
    }
  }
  if (detection.devices.length === 0) lines.push('', 'No devices found.')
  const troubled = detection.readers.filter((reader) => reader.status !== 'ok')
  if (troubled.length > 0)
    lines.push(
      '',
      'Not read:',
      ...troubled.map(
        (reader) => `  ${reader.source} (${reader.status}): ${oneLine(reader.message)}`,
      ),
    )
  if (detection.skipped.length > 0)
    lines.push(
      '',
      'Skipped:',
      ...detection.skipped.map(
        (skip) => `  ${oneLine(skip.name)}: ${oneLine(skip.reason.message)}`,
      ),
    )
  if (detection.notices.length > 0)
    lines.push('', 'Notes:', ...detection.notices.map((notice) => `  ${notice.message}`))
  return `${lines.join('\n')}\n`
}
