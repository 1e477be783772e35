import type { CodedText, SaidText } from '#shared/coded-text.ts'
import { isSourceId, sourceLabelId } from '#shared/import/source-label.ts'
import type {
  FieldWhyCode,
  Finding,
  FindingCode,
  ReportCode,
  ReportRow,
  ReportText,
  RowFix,
} from '#shared/ipc/import.ts'
import type { CandidateCode } from '#shared/serial-id/index.ts'
import { errorText } from '../../app/error-text.ts'
import { said, type Worded } from '../../i18n/coded.ts'
import type { Translate } from '../../i18n/use-t.ts'
import { serialWords } from '../register/serial-words.ts'

// What main says about an import, in the window's words: its own findings, and those that carry the serial
// id helper's texts (its warnings, the parts that are wrong, a reading's label) in the helper's words, and
// the tools whose files it recognises, with their notes.

/** A column's reason with the tool it names (its id, in the values) by its label in the window's language. */
export function namingSource<Text extends SaidText<FieldWhyCode>>(t: Translate, why: Text): Text {
  const id = why.values?.['source']
  if (!isSourceId(id)) return why
  return { ...why, values: { ...why.values, source: t(sourceLabelId(id)) } }
}

/** Why a column feeds a field (or is left out), the tool it comes from named in the window's words. */
export const wordWhy = (t: Translate, why: SaidText<FieldWhyCode>): string =>
  said(t, namingSource(t, why))

/**
 * A finding in the window's words: its catalog message, or the serial id helper's part errors and what to do
 * about them; four WMI columns read one way say so once ("and more columns").
 */
export function wordFinding(
  t: Translate,
  finding: Finding | CodedText<FindingCode | ReportCode>,
): Worded {
  const parts = 'parts' in finding ? finding.parts : undefined
  if (parts !== undefined) return { text: partsSaid(t, finding, parts) }
  // The service's own words, why the account could not be read: English as they came.
  if (!finding.id || finding.code === 'account-error') return { text: finding.message, lang: 'en' }
  const text = t(finding.id, finding.values)
  return {
    text: finding.values?.['more'] === undefined ? text : `${text} ${t('import.finding.more')}`,
  }
}

/** The parts of an id the serial id helper found wrong, each in its words, and what to do. */
function partsSaid(
  t: Translate,
  finding: Finding | CodedText<FindingCode | ReportCode>,
  parts: NonNullable<Finding['parts']>,
): string {
  const said = parts.map(serialWords(t).partError)
  if (finding.code === 'ambiguous') said.push(t('import.finding.choose-reading'))
  if (finding.code === 'suggestion') said.push(t('import.finding.sensor-form', finding.values))
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
  return fix.id ? { text: t(fix.id, fix.values) } : { text: fix.message, lang: 'en' }
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
  return wordFinding(t, message)
}

/** What became of a row's pairing; the service's reason in the window's words where main worded it. */
export function wordPairing(t: Translate, message: NonNullable<ReportRow['pairingMessage']>) {
  const reason = message.error ? errorText(t, { text: message.error }) : null
  const values = reason === null ? message.values : { ...message.values, reason }
  return t(message.id, values)
}
