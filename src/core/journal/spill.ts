import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { JOURNAL_FILE } from './journal-file.ts'
import type { Step } from './journal-writes.ts'
import { processAlive, type Run } from './runs.ts'

/**
 * Writes the journal could not take yet, one line each, beside it: a lock or a full journal file costs
 * nothing then, and a process killed meanwhile leaves them for the next one to write.
 */
export const spillPath = (dir: string, run: Run) =>
  join(dir, `${JOURNAL_FILE}.spill-${run.pid}-${run.id}.jsonl`)

const SPILL = new RegExp(`^${JOURNAL_FILE.replace('.', '\\.')}\\.spill-(\\d+)-([0-9a-f]+)\\.jsonl$`)

/** The steps as one line: their entries and outcomes as arrays. */
export function spillLine(steps: readonly Step[]): string {
  const plain = steps.map((step) =>
    step.kind === 'insert'
      ? { ...step, entries: [...step.entries] }
      : step.kind === 'complete'
        ? { ...step, outcomes: [...step.outcomes] }
        : step,
  )
  return `${JSON.stringify(plain)}\n`
}

/** Appends one write; false when even that cannot be written (the disk is full, the folder is not ours). */
export function appendSpill(path: string, line: string): boolean {
  const existed = existsSync(path)
  try {
    appendFileSync(path, line, { mode: 0o600 })
    return true
  } catch {
    // A full disk lets the file be made and nothing be written: no empty spill file is left behind.
    try {
      if (!existed) rmSync(path, { force: true })
    } catch {
      // Nothing was made there either.
    }
    return false
  }
}

/** The writes of a spill file, in order; a last line cut off by a kill is left out. */
export function readSpill(path: string): Step[][] {
  const writes: Step[][] = []
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue
    try {
      writes.push(JSON.parse(line) as Step[])
    } catch {
      // Only the last line can be torn: it was being written when the process stopped.
    }
  }
  return writes
}

/** Spill files of processes that are gone: theirs to write no more, so the next journal writes them. */
export function orphanSpills(dir: string, own: Run): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const match = SPILL.exec(name)
    if (!match || match[2] === own.id || processAlive(Number(match[1]))) return []
    return [join(dir, name)]
  })
}
