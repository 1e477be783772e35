import { HOLDS } from '../holds.ts'
import { gatewayQuestion, hasAll, hasAny, none, note, type ImportSource } from './source.ts'
import type { BssidHint } from './source.ts'

const CISCO_COMMAND = 'show ap name <AP> wlan dot11 24ghz'
export const CISCO_BSSID_HINT: BssidHint = { code: 'cisco', values: { command: CISCO_COMMAND } }

/** Catalyst 9800 (and AireOS) `show ap summary`: one line per access point. */
export const ciscoApSummary: ImportSource = {
  id: 'cisco-show-ap-summary',
  recognise: (view) => hasAll(view, 'apname', 'apmodel') && hasAny(view, 'ethernetmac', 'radiomac'),
  // The wired MAC is the row's MAC; the radio's base MAC is said where the row is refused.
  fields: {
    apname: 'name',
    ethernetmac: 'mac',
    apmodel: 'ignore',
    slots: 'ignore',
    location: 'ignore',
    country: 'ignore',
    cc: 'ignore',
    rd: 'ignore',
    ipaddress: 'ignore',
    state: 'ignore',
  },
  holds: {
    ethernetmac: HOLDS.apWired,
    radiomac: HOLDS.apRadio,
  },
  kind: 'wifi',
  notes: [note('cisco-show-ap-summary')],
  bssidHint: CISCO_BSSID_HINT,
}

/** `show ap dot11 24ghz|5ghz|6ghz summary`: one line per radio, its base MAC, channel and power. */
export const ciscoDot11Summary: ImportSource = {
  id: 'cisco-show-ap-dot11-summary',
  recognise: (view) =>
    hasAll(view, 'apname', 'macaddress', 'slot') &&
    hasAny(view, 'operstate', 'txpwr', 'adminstate'),
  fields: {
    apname: 'name',
    slot: 'ignore',
    adminstate: 'ignore',
    operstate: 'ignore',
    width: 'ignore',
    txpwr: 'ignore',
    channel: 'ignore',
    mode: 'ignore',
  },
  holds: { macaddress: HOLDS.apRadio },
  kind: 'wifi',
  notes: [note('cisco-show-ap-dot11-summary')],
  bssidHint: CISCO_BSSID_HINT,
}

/** Catalyst Center (DNA Center) inventory, exported as CSV: every device with its family and MAC. */
export const catalystCenter: ImportSource = {
  id: 'catalyst-center',
  recognise: (view) =>
    hasAll(view, 'devicename', 'macaddress') &&
    hasAny(view, 'devicefamily', 'family') &&
    hasAny(view, 'platform', 'platformid', 'devicetype'),
  fields: {
    devicename: 'name',
    devicefamily: 'type',
    family: 'type',
    devicetype: 'ignore',
    platform: 'ignore',
    platformid: 'ignore',
    serialnumber: 'ignore',
    ipaddress: 'ignore',
    softwareversion: 'ignore',
    reachability: 'ignore',
    role: 'ignore',
    site: 'ignore',
    location: 'ignore',
  },
  holds: { macaddress: HOLDS.deviceOwn },
  kindOf: (text) => {
    const family = text.trim().toLowerCase()
    if (family.includes('unified ap') || family === 'access points') return 'wifi'
    if (family.startsWith('router')) return 'router'
    if (family.startsWith('switch')) return none('switch', text.trim())
    if (family.includes('wireless controller')) return none('controller', text.trim())
    return undefined
  },
  notes: [note('catalyst-center')],
  gatewayQuestion: gatewayQuestion('catalyst_center'),
  bssidHint: CISCO_BSSID_HINT,
}
