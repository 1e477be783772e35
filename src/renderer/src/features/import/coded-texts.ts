import type { CodedText } from '#shared/coded-text.ts'
import type {
  FieldWhyCode,
  FileNoticeCode,
  Finding,
  FindingCode,
  FixCode,
  HoldsCode,
  ImportFindingCode,
  ImportSourceId,
  PairingCode,
  PassedOverCode,
  PreviewNoticeCode,
  ReportCode,
  ReportRow,
  ReportText,
  RowFix,
  SourceNoteCode,
} from '#shared/ipc/import.ts'
import type { CandidateCode } from '#shared/serial-id/index.ts'
import { errorText } from '../../app/error-text.ts'
import { said, wordCoded, type CodeMessages, type Worded } from '../../i18n/coded.ts'
import type { Translate } from '../../i18n/use-t.ts'
import { serialWords, WARNING_MESSAGES } from '../register/serial-words.ts'

// What main says about an import, in the window's words: its own findings, and those that carry the serial
// id helper's texts (its warnings, the parts that are wrong, a reading's label) in the helper's words, and
// the tools whose files it recognises, with their notes.

export const FINDING_MESSAGES: CodeMessages<ImportFindingCode> = {
  'spreadsheet-number': 'import.finding.spreadsheet-number',
  'leading-zeros': 'import.finding.leading-zeros',
  chosen: 'import.finding.chosen',
  'name-too-long': 'import.finding.name-too-long',
  'info-too-long': 'import.finding.info-too-long',
  'nul-character': 'import.finding.nul-character',
  'wifi-name': 'import.finding.wifi-name',
  'ssid-too-long': 'import.finding.ssid-too-long',
  band: 'import.finding.band',
  type: 'import.finding.type',
  'not-a-device': 'import.finding.not-a-device',
  'gateway-mac': 'import.finding.gateway-mac',
  'wired-mac': 'import.finding.wired-mac',
  'radio-mac': 'import.finding.radio-mac',
  edited: 'import.finding.edited',
  'left-out': 'import.finding.left-out',
  empty: 'import.finding.empty',
  'cells-shifted': 'import.finding.cells-shifted',
  'quote-not-closed': 'import.finding.quote-not-closed',
  'wmi-array': 'import.finding.wmi-array',
  'char-codes': 'import.finding.char-codes',
  'nul-padding': 'import.finding.nul-padding',
  'device-path': 'import.finding.device-path',
  'adapter-kind': 'import.finding.adapter-kind',
  'location-unknown': 'import.finding.location-unknown',
  'location-ambiguous': 'import.finding.location-ambiguous',
  duplicate: 'import.finding.duplicate',
  'kept-unpaired': 'import.finding.kept-unpaired',
  'location-required': 'import.finding.location-required',
  account: 'import.finding.account',
  'account-error': 'import.finding.account-error',
  'network-unconfirmed': 'import.finding.network-unconfirmed',
  neighbour: 'import.finding.neighbour',
  'other-type': 'import.finding.other-type',
}

/** Each tool the import recognises, by its id, in the window's words. */
export const SOURCE_LABELS: CodeMessages<ImportSourceId> = {
  'device-registry-admin': 'import.source.device-registry-admin.label',
  'desk-template': 'import.source.desk-template.label',
  'powershell-wmimonitorid': 'import.source.powershell-wmimonitorid.label',
  'sccm-monitors': 'import.source.sccm-monitors.label',
  'sccm-usb': 'import.source.sccm-usb.label',
  intune: 'import.source.intune.label',
  'lansweeper-monitors': 'import.source.lansweeper-monitors.label',
  'lansweeper-adapters': 'import.source.lansweeper-adapters.label',
  'snipe-it': 'import.source.snipe-it.label',
  'aruba-bss-table': 'import.source.aruba-bss-table.label',
  'cisco-show-ap-summary': 'import.source.cisco-show-ap-summary.label',
  'cisco-show-ap-dot11-summary': 'import.source.cisco-show-ap-dot11-summary.label',
  'meraki-bssids': 'import.source.meraki-bssids.label',
  unifi: 'import.source.unifi.label',
  ekahau: 'import.source.ekahau.label',
  hamina: 'import.source.hamina.label',
  'wifi-scan': 'import.source.wifi-scan.label',
  'macos-displays': 'import.source.macos-displays.label',
  'ekahau-ap-report': 'import.source.ekahau-ap-report.label',
  'meraki-api-devices': 'import.source.meraki-api-devices.label',
  'meraki-dashboard': 'import.source.meraki-dashboard.label',
  'mist-inventory': 'import.source.mist-inventory.label',
  'mist-bssid-report': 'import.source.mist-bssid-report.label',
  'aruba-central': 'import.source.aruba-central.label',
  'catalyst-center': 'import.source.catalyst-center.label',
  'netbox-mac-addresses': 'import.source.netbox-mac-addresses.label',
  'netbox-interfaces': 'import.source.netbox-interfaces.label',
}

