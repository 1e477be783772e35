import { HOLDS } from '../holds.ts'
import { hasAll, hasAny, ignored, leftOut, note } from './source.ts'
import type { ImportSource, SourceView } from './source.ts'

// Wi-Fi surveys (Ekahau, Hamina, NetSpot) and scans (netsh, airport, nmcli, iw): every access point measured
// on the walk or heard from one place, the neighbours' too. In a survey a measured AP's "MAC address" is the
// BSSID it was heard on.

const SIGNAL = [
  'signalstrengthdbm',
  'maxsignalstrengthdbm',
  'signaldbm',
  'maxsignaldbm',
  'signalstrength',
  'rssi',
  'rssidbm',
  'maxrssidbm',
]

const isSurvey = (view: SourceView) =>
  hasAny(view, ...SIGNAL) &&
  hasAny(view, 'ssid', 'network') &&
  hasAny(view, 'bssid', 'macaddress', 'mac')

const SURVEY_NOTES = [note('survey-neighbours'), note('survey-ssid')]

const surveyFields = {
  macaddress: 'bssid',
  mac: 'bssid',
  network: 'ssid',
  ...ignored(
    'floor',
    'channel',
    'channelwidth',
    'security',
    'vendor',
    'manufacturer',
    'model',
    'tags',
  ),
  ...ignored(...SIGNAL),
} as const

/** Ekahau AI Pro / Ekahau Pro: the access point list of a survey, exported as CSV. */
export const ekahau: ImportSource = {
  id: 'ekahau',
  recognise: (view) => isSurvey(view) && hasAny(view, 'vendor') && !hasAny(view, 'rssi', 'rssidbm'),
  fields: surveyFields,
  holds: {
    macaddress: HOLDS.ekahauBssids,
  },
  kind: 'wifi',
  survey: true,
  notes: SURVEY_NOTES,
}

/** Hamina (Network Planner, Onsite): the access points of a survey, exported as CSV. */
export const hamina: ImportSource = {
  id: 'hamina',
  recognise: (view) => isSurvey(view),
  fields: surveyFields,
  holds: { macaddress: HOLDS.surveyBssids },
  kind: 'wifi',
  survey: true,
  notes: SURVEY_NOTES,
}

/**
 * Ekahau's access point report (a script over the project, one row per BSSID): its `mine` column says
 * which access points are the organisation's; the others are neighbours, left out by the tool's word.
 */
export const ekahauApReport: ImportSource = {
  id: 'ekahau-ap-report',
  recognise: (view) => hasAll(view, 'bssid', 'mine') && hasAny(view, 'essid', 'ssid'),
  fields: ignored(
    'apname',
    'mine',
    'serial',
    'wiredmac',
    'vendor',
    'model',
    'building',
    'floor',
    'apgroup',
  ),
  kind: 'wifi',
  survey: true,
  skip: (cell) => (/^(false|no|0)$/i.test(cell('mine')) ? leftOut('not_mine') : undefined),
  notes: SURVEY_NOTES,
}

/** A scan's or a survey app's signal columns (NetSpot, nmcli as a table: SIGNAL; others: level, quality). */
const SCAN_SIGNAL = ['signal', 'averagesignal', 'minsignal', 'maxsignal', 'level', 'quality']

/**
 * Every network in range from one place: a scan's printout (`netsh wlan show networks mode=bssid`,
 * `airport -s`, `nmcli dev wifi list`, `iw dev … scan`, read by its reader) or a survey app's list with a
 * signal column (NetSpot).
 */
export const wifiScan: ImportSource = {
  id: 'wifi-scan',
  recognise: (view) =>
    view.printout?.kind === 'wifi' ||
    (hasAny(view, ...SCAN_SIGNAL) && hasAny(view, 'ssid') && hasAny(view, 'bssid')),
  fields: {
    ...surveyFields,
    ...ignored('alias', 'mode', ...SCAN_SIGNAL),
  },
  holds: { bssid: HOLDS.surveyBssids },
  kind: 'wifi',
  survey: true,
  notes: SURVEY_NOTES,
}
