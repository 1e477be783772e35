import { worded } from '../finding.ts'
import { HOLDS } from '../holds.ts'
import { gatewayQuestion, hasAll, hasAny, none, note, type ImportSource } from './source.ts'

const CISCO_COMMAND = 'show ap name <AP> wlan dot11 24ghz'
export const CISCO_BSSID_HINT = worded(
  'cisco',
  `A Cisco access point derives its BSSIDs from its base radio MAC, one per WLAN and radio, counting up or down by model and by the order the WLANs were added, so they cannot be worked out from this list. On a Catalyst 9800, \`${CISCO_COMMAND}\` (and 5ghz, 6ghz) prints each WLAN's BSSID; a Wi-Fi survey export (Ekahau, Hamina) or Detect on this PC on site lists them as the sensor sees them.`,
  { command: CISCO_COMMAND },
)

/** Catalyst 9800 (and AireOS) `show ap summary`: one line per access point. */
export const ciscoApSummary: ImportSource = {
  id: 'cisco-show-ap-summary',
  label: 'Cisco show ap summary',
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
  notes: [
    note(
      'cisco-show-ap-summary',
      "A list of access points with their wired and base radio MACs; neither is one of the BSSIDs the sensor reports, so no access point is registered from it. The AP's Location column is the controller's free text, not one of this app's locations: it is left out.",
    ),
  ],
  bssidHint: CISCO_BSSID_HINT,
}

/** `show ap dot11 24ghz|5ghz|6ghz summary`: one line per radio, its base MAC, channel and power. */
export const ciscoDot11Summary: ImportSource = {
  id: 'cisco-show-ap-dot11-summary',
  label: 'Cisco show ap dot11 … summary',
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
  notes: [
    note(
      'cisco-show-ap-dot11-summary',
      'One line per radio with its base radio MAC: the BSSIDs the sensor reports are derived from it, so no access point is registered from this list.',
    ),
  ],
  bssidHint: CISCO_BSSID_HINT,
}

/** Catalyst Center (DNA Center) inventory, exported as CSV: every device with its family and MAC. */
export const catalystCenter: ImportSource = {
  id: 'catalyst-center',
  label: 'Cisco Catalyst Center inventory (CSV)',
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
  notes: [
    note(
      'catalyst-center',
      "Catalyst Center lists each device's own MAC: an access point's is its wired port, not a BSSID, so access points are not registered from it. A router is offered as a gateway from its own MAC, and asked about: the PCs may see another MAC for their gateway. Catalyst Center's site hierarchy is its own, not this app's locations: it is left out.",
    ),
  ],
  gatewayQuestion: gatewayQuestion(
    'catalyst_center',
    "Is this the gateway MAC the PCs see? Catalyst Center lists the router's own MAC; the PCs see the MAC of the interface that is their gateway (a VLAN interface, an HSRP or VRRP address), which may be another one. Check one PC with Detect on this PC, then choose it: nothing is sent for this row until you do.",
  ),
  bssidHint: CISCO_BSSID_HINT,
}