/** What a tool's files mean for the import, said before the preview. */
export const SOURCE_NOTE_MESSAGES: CodeMessages<SourceNoteCode> = {
  'aruba-central': 'import.source.note.aruba-central',
  'aruba-bss-table': 'import.source.note.aruba-bss-table',
  'cisco-show-ap-summary': 'import.source.note.cisco-show-ap-summary',
  'cisco-show-ap-dot11-summary': 'import.source.note.cisco-show-ap-dot11-summary',
  'catalyst-center': 'import.source.note.catalyst-center',
  'netbox-interfaces': 'import.source.note.netbox-interfaces',
  'netbox-mac-addresses': 'import.source.note.netbox-mac-addresses',
  'snipe-it': 'import.source.note.snipe-it',
  'desk-template': 'import.source.note.desk-template',
  'meraki-own-mac': 'import.source.note.meraki-own-mac',
  'meraki-gateway': 'import.source.note.meraki-gateway',
  'meraki-bssids': 'import.source.note.meraki-bssids',
  'survey-neighbours': 'import.source.note.survey-neighbours',
  'survey-ssid': 'import.source.note.survey-ssid',
  unifi: 'import.source.note.unifi',
  'mist-own-mac': 'import.source.note.mist-own-mac',
  'mist-site': 'import.source.note.mist-site',
  'mist-bssid-mask': 'import.source.note.mist-bssid-mask',
  'powershell-wmimonitorid': 'import.source.note.powershell-wmimonitorid',
  'sccm-monitors': 'import.source.note.sccm-monitors',
  'sccm-usb': 'import.source.note.sccm-usb',
  intune: 'import.source.note.intune',
  'lansweeper-monitors': 'import.source.note.lansweeper-monitors',
  'lansweeper-adapters': 'import.source.note.lansweeper-adapters',
}

export const HOLDS_MESSAGES: CodeMessages<HoldsCode> = {
  ap_own_wired: 'import.holds.ap_own_wired',
  ap_wired: 'import.holds.ap_wired',
  ap_radio: 'import.holds.ap_radio',
  device_own: 'import.holds.device_own',
  asset_own: 'import.holds.asset_own',
  interface: 'import.holds.interface',
  wired: 'import.holds.wired',
  radio: 'import.holds.radio',
  base: 'import.holds.base',
  ekahau_bssids: 'import.holds.ekahau_bssids',
  survey_bssids: 'import.holds.survey_bssids',
}

/** A reading's label is the serial id helper's English (and the key the preview reads it by). */
export const FIX_MESSAGES: CodeMessages<Exclude<FixCode, 'reading'>> = {
  replacement: 'import.fix.replacement',
  'sensor-form': 'import.fix.sensor-form',
  'zeros-back': 'import.fix.zeros-back',
  'gateway-listed': 'import.fix.gateway-listed',
}

export const FILE_NOTICE_MESSAGES: CodeMessages<FileNoticeCode> = {
  cp1252: 'import.notice.cp1252',
  'no-header': 'import.notice.no-header',
  'title-line': 'import.notice.title-line',
  'sep-line': 'import.notice.sep-line',
  'type-line': 'import.notice.type-line',
  'mixed-line-breaks': 'import.notice.mixed-line-breaks',
  'text-table': 'import.notice.text-table',
  'json-networks': 'import.notice.json-networks',
  'ekahau-project': 'import.notice.ekahau-project',
  'rows-not-read': 'import.notice.rows-not-read',
}

export const PREVIEW_NOTICE_MESSAGES: CodeMessages<PreviewNoticeCode> = {
  'locations-unlisted': 'import.notice.locations-unlisted',
  'paired-only': 'import.notice.paired-only',
}

/** Why a column feeds a field (a column's own reason in the mapping step too). */
export const WHY_MESSAGES: CodeMessages<FieldWhyCode> = {
  'source-field': 'import.why.source-field',
  'source-ignored': 'import.why.source-ignored',
  'header-names': 'import.why.header-names',
  'second-column': 'import.why.second-column',
  'better-column': 'import.why.better-column',
  'column-asked': 'import.why.column-asked',
  'mapped-so': 'import.why.mapped-so',
  'wifi-ssid': 'import.why.wifi-ssid',
  'wifi-band': 'import.why.wifi-band',
}

const has = <Code extends string>(ids: CodeMessages<Code>, code: string): code is Code =>
  Object.hasOwn(ids, code)

/** A column's reason with the tool it names (its id, in the values) in the window's words. */
export function namingSource(t: Translate, why: CodedText<FieldWhyCode>): CodedText<FieldWhyCode> {
  const id = why.values?.['source']
  if (typeof id !== 'string' || !has(SOURCE_LABELS, id)) return why
  return { ...why, values: { ...why.values, source: t(SOURCE_LABELS[id]) } }
}

