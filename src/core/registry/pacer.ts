/** The shared pause of all requests of a run after a 429: the service's Retry-After, honoured by every worker. */
export function createPacer(signal: AbortSignal, defaultWaitMs: number) {
  let until = 0
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done, { once: true })
    })
  return {
    /** After a 429: no request before the service's wait (or the default one) is over. */
    wait(retryAfterSeconds: number | null) {
      const ms =
        retryAfterSeconds === null ? defaultWaitMs : Math.max(100, retryAfterSeconds * 1000)
      until = Math.max(until, Date.now() + ms)
    },
    /** Resolves when requests may go again, or at once when the run is cancelled. */
    async ready() {
      while (!signal.aborted && Date.now() < until) await sleep(until - Date.now())
    },
    /** Resolves when the service's wait is over, cancelled or not (work that must finish). */
    async elapsed() {
      while (Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, until - Date.now()))
    },
    waitingSeconds(): number | null {
      const left = until - Date.now()
      return left > 0 ? Math.ceil(left / 1000) : null
    },
  }
}
