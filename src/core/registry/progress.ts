/** How far a long put has come: devices through registration of all, and the phase of the batch in hand. */
export interface PutProgress {
  phase: 'register' | 'pair'
  done: number
  total: number
  failed: number
  perSecond: number
  secondsLeft: number | null
  /** Set while the service asked to wait (429 with Retry-After). */
  waitingSeconds: number | null
  cancelling: boolean
}

/** Progress events: at most one each 100 ms, and one at once when a phase or a wait begins. */
export function createProgressReporter(
  emit: ((progress: PutProgress) => void) | undefined,
  total: number,
  waitingSeconds: () => number | null,
  signal: AbortSignal,
) {
  const started = Date.now()
  let phase: PutProgress['phase'] = 'register'
  let done = 0
  let failed = 0
  let last = 0
  const send = () => {
    if (!emit) return
    const seconds = (Date.now() - started) / 1000
    const perSecond = seconds > 0 ? done / seconds : 0
    emit({
      phase,
      done,
      total,
      failed,
      perSecond: Math.round(perSecond * 10) / 10,
      secondsLeft: perSecond > 0 ? Math.ceil((total - done) / perSecond) : null,
      waitingSeconds: waitingSeconds(),
      cancelling: signal.aborted,
    })
    last = Date.now()
  }
  return {
    phase(next: PutProgress['phase']) {
      phase = next
      send()
    },
    /** Devices through registration (sent, or nothing to send); failures among them. */
    step(count = 1, failures = 0) {
      done += count
      failed += failures
      if (Date.now() - last >= 100 || done === total) send()
    },
    /** Devices whose pairing failed after they were registered. */
    failed(count: number) {
      failed += count
    },
    now: send,
  }
}
