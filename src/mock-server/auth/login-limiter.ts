export interface LoginLimits {
  /** Failed logins allowed per username within the window. */
  perUsername: number
  /** Failed logins allowed per client address within the window. */
  perClient: number
  windowMs: number
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perUsername: 5,
  perClient: 20,
  windowMs: 15 * 60_000,
}
/** Bounds memory when someone sprays usernames; the oldest windows go first. */
const MAX_TRACKED = 10_000

interface Window {
  startedAt: number
  failures: number
}

/** Counts failed logins per username and per client in fixed windows. */
export class LoginLimiter {
  private readonly windows = new Map<string, Window>()
  private readonly limits: LoginLimits
  private readonly now: () => number

  constructor(limits: LoginLimits, now: () => number) {
    this.limits = limits
    this.now = now
  }

  /** Seconds to wait when either key is over its limit, else 0. */
  retryAfterSeconds(username: string, client: string): number {
    return Math.max(
      this.wait(`user:${username}`, this.limits.perUsername),
      this.wait(`client:${client}`, this.limits.perClient),
    )
  }

  /** Counted before the slow password check, so parallel guesses cannot overtake the limit. */
  recordAttempt(username: string, client: string): void {
    this.bump(`user:${username}`, 1)
    this.bump(`client:${client}`, 1)
  }

  /** A successful login takes its attempt back and clears the username's failures. */
  recordSuccess(username: string, client: string): void {
    this.windows.delete(`user:${username}`)
    this.bump(`client:${client}`, -1)
  }

  private wait(key: string, limit: number): number {
    const window = this.current(key)
    if (!window || window.failures < limit) return 0
    return Math.max(1, Math.ceil((window.startedAt + this.limits.windowMs - this.now()) / 1000))
  }

  private bump(key: string, by: number): void {
    let window = this.current(key)
    if (!window) {
      if (by < 0) return
      if (this.windows.size >= MAX_TRACKED) {
        const oldest = this.windows.keys().next().value
        if (oldest !== undefined) this.windows.delete(oldest)
      }
      window = { startedAt: this.now(), failures: 0 }
      this.windows.set(key, window)
    }
    window.failures = Math.max(0, window.failures + by)
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key)
    if (window && this.now() - window.startedAt >= this.limits.windowMs) {
      this.windows.delete(key)
      return undefined
    }
    return window
  }
}
