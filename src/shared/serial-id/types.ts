import type { DeviceType, DeviceTypeName } from '../api/common.ts'

/** A device type as its flag (2, 4, 8, 16, 32) or its name ('monitor', 'usb', 'nic', 'router', 'wifi'). */
export type TypeRef = DeviceType | DeviceTypeName

/** What is wrong with one part; `part` is a part key such as 'bssid' or 'vendor', or 'layout' for the whole id. */
export interface PartError {
  part: string
  message: string
}

export type BuildResult = { ok: true; serialId: string } | { ok: false; errors: PartError[] }

export type ValidateResult =
  { ok: true } | { ok: false; errors: PartError[]; expectedLayout: string; suggestion?: string }

export interface ParseMatch {
  deviceType: DeviceType
  kind: DeviceTypeName
  parts: Record<string, string>
}

export type ParseResult =
  { ok: true; matches: ParseMatch[] } | { ok: false; error: { message: string } }

export interface LayoutPart {
  key: string
  label: string
  placeholder: string
  example: string
  help: string
  options?: Array<{ value: string; label: string }>
}

export interface LayoutDescription {
  deviceType: DeviceType
  kind: DeviceTypeName
  label: string
  /** The layout in words, e.g. 'Network;<BSSID>;WiFi'. */
  layout: string
  /** A full valid serial id. */
  example: string
  parts: LayoutPart[]
  nameHint: string
  infoHint: string
  identifies: 'workstation' | 'machine' | 'area'
}

/** Outcome of normalizing one part: the canonical text, or a sentence saying what is wrong. */
export type Normalized = { ok: true; value: string } | { ok: false; message: string }
