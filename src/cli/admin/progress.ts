import type { ImportProgress } from '#shared/ipc/import.ts'
import type { IpcEvent } from '#shared/ipc/event-names.ts'
import type { Say } from '../language.ts'

function duration(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`
  const minutes = Math.floor(seconds / 60)
  return `${minutes} min ${Math.round(seconds % 60)} s`
}

/** One line about a send in progress: rows, rate, time left, and a wait the service asked for. */
export function progressLine(progress: Omit<ImportProgress, 'importId'>, t: Say): string {
  const share =
    progress.total > 0 ? ` (${Math.floor((progress.done / progress.total) * 100)}%)` : ''
  const rows = { done: Math.round(progress.done), total: Math.round(progress.total) }
  const parts = [
    `${progress.phase === 'pair' ? t('cli.progress.pairing', rows) : t('cli.progress.sending', rows)}${share}`,
    t('cli.progress.rate', { perSecond: Math.round(progress.perSecond) }),
  ]
  if (progress.secondsLeft !== null && progress.done < progress.total)
    parts.push(t('cli.progress.left', { duration: duration(progress.secondsLeft) }))
  if (progress.failed > 0)
    parts.push(t('cli.progress.not-done', { count: Math.round(progress.failed) }))
  if (progress.waitingSeconds !== null)
    parts.push(t('cli.progress.waiting', { seconds: progress.waitingSeconds }))
  if (progress.cancelling) parts.push(t('cli.progress.cancelling'))
  return parts.join(', ')
}

/**
 * Progress of an import on standard error, never on standard output (which --json keeps for one
 * document): one line rewritten on a terminal, else a line every few seconds.
 */
export function importProgressPrinter(write: (text: string) => void, terminal: boolean, t: Say) {
  let last = 0
  let latest: Omit<ImportProgress, 'importId'> | undefined
  let printed: Omit<ImportProgress, 'importId'> | undefined
  const every = terminal ? 250 : 5000
  return {
    sink(event: IpcEvent, payload: unknown) {
      if (event !== 'importProgress') return
      latest = payload as ImportProgress
      const now = Date.now()
      if (now - last < every) return
      last = now
      write(terminal ? `\r${progressLine(latest, t).padEnd(100)}` : `${progressLine(latest, t)}\n`)
      printed = latest
    },
    /** The last state, once, when the send ends (a terminal's line is ended). */
    end() {
      if (!latest) return
      if (terminal) write(`\r${progressLine(latest, t).padEnd(100)}\n`)
      else if (printed !== latest) write(`${progressLine(latest, t)}\n`)
      latest = undefined
      printed = undefined
      last = 0
    },
  }
}
