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
import { said, wordCoded, codeMessages, type Worded } from '../../i18n/coded.ts'
import type { Translate } from '../../i18n/use-t.ts'
import { serialWords, WARNING_MESSAGES } from '../register/serial-words.ts'

// What main says about an import, in the window's words: its own findings, and those that carry the serial
// id helper's texts (its warnings, the parts that are wrong, a reading's label) in the helper's words, and
// the tools whose files it recognises, with their notes.

export const FINDING_MESSAGES = codeMessages<ImportFindingCode>()('import.finding')

/** Each tool the import recognises, by its id, in the window's words. */
export const SOURCE_LABELS = codeMessages<ImportSourceId>()('import.source', '.label')

/** What a tool's files mean for the import, said before the preview. */
export const SOURCE_NOTE_MESSAGES = codeMessages<SourceNoteCode>()('import.source.note')

export const HOLDS_MESSAGES = codeMessages<HoldsCode>()('import.holds')

/** A reading's label is the serial id helper's English (and the key the preview reads it by). */
export const FIX_MESSAGES = codeMessages<Exclude<FixCode, 'reading'>>()('import.fix')

export const FILE_NOTICE_MESSAGES = codeMessages<FileNoticeCode>()('import.notice')

export const PREVIEW_NOTICE_MESSAGES = codeMessages<PreviewNoticeCode>()('import.notice')

/** Why a column feeds a field (a column's own reason in the mapping step too). */
export const WHY_MESSAGES = codeMessages<FieldWhyCode>()('import.why')

/** A column's reason with the tool it names (its id, in the values) in the window's words. */
export function namingSource(t: Translate, why: CodedText<FieldWhyCode>): CodedText<FieldWhyCode> {
  const id = why.values?.['source']
  if (typeof id !== 'string' || !SOURCE_LABELS.has(id)) return why
  return { ...why, values: { ...why.values, source: t(SOURCE_LABELS(id)) } }
}

/** Why a column feeds a field (or is left out), the tool it comes from named in the window's words. */
export const wordWhy = (t: Translate, why: CodedText<FieldWhyCode>): string =>
  wordCoded(t, WHY_MESSAGES, namingSource(t, why))

export const PASSED_OVER_MESSAGES = codeMessages<PassedOverCode>()('import.why')

export const FIELD_ROWS_MESSAGES = codeMessages<'wifi' | 'not-wifi'>()('import.why.rows')

/** A report row's own messages; 'not-sent' is worded with the findings that held the row back. */
export const REPORT_MESSAGES = codeMessages<Exclude<ReportCode, 'not-sent'>>()('import.report')

export const PAIRING_MESSAGES = codeMessages<PairingCode>()('import.pairing')

/** A finding in the window's words; four WMI columns read one way say so once ("and more columns"). */
export function wordFinding(t: Translate, finding: Finding | CodedText<FindingCode>): Worded {
  const { code } = finding
  const serial = serialFinding(t, finding)
  if (serial !== null) return { text: serial }
  // The service's own words, why the account could not be read: English as they came.
  if (!FINDING_MESSAGES.has(code) || code === 'account-error')
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
  if (WARNING_MESSAGES.has(code)) return words.warning({ ...finding, code })
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
  return FIX_MESSAGES.has(code)
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
  if (REPORT_MESSAGES.has(code))
    return { text: wordCoded(t, REPORT_MESSAGES, { ...message, code }) }
  return wordFinding(t, { ...message, code })
}

/** What became of a row's pairing; the service's reason in the window's words where main worded it. */
export function wordPairing(t: Translate, message: NonNullable<ReportRow['pairingMessage']>) {
  const reason = message.error ? errorText(t, { text: message.error }) : null
  const values = reason === null ? message.values : { ...message.values, reason }
  return wordCoded(t, PAIRING_MESSAGES, { ...message, values })
}
