import { foundChoice, foundDevice, type FoundAt } from '../found.ts'
import type { FoundDevice } from '../types.ts'

export type NicKind = 'ethernet' | 'wlan'

/** Words in adapter and interface names that say Wi-Fi, in the languages Windows and Linux use. */
const WLAN_WORDS =
  /\b(?:wl[a-z0-9]*|wi-?fi|wlan|wireless|802\.11|drahtlos\S*|sans fil|inal[aá]mbrica|senza fili|draadloos|bezprzewodow\S*)\b/i
const ETHERNET_WORDS = /\b(?:eth\S*|en[a-z][a-z0-9]*|ethernet\S*|lan-verbindung|gbe|gigabit)\b/i

/** Ethernet or WLAN from an adapter's or interface's name; undefined when it does not say. */
export function nicKindOf(text: string): NicKind | undefined {
  if (WLAN_WORDS.test(text)) return 'wlan'
  if (ETHERNET_WORDS.test(text)) return 'ethernet'
  return undefined
}

export interface NicAddress {
  mac: string
  /** Which address this is, when an adapter has two (the one in use and its own). */
  label?: string
}

/**
 * A network adapter. Where the source does not say whether it is wired or Wi-Fi, or shows two addresses,
 * every combination is offered to choose from.
 */
export function nicDevice(
  addresses: readonly NicAddress[],
  kind: NicKind | undefined,
  at: FoundAt,
  info: string | undefined,
): FoundDevice | undefined {
  const kinds: NicKind[] = kind === undefined ? ['ethernet', 'wlan'] : [kind]
  const choices = kinds.flatMap((each) =>
    addresses.map((address) => ({
      parts: { kind: each, mac: address.mac },
      label: [
        kind === undefined
          ? each === 'wlan'
            ? 'a Wi-Fi adapter (WLAN)'
            : 'a wired adapter (Ethernet)'
          : undefined,
        address.label,
      ]
        .filter(Boolean)
        .join(', '),
    })),
  )
  return foundChoice('nic', choices, at, { info })
}

/**
 * An adapter that uses a random or set address now: its id has the adapter's own address, and the warning
 * offers the one in use, should the sensor report that instead.
 */
export function ownAddressDevice(
  own: string,
  current: string,
  kind: NicKind,
  at: FoundAt,
  info: string | undefined,
): FoundDevice | undefined {
  const message = `This adapter uses ${current} now, a random or set address; the id has its own address, ${own}, which stays when the other changes. If the sensor reports the address in use, register ${current} instead.`
  return foundDevice('nic', { kind, mac: own }, at, {
    info,
    warnings: [{ code: 'mac-random', part: 'mac', message, replacement: current }],
  })
}
