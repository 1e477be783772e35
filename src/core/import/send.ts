import { coded } from '#shared/coded-text.ts'
import type {
  ImportProgress,
  ImportReport,
  PreviewRow,
  ReportRow,
  ReportText,
} from '#shared/ipc/import.ts'
import type { JournalSummary, PutDevice, PutResult } from '#shared/ipc/registry.ts'
import { journalSummary } from '../journal/summaries.ts'
import type { PutOptions } from '../registry/put-devices.ts'
import { alreadyPaired, initialReport, failedCount, reportTotals, sharedTexts } from './report.ts'

export interface SendDeps {
  /**
   * Puts one account's devices in through the registry's use case (register and pair, batched), each
   * batch's results handed to `done` as it is written.
   */
  put(
    accountId: string | undefined,
    devices: PutDevice[],
    options: PutOptions,
    done: (results: PutResult[], offset: number) => void,
  ): Promise<void>
  onProgress(progress: Omit<ImportProgress, 'importId'>): void
  /** Aborted: no new row is taken; rows registered already are still paired. */
  signal: AbortSignal
}

const SENT = new Set(['create', 'update', 'unchanged'])

const KEPT_UNPAIRED = coded('import.pairing.kept-unpaired')

/** The report's words for a put's results, each distinct text made once (see sharedTexts). */
function reportTexts() {
  const paired = sharedTexts((location) => coded('import.pairing.paired', { location }))
  const moved = sharedTexts((from: string, to: string) =>
    coded('import.pairing.moved', { from, to }),
  )
  const already = sharedTexts(alreadyPaired)
  const said = sharedTexts((text) => coded('import.report.service', { text }))
  return {
    pairingOf: (result: PutResult, row: PreviewRow) =>
      pairingOf(result, row, { paired, moved, already }),
    outcomeOf: (result: PutResult) => outcomeOf(result, said),
  }
}

function pairingOf(
  result: PutResult,
  row: PreviewRow,
  texts: {
    paired: (to: string) => ReportRow['pairingMessage']
    moved: (from: string, to: string) => ReportRow['pairingMessage']
    already: (location: string) => ReportRow['pairingMessage']
  },
): Pick<ReportRow, 'pairing' | 'pairingMessage'> {
  switch (result.pairing) {
    case 'paired': {
      // Where the service had it when the put began; the preview's word where the put could not tell.
      const from =
        (result.before === undefined ? row.currentLocationId : result.before?.locationId) ?? ''
      const to = result.locationId ?? ''
      return {
        pairing: 'paired',
        pairingMessage: from && from !== to ? texts.moved(from, to) : texts.paired(to),
      }
    }
    case 'kept':
      return result.locationId
        ? { pairing: 'already', pairingMessage: texts.already(result.locationId) }
        : { pairing: 'none', pairingMessage: null }
    case 'unpaired':
      return { pairing: 'none', pairingMessage: KEPT_UNPAIRED }
    case 'failed': {
      // The service's answer is its own words, kept as they are.
      const reason = result.pairError?.message
      const location = row.locationId ?? ''
      const error = result.pairError?.text
      return {
        pairing: 'failed',
        pairingMessage: reason
          ? {
              ...coded('import.pairing.service-refused', {
                location,
                reason,
              }),
              ...(error ? { error } : {}),
            }
          : coded('import.pairing.refused', { location }),
      }
    }
    default:
      return row.locationId === null
        ? { pairing: 'none', pairingMessage: null }
        : {
            pairing: 'not-sent',
            pairingMessage: coded('import.pairing.not-registered'),
          }
  }
}

function outcomeOf(
  result: PutResult,
  said: (text: string) => ReportText,
): Pick<ReportRow, 'outcome' | 'message'> {
  // What the registry's put answered: the service's words (or the put's own), kept as they are.
  const text = result.message ?? result.error?.message ?? ''
  const message: ReportText =
    result.text || result.error?.text
      ? {
          ...coded('import.report.service', { text }),
          ...(result.text ? { put: result.text } : {}),
          ...(result.error?.text ? { error: result.error.text } : {}),
        }
      : said(text)
  switch (result.outcome) {
    case 'created':
    case 'updated':
    case 'unchanged':
    case 'failed':
    case 'cancelled':
      return { outcome: result.outcome, message }
    default:
      return {
        outcome: result.error?.code === 'location_required' ? 'skipped' : 'failed',
        message,
      }
  }
}

/**
 * Sends a planned import: each account's rows go through the registry's put, which registers and pairs
 * them batch by batch (never more unpaired at once than a batch), waits out 429s and writes the journal.
 * The report holds, per row, what the service answered.
 */
export async function sendPlan(rows: readonly PreviewRow[], deps: SendDeps): Promise<ImportReport> {
  const started = Date.now()
  // report[i] is rows[i]'s entry; the rows to send are kept by their index, per account.
  const report = initialReport(rows)
  const accounts = new Map<string, number[]>()
  let toSend = 0
  rows.forEach((row, index) => {
    if (!SENT.has(row.action) || row.serialId === null || row.deviceType === null) return
    toSend++
    const key = row.accountId ?? ''
    const group = accounts.get(key)
    if (group) group.push(index)
    else accounts.set(key, [index])
  })

  const texts = reportTexts()
  let done = 0
  for (const [account, indices] of accounts) {
    await deps.put(
      account || undefined,
      indices.map((index) => {
        const row = rows[index] as PreviewRow
        return {
          serialId: row.serialId ?? '',
          deviceType: row.deviceType ?? 0,
          name: row.name,
          info: row.info,
          locationId: row.locationId,
        }
      }),
      {
        signal: deps.signal,
        onProgress: (progress) =>
          deps.onProgress({
            ...progress,
            done: done + progress.done,
            total: toSend,
            secondsLeft: progress.secondsLeft,
          }),
      },
      (results, offset) =>
        results.forEach((result, at) => {
          const index = indices[offset + at] as number
          Object.assign(
            report[index] as ReportRow,
            texts.outcomeOf(result),
            texts.pairingOf(result, rows[index]!),
          )
        }),
    )
    done += indices.length
  }
  return {
    rows: report,
    ...reportTotals(report),
    cancelled: deps.signal.aborted,
    failed: failedCount(report),
    seconds: (Date.now() - started) / 1000,
  }
}

/** One line for the activity journal: the file and what became of its rows. */
export function importSummary(fileName: string, report: ImportReport): JournalSummary {
  const count = (outcome: ReportRow['outcome']) =>
    report.rows.filter((row) => row.outcome === outcome).length
  return journalSummary.imported({
    fileName,
    rows: report.rows.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    paired: report.rows.filter((row) => row.pairing === 'paired').length,
    failed: report.failed,
    cancelled: report.cancelled,
  })
}
