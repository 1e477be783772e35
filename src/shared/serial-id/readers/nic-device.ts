import { foundChoice, foundDevice, type FoundAt } from '../found.ts'
import { coded } from '../../coded-text.ts'
import { normalizeMac } from '../mac.ts'
import { candidateLabel } from '../text.ts'
import type { FoundDevice } from '../types.ts'
import { virtualAdapterWarnings, type AdapterFacts } from '../virtual-adapter.ts'

export type NicKind = 'ethernet' | 'wlan'

/** Words in adapter and interface names that say Wi-Fi, in the languages Windows and Linux use. */
const WLAN_WORDS =
  /\b(?:wl[a-z0-9]*|wi-?fi|wlan|wireless|802\.11|drahtlos\S*|sans fil|inal[aá]mbrica|senza fili|draadloos|bezprzewodow\S*)\b|ワイヤレス|無線/i
const ETHERNET_WORDS =
  /\b(?:eth\S*|en[a-z][a-z0-9]*|ethernet\S*|lan-verbindung|gbe|gigabit)\b|イーサネット/i

/** Ethernet or WLAN from an adapter's or interface's name; undefined when it does not say. */
export function nicKindOf(text: string): NicKind | undefined {
  if (WLAN_WORDS.test(text)) return 'wlan'
  if (ETHERNET_WORDS.test(text)) return 'ethernet'
  return undefined
}

export interface NicAddress {
  mac: string
  /** Which address this is, when an adapter has two (the one in use and its own). */
  address?: 'inUse' | 'own'
}

/**
 * The label of one reading of an adapter: its kind where the source does not say it, which address where it
 * has two. Its message picks the words by `kind` ('given' when the source said it) and `address` ('only').
 */
const adapterLabel = (each: NicKind, given: boolean, address: NicAddress['address']) =>
  candidateLabel('serialId.candidate.adapter', {
    kind: given ? 'given' : each,
    address: address ?? 'only',
  })

/** The addresses in the sensor's form, for the virtual-adapter rule. */
function sensorMacs(addresses: readonly string[]): string[] {
  return addresses.flatMap((address) => {
    const mac = normalizeMac(address, 'mac')
    return mac.ok ? [mac.value] : []
  })
}

/** The virtual-adapter warning, from what the reader knows (by default: its info as the description). */
function adapterWarnings(
  macs: readonly string[],
  info: string | undefined,
  facts: AdapterFacts | undefined,
) {
  return virtualAdapterWarnings({
    description: info,
    ...facts,
    macs: sensorMacs(facts?.macs ?? macs),
  })
}

/**
 * A network adapter. Where the source does not say whether it is wired or Wi-Fi, or shows two addresses,
 * every combination is offered to choose from. An adapter that is no hardware of this machine (Bluetooth,
 * Wi-Fi Direct, a virtual machine's or a VPN's) gets the virtual-adapter warning.
 */
export function nicDevice(
  addresses: readonly NicAddress[],
  kind: NicKind | undefined,
  at: FoundAt,
  info: string | undefined,
  facts?: AdapterFacts,
): FoundDevice | undefined {
  const kinds: NicKind[] = kind === undefined ? ['ethernet', 'wlan'] : [kind]
  const choices = kinds.flatMap((each) =>
    addresses.map((address) => ({
      parts: { kind: each, mac: address.mac },
      ...adapterLabel(each, kind !== undefined, address.address),
    })),
  )
  const warnings = adapterWarnings(
    addresses.map((address) => address.mac),
    info,
    facts,
  )
  return foundChoice('nic', choices, at, { info, warnings })
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
  facts?: AdapterFacts,
): FoundDevice | undefined {
  const random = coded('serialId.warning.mac-random', { current, own })
  return foundDevice('nic', { kind, mac: own }, at, {
    info,
    warnings: [
      { ...random, part: 'mac', replacement: current },
      // Only its own address can say whose adapter it is: the one in use now is random.
      ...adapterWarnings([own], info, facts),
    ],
  })
}
