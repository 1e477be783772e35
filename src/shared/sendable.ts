import type { DeviceTypeName } from './api/common.ts'

/**
 * A found device (detected on this PC, read from a tool, proposed by the survey) as the admin is about to
 * send it: the id chosen (undefined while the source leaves a choice or lacks a part), and the name and
 * info as they stand.
 */
export interface SendDraft {
  kind: DeviceTypeName
  serialId?: string | undefined
  name: string
  info: string
}

/** What a draft lacks before it can be registered: an id, a name (a hidden network's SSID), a Wi-Fi band. */
export type Lacking = 'id' | 'name' | 'band'

/**
 * The one rule of whether a found device can be sent, for register, detect, the survey and the command
 * line: an id, a name, and for Wi-Fi the band (the info the sensor reports). Null when it lacks nothing.
 */
export function lacking(draft: SendDraft): Lacking | null {
  if (draft.serialId === undefined) return 'id'
  if (draft.name.trim() === '') return 'name'
  if (draft.kind === 'wifi' && draft.info.trim() === '') return 'band'
  return null
}
