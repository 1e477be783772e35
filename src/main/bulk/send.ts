import { LIMITS } from '#shared/api/limits.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { ImportProgress, ImportReport, PreviewRow, ReportRow } from '#shared/ipc/bulk.ts'
import { RateLimitedError } from '../admin-client/errors.ts'
import { createPacer } from './pacer.ts'
import { initialReport, failedCount } from './report.ts'

export interface SendDeps {
  upsert(
    accountId: string | undefined,
    device: { serialId: string; deviceType: number; name: string; info: string },
  ): Promise<{ created: boolean; message: string }>
  pair(accountId: string | undefined, locationId: string, serialIds: string[]): Promise<unknown>
  onProgress(progress: Omit<ImportProgress, 'importId'>): void
  /** Aborted: no new row is taken; rows in flight finish; nothing is paired. */
  signal: AbortSignal
  concurrency?: number
  /** Attempts per request while the service answers 429. */
  maxAttempts?: number
  /** The wait after a 429 without Retry-After. */
  defaultWaitMs?: number
}

const messageOf = (error: unknown) =>
  error instanceof UserFacingError
    ? [
        error.message,
        ...(error.fields ?? [])
          .filter((f) => f.message !== error.message)
          .map((f) => `${f.path}: ${f.message}`),
      ].join(' ')
    : 'The request failed inside the app; see the log.'

/** Runs `work` for each item with at most `limit` at once; stops taking items once the signal aborts. */
async function eachBounded<T>(
  items: readonly T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
) {
  let next = 0
  const worker = async () => {
    while (!signal.aborted && next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Sends a planned import: each row to create or update (bounded concurrency, 429s waited out as the
 * service says), then the pairings grouped by account and location, all or nothing per request as
 * the service pairs. The report holds, per row, what the service answered.
 */
export async function sendPlan(rows: readonly PreviewRow[], deps: SendDeps): Promise<ImportReport> {
  const started = Date.now()
  const { signal } = deps
  const report = initialReport(rows)
  const byRow = new Map(report.map((entry) => [entry.row, entry]))
  const pacer = createPacer(signal, deps.defaultWaitMs ?? 1000)
  const attempts = deps.maxAttempts ?? 20
  const progress = createProgressReporter(deps.onProgress, pacer, signal)

  /** One request, repeated after each 429 once the service's wait is over. */
  async function paced<T>(request: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await pacer.ready()
      if (signal.aborted)
        throw new UserFacingError('cancelled', 'Not sent: the import was cancelled.')
      try {
        return await request()
      } catch (error) {
        if (!(error instanceof RateLimitedError) || attempt >= attempts) throw error
        pacer.wait(error.retryAfterSeconds)
        progress.now()
      }
    }
  }

  const toSend = rows.filter((row) => row.action === 'create' || row.action === 'update')
  progress.phase('register', toSend.length)
  await eachBounded(toSend, deps.concurrency ?? 8, signal, async (row) => {
    const entry = byRow.get(row.row) as ReportRow
    try {
      const result = await paced(() =>
        deps.upsert(row.accountId ?? undefined, {
          serialId: row.serialId ?? '',
          deviceType: row.deviceType ?? 0,
          name: row.name,
          info: row.info,
        }),
      )
      entry.outcome = result.created ? 'created' : 'updated'
      entry.message = result.message
    } catch (error) {
      entry.outcome =
        signal.aborted && error instanceof UserFacingError && error.code === 'cancelled'
          ? 'cancelled'
          : 'failed'
      entry.message = messageOf(error)
      progress.failed()
    }
    progress.step()
  })
  progress.now()

  const groups = new Map<
    string,
    { accountId: string | undefined; locationId: string; rows: ReportRow[] }
  >()
  for (const row of rows) {
    const entry = byRow.get(row.row) as ReportRow
    if (row.locationId === null || (row.pairing !== 'pair' && row.pairing !== 'move')) continue
    if (!['created', 'updated', 'unchanged'].includes(entry.outcome)) {
      entry.pairing = 'not-sent'
      entry.pairingMessage =
        entry.outcome === 'cancelled'
          ? 'Not paired: the import was cancelled.'
          : 'Not paired: the device was not registered.'
      continue
    }
    if (signal.aborted) {
      entry.pairing = 'not-sent'
      entry.pairingMessage = 'Not paired: the import was cancelled. Run it again to pair.'
      continue
    }
    // Stays so unless its request is sent (a cancel between pairing requests).
    entry.pairing = 'not-sent'
    entry.pairingMessage = 'Not paired: the import was cancelled. Run it again to pair.'
    const key = `${row.accountId ?? ''}\n${row.locationId}`
    const group = groups.get(key) ?? {
      accountId: row.accountId ?? undefined,
      locationId: row.locationId,
      rows: [],
    }
    group.rows.push(entry)
    groups.set(key, group)
  }
  const requests = [...groups.values()].flatMap((group) => {
    const chunks = []
    for (let start = 0; start < group.rows.length; start += LIMITS.serialIdsPerPair)
      chunks.push({ ...group, rows: group.rows.slice(start, start + LIMITS.serialIdsPerPair) })
    return chunks
  })
  progress.phase('pair', requests.length)
  await eachBounded(requests, 4, signal, async ({ accountId, locationId, rows: entries }) => {
    try {
      await paced(() =>
        deps.pair(
          accountId,
          locationId,
          entries.map((entry) => entry.serialId ?? ''),
        ),
      )
      for (const entry of entries) {
        entry.pairing = 'paired'
        entry.pairingMessage = `Paired to ${locationId}.`
      }
    } catch (error) {
      const numbers = entries.map((entry) => entry.row).join(', ')
      for (const entry of entries) {
        entry.pairing = 'failed'
        entry.pairingMessage = `Location ${locationId} (rows ${numbers}): ${messageOf(error)}`
      }
      progress.failed()
    }
    progress.step()
  })
  progress.now()
  return {
    rows: report,
    cancelled: signal.aborted,
    failed: failedCount(report),
    seconds: (Date.now() - started) / 1000,
  }
}

/** Progress events: at most one each 100 ms, and one at each phase's end. */
function createProgressReporter(
  emit: SendDeps['onProgress'],
  pacer: { waitingSeconds(): number | null },
  signal: AbortSignal,
) {
  let phase: ImportProgress['phase'] = 'register'
  let total = 0
  let done = 0
  let failed = 0
  let started = Date.now()
  let last = 0
  const send = () => {
    const seconds = (Date.now() - started) / 1000
    const perSecond = seconds > 0 ? done / seconds : 0
    emit({
      phase,
      done,
      total,
      failed,
      perSecond: Math.round(perSecond * 10) / 10,
      secondsLeft: perSecond > 0 ? Math.ceil((total - done) / perSecond) : null,
      waitingSeconds: pacer.waitingSeconds(),
      cancelling: signal.aborted,
    })
    last = Date.now()
  }
  return {
    phase(next: ImportProgress['phase'], count: number) {
      ;[phase, total, done, failed, started] = [next, count, 0, 0, Date.now()]
      send()
    },
    step() {
      done++
      if (Date.now() - last >= 100) send()
    },
    failed() {
      failed++
    },
    /** At once: a wait began, or a phase ended. */
    now: send,
  }
}
