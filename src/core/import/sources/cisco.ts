import { HOLDS } from '../holds.ts'
import { bssidHint, gatewayQuestion, hasAll, hasAny, ignored, kindByRules, note } from './source.ts'
import type { ImportSource } from './source.ts'

export const CISCO_BSSID_HINT = bssidHint('cisco', 'show ap name <AP> wlan dot11 24ghz')

/** Catalyst 9800 (and AireOS) `show ap summary`: one line per access point. */
export const ciscoApSummary: ImportSource = {
  id: 'cisco-show-ap-summary',
  recognise: (view) => hasAll(view, 'apname', 'apmodel') && hasAny(view, 'ethernetmac', 'radiomac'),
  // The wired MAC is the row's MAC; the radio's base MAC is said where the row is refused.
  fields: {
    apname: 'name',
    ethernetmac: 'mac',
    ...ignored('apmodel', 'slots', 'location', 'country', 'cc', 'rd', 'ipaddress', 'state'),
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
    ...ignored('slot', 'adminstate', 'operstate', 'width', 'txpwr', 'channel', 'mode'),
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
    ...ignored(
      'devicetype',
      'platform',
      'platformid',
      'serialnumber',
      'ipaddress',
      'softwareversion',
      'reachability',
      'role',
      'site',
      'location',
    ),
  },
  holds: { macaddress: HOLDS.deviceOwn },
  kindOf: kindByRules('lower', [
    [/unified ap|^access points$/, 'wifi'],
    [/^router/, 'router'],
    [/^switch/, { none: 'switch' }],
    [/wireless controller/, { none: 'controller' }],
  ]),
  notes: [note('catalyst-center')],
  gatewayQuestion: gatewayQuestion('catalyst_center'),
  bssidHint: CISCO_BSSID_HINT,
}
