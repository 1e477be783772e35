import type { DetectedDevice } from '#shared/ipc/detect.ts'
import type { SurveyState } from '#shared/ipc/survey.ts'
import type { MachineDetection } from '../detect/detect.ts'
import { saysDock } from './dock.ts'
import { DESK_KINDS } from './machine-diff.ts'

/** Connectors of a laptop's own panel (Linux: eDP, LVDS, DSI). */
const BUILT_IN_PANEL = /\b(?:eDP|LVDS|DSI)\b/i

/**
 * What in the baseline looks like a desk's device: a dock, or an external monitor. Taken as the
 * laptop's own, they would never be proposed.
 */
export function baselineWarnings(devices: readonly DetectedDevice[]): string[] {
  const warnings: string[] = []
  const monitors = devices.filter((device) => device.kind === 'monitor')
  const external = monitors.filter((device) => device.where && !BUILT_IN_PANEL.test(device.where))
  if (external.length > 0 && monitors.length > 1)
    warnings.push(
      `The baseline has ${monitors.length} monitors (${external.map((device) => device.name).join(', ')}): if one is a desk's, unplug it and take the baseline again.`,
    )
  const dock = devices.find((device) => device.kind === 'usb' && saysDock(device))
  if (dock)
    warnings.push(
      `The baseline has ${dock.name}: if the laptop was on a dock when the survey started, unplug it and take the baseline again.`,
    )
  return warnings
}

/** What the machine could not see at the last detection (a reader refused, failed or timed out). */
export function readerNotices(detection: MachineDetection): SurveyState['notices'] {
  const kinds = DESK_KINDS as readonly string[]
  return [
    ...detection.readers
      .filter((reader) => reader.status !== 'ok' && kinds.includes(reader.kind))
      .map((reader) => ({
        kind: reader.kind,
        message: reader.message ?? `${reader.source}: ${reader.status}`,
      })),
    ...detection.notices.filter((notice) => kinds.includes(notice.kind)),
  ]
}
