import { coded } from '#shared/coded-text.ts'
import type { DetectedDevice } from '#shared/ipc/detect.ts'
import type { SurveyCodedText, SurveyState } from '#shared/ipc/survey.ts'
import type { MachineDetection } from '../detect/detect.ts'
import { saysDock } from './dock.ts'
import { DESK_KINDS } from './machine-diff.ts'

/** Connectors of a laptop's own panel (Linux: eDP, LVDS, DSI). */
const BUILT_IN_PANEL = /\b(?:eDP|LVDS|DSI)\b/i

/**
 * What in the baseline looks like a desk's device: a dock, or an external monitor. Taken as the
 * laptop's own, they would never be proposed.
 */
export function baselineWarnings(devices: readonly DetectedDevice[]): SurveyCodedText[] {
  const warnings: SurveyCodedText[] = []
  const monitors = devices.filter((device) => device.kind === 'monitor')
  const external = monitors.filter((device) => device.where && !BUILT_IN_PANEL.test(device.where))
  if (external.length > 0 && monitors.length > 1) {
    const names = external.map((device) => device.name).join(', ')
    warnings.push(coded('survey.text.baseline-monitors', { count: monitors.length, names }))
  }
  const dock = devices.find((device) => device.kind === 'usb' && saysDock(device))
  if (dock) warnings.push(coded('survey.text.baseline-dock', { name: dock.name }))
  return warnings
}

/** What the machine could not see at the last detection (a reader refused, failed or timed out). */
export function readerNotices(detection: MachineDetection): SurveyState['notices'] {
  const kinds = DESK_KINDS as readonly string[]
  return [
    // A reader that did not read always says why (its code and message).
    ...detection.readers.flatMap(({ kind, status, code, values, message }) =>
      status !== 'ok' && kinds.includes(kind) && code !== undefined && message !== undefined
        ? [{ kind, code, ...(values === undefined ? {} : { values }), message }]
        : [],
    ),
    ...detection.notices.filter((notice) => kinds.includes(notice.kind)),
  ]
}