/** Why a column feeds a field (or is left out), the tool it comes from named in the window's words. */
export const wordWhy = (t: Translate, why: CodedText<FieldWhyCode>): string =>
  wordCoded(t, WHY_MESSAGES, namingSource(t, why))

export const PASSED_OVER_MESSAGES: CodeMessages<PassedOverCode> = {
  'second-column-left': 'import.why.second-column-left',
  'better-column': 'import.why.better-column',
  'column-asked': 'import.why.column-asked',
  'imported-as': 'import.why.imported-as',
  'not-ssid': 'import.why.not-ssid',
  'not-band': 'import.why.not-band',
}

export const FIELD_ROWS_MESSAGES: CodeMessages<'wifi' | 'not-wifi'> = {
  wifi: 'import.why.rows.wifi',
  'not-wifi': 'import.why.rows.not-wifi',
}

/** A report row's own messages; 'not-sent' is worded with the findings that held the row back. */
export const REPORT_MESSAGES: CodeMessages<Exclude<ReportCode, 'not-sent'>> = {
  cancelled: 'import.report.cancelled',
  unchanged: 'import.report.unchanged',
  'nothing-to-send': 'import.report.nothing-to-send',
  service: 'import.report.service',
}

export const PAIRING_MESSAGES: CodeMessages<PairingCode> = {
  paired: 'import.pairing.paired',
  moved: 'import.pairing.moved',
  already: 'import.pairing.already',
  'kept-unpaired': 'import.pairing.kept-unpaired',
  refused: 'import.pairing.refused',
  'service-refused': 'import.pairing.service-refused',
  'not-registered': 'import.pairing.not-registered',
}

/** A finding in the window's words; four WMI columns read one way say so once ("and more columns"). */
export function wordFinding(t: Translate, finding: Finding | CodedText<FindingCode>): Worded {
  const { code } = finding
  const serial = serialFinding(t, finding)
  if (serial !== null) return { text: serial }
  // The service's own words, why the account could not be read: English as they came.
  if (!has(FINDING_MESSAGES, code) || code === 'account-error')
    return { text: finding.message, lang: 'en' }
  const text = wordCoded(t, FINDING_MESSAGES, { ...finding, code })
  return {
    text: finding.values?.['more'] === undefined ? text : `${text} ${t('import.finding.more')}`,
  }
}

/** The serial id helper's warning, or the parts it found wrong and what to do; null for the import's own. */
function serialFinding(t: Translate, finding: Finding | CodedText<FindingCode>): string | null {
  const words = serialWords(t)
  const { code } = finding
  if (has(WARNING_MESSAGES, code)) return words.warning({ ...finding, code })
  const parts = 'parts' in finding ? finding.parts : undefined
  if (parts === undefined) return null
  const said = parts.map(words.partError)
  if (code === 'ambiguous') said.push(t('import.finding.choose-reading'))
  if (code === 'suggestion') said.push(t('import.finding.sensor-form', finding.values))
  return said.join(' ')
}

export function wordFix(t: Translate, fix: RowFix): Worded {
  const { code } = fix
  if (code === 'reading' && typeof fix.values?.['candidate'] === 'string') {
    const { candidate, ...labelValues } = fix.values as Record<string, string>
    return {
      text: serialWords(t).candidate({
        label: fix.message,
        labelCode: candidate as CandidateCode,
        labelValues,
      }),
    }
  }
  return has(FIX_MESSAGES, code)
    ? { text: wordCoded(t, FIX_MESSAGES, { ...fix, code }) }
    : { text: fix.message, lang: 'en' }
}

/** What became of a row: main's words, the findings that held it back, or the service's own. */
export function wordReport(t: Translate, message: ReportText): Worded {
  const { code } = message
  if (code === 'not-sent') {
    const reasons = (message.findings ?? []).map((finding) => wordFinding(t, finding).text)
    return { text: t('import.report.not-sent', { reasons: reasons.join(' ') }) }
  }
  if (code === 'service') {
    // The registry's own sentence or an error main worded, else the service's words as they came.
    if (message.put) return { text: said(t, message.put) }
    const worded = message.error ? errorText(t, { text: message.error }) : null
    return worded === null ? { text: message.message, lang: 'en' } : { text: worded }
  }
  if (has(REPORT_MESSAGES, code))
    return { text: wordCoded(t, REPORT_MESSAGES, { ...message, code }) }
  return wordFinding(t, { ...message, code })
}

/** What became of a row's pairing; the service's reason in the window's words where main worded it. */
export function wordPairing(t: Translate, message: NonNullable<ReportRow['pairingMessage']>) {
  const reason = message.error ? errorText(t, { text: message.error }) : null
  const values = reason === null ? message.values : { ...message.values, reason }
  return wordCoded(t, PAIRING_MESSAGES, { ...message, values })
}
