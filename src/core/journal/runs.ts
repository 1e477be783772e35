import { randomBytes } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'

/** One process's use of the journal, from its open to its close: what a crash leaves unfinished. */
export interface Run {
  id: string
  pid: number
}

export const newRun = (): Run => ({ id: randomBytes(8).toString('hex'), pid: process.pid })

/** Whether the process is still running (a process of another user counts: it cannot be signalled). */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

interface RunRow {
  run_id: string
  pid: number
}

/**
 * Runs that never closed the journal and whose process is gone (a crash, a kill, a power cut): read
 * only, so a journal whose lock another program holds still opens. The journal marks them `crashed`
 * with its first write; their pending entries wait for the reconciliation against the service.
 */
export function uncleanRuns(db: DatabaseSync): string[] {
  const open = db
    .prepare('SELECT run_id, pid FROM runs WHERE ended IS NULL')
    .all() as unknown as RunRow[]
  return open.filter((row) => !processAlive(row.pid)).map((row) => row.run_id)
}

/** The runs whose pending entries no process will finish: ended (cleanly or not), or their process gone. */
export function finishedRuns(db: DatabaseSync): Set<string> {
  const rows = db.prepare('SELECT run_id, pid, ended FROM runs').all() as unknown as Array<
    RunRow & { ended: string | null }
  >
  return new Set(
    rows.filter((row) => row.ended !== null || !processAlive(row.pid)).map((row) => row.run_id),
  )
}

/** Closed runs beyond the newest hundred go, once none of their entries is pending. */
export const TRIM_RUNS = `DELETE FROM runs WHERE ended = 'clean' AND run_id NOT IN
  (SELECT run_id FROM runs ORDER BY started_at DESC LIMIT 100)
  AND NOT EXISTS (SELECT 1 FROM entries WHERE entries.run_id = runs.run_id AND status = 'pending')`
