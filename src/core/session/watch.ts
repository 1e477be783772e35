export interface WatchOptions {
  /** Between checks while the service answers. */
  intervalMs: number
  /** Between checks while it does not: sooner, so the window recovers soon after the service does. */
  unreachableIntervalMs: number
}

export const DEFAULT_WATCH: WatchOptions = { intervalMs: 15_000, unreachableIntervalMs: 3_000 }

/**
 * Runs `check` again and again while the app is open, each after the previous one finished; the
 * timers do not keep the process alive. `check` resolves to whether the service answered.
 */
export function watchConnection(
  check: () => Promise<boolean>,
  options: WatchOptions = DEFAULT_WATCH,
): { stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const schedule = (reachable: boolean) => {
    if (stopped) return
    timer = setTimeout(
      () => void check().then(schedule, () => schedule(false)),
      reachable ? options.intervalMs : options.unreachableIntervalMs,
    )
    timer.unref?.()
  }
  schedule(true)
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
