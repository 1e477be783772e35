import { codedText } from '../coded-text.ts'
import type { CodedText } from '../coded-text.ts'

/**
 * Near-miss rules: a registered id and a reported one that are the same hardware written another way.
 * Pure and table-driven: `matchKeys` gives every id the keys under which its near-misses meet (so a
 * check joins 100,000 devices through a Map, never pair by pair), `nearMiss` says which rule two ids meet.
 */
export const NEAR_MISS_RULES = {
  /** The same MAC under another type or adapter kind (BSSID, gateway, Ethernet or WLAN NIC). */
  'same-mac': 'certain',
  /** An access point's wired or base MAC that differs from a reported BSSID only in the locally administered bit. */
  'local-bit': 'certain',
  /** A USB id equal but for the serial's case, padding or leading zeros. */
  'usb-serial': 'certain',
  /** A monitor id equal but for the serial text's spacing or case. */
  'monitor-serial': 'certain',
  /** A BSSID of the same radio family: equal but for the last hex digit. */
  'radio-family': 'likely',
} as const

export type NearMissRule = keyof typeof NEAR_MISS_RULES
export type Certainty = (typeof NEAR_MISS_RULES)[NearMissRule]

export interface DeviceId {
  serialId: string
  deviceType: number
}

export interface NearMiss {
  rule: NearMissRule
  certainty: Certainty
  /** What tells them apart, in words (coded: the window says it in its own language). */
  evidence: CodedText<NearMissRule>
}

const MAC = /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/
/** Each MAC layout's kind: a select key for the window, and its English. */
const MAC_LAYOUTS: Record<string, { key: string; what: string }> = {
  'Ethernet;NIC': { key: 'ethernet', what: 'Ethernet NIC' },
  'WLAN;NIC': { key: 'wlan', what: 'WLAN NIC' },
  'Network;Gateway': { key: 'gateway', what: 'gateway' },
  'Network;WiFi': { key: 'wifi', what: 'Wi-Fi BSSID' },
}
const WIFI = 32
const MONITOR = 2
const USB = 4

type Read =
  | { kind: 'mac'; mac: string; key: string; what: string }
  | { kind: 'usb' | 'monitor'; vendor: string; serial: string; product: string }
  | undefined

function read(id: DeviceId): Read {
  // indexOf, not split: the check reads every one of 100,000 ids, and the parts' array is garbage.
  const { serialId } = id
  const one = serialId.indexOf(';')
  const two = one < 0 ? -1 : serialId.indexOf(';', one + 1)
  if (two < 0 || serialId.indexOf(';', two + 1) >= 0) return undefined
  const first = serialId.slice(0, one)
  const middle = serialId.slice(one + 1, two)
  const last = serialId.slice(two + 1)
  const layout = MAC_LAYOUTS[`${first};${last}`]
  if (layout !== undefined)
    return MAC.test(middle) ? { kind: 'mac', mac: middle, ...layout } : undefined
  if (id.deviceType === USB) return { kind: 'usb', vendor: first, serial: middle, product: last }
  if (id.deviceType === MONITOR)
    return { kind: 'monitor', vendor: first, serial: middle, product: last }
  return undefined
}

/** The USB serial as far as case, padding (spaces, NULs shown as spaces) and leading zeros go. */
export const usbSerialCore = (serial: string): string =>
  serial.trim().toUpperCase().replace(/^0+/, '')
/** The monitor serial text without any spacing and in one case. */
export const monitorSerialCore = (serial: string): string =>
  serial.replace(/\s+/g, '').toUpperCase()

/** The MAC with the locally administered bit (0x02 of the first byte) cleared. */
export function universalMac(mac: string): string {
  const first = Number.parseInt(mac.slice(0, 2), 16) & ~0x02
  return first.toString(16).padStart(2, '0') + mac.slice(2)
}

/**
 * Keys under which an id meets every id it is a near-miss of (and some it is not: `nearMiss` decides).
 * Empty for an id of no known layout.
 */
export function matchKeys(id: DeviceId): string[] {
  const r = read(id)
  if (!r) return []
  if (r.kind === 'mac') return [`m${universalMac(r.mac)}`, `f${r.mac.slice(0, -1)}`]
  const core = r.kind === 'usb' ? usbSerialCore(r.serial) : monitorSerialCore(r.serial)
  return [`${r.kind === 'usb' ? 'u' : 'd'}${r.vendor};${core};${r.product}`]
}

/**
 * Whether the registered id and the reported one are the same hardware written another way, and by which
 * rule; null when they are not (or are the same id: that is a match, not a near-miss).
 */
export function nearMiss(registered: DeviceId, reported: DeviceId): NearMiss | null {
  if (registered.serialId === reported.serialId) return null
  const a = read(registered)
  const b = read(reported)
  if (!a || !b || a.kind !== b.kind) return null
  const found = (rule: NearMissRule, message: string, values: Record<string, string>) => ({
    rule,
    certainty: NEAR_MISS_RULES[rule],
    evidence: codedText(rule, message, values),
  })
  if (a.kind === 'mac' && b.kind === 'mac') {
    const set = Number.parseInt(b.mac.slice(0, 2), 16) & 0x02 ? 'set' : 'cleared'
    const values = {
      registered: a.mac,
      reported: b.mac,
      registeredAs: a.key,
      reportedAs: b.key,
      bit: set,
    }
    if (a.mac === b.mac)
      return found(
        'same-mac',
        `The same MAC ${a.mac}, registered as a ${a.what} and reported as a ${b.what}.`,
        values,
      )
    if (reported.deviceType !== WIFI) return null
    if (universalMac(a.mac) === universalMac(b.mac))
      return found(
        'local-bit',
        `The reported BSSID ${b.mac} is the registered MAC ${a.mac} with the locally administered bit ${set}, as access points derive their BSSIDs.`,
        values,
      )
    if (a.mac.slice(0, -1) === b.mac.slice(0, -1))
      return found(
        'radio-family',
        `The reported BSSID ${b.mac} differs from ${a.mac} only in its last hex digit: probably another radio or SSID of the same access point.`,
        values,
      )
    return null
  }
  if (a.kind === 'mac' || b.kind === 'mac') return null
  if (a.vendor !== b.vendor || a.product !== b.product) return null
  const values = { registered: a.serial, reported: b.serial }
  if (a.kind === 'usb' && usbSerialCore(a.serial) === usbSerialCore(b.serial))
    return found(
      'usb-serial',
      `The USB serial "${b.serial}" as reported and "${a.serial}" as registered differ only in case, padding or leading zeros.`,
      values,
    )
  if (a.kind === 'monitor' && monitorSerialCore(a.serial) === monitorSerialCore(b.serial))
    return found(
      'monitor-serial',
      `The monitor serial "${b.serial}" as reported and "${a.serial}" as registered differ only in spacing or case.`,
      values,
    )
  return null
}
