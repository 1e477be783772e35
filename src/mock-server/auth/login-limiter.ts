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
/** Bounds memory when someone sprays usernames: windows under their limit beyond this are dropped, oldest first. */
const MAX_TRACKED = 10_000

interface Window {
  startedAt: number
  failures: number
}

/**
 * Counts failed logins per username and per client in fixed windows. A window at its limit is locking
 * someone out and is never given up to make room: flooding the limiter with other usernames must not
 * unlock a username under attack. Those windows grow only as fast as lockouts happen, and expire.
 */
export class LoginLimiter {
  /** Windows under their limit, oldest first: the ones dropped when memory runs short. */
  private readonly counting = new Map<string, Window>()
  /** Windows at their limit. */
  private readonly locking = new Map<string, Window>()
  private readonly limits: LoginLimits
  private readonly now: () => number

  constructor(limits: LoginLimits, now: () => number) {
    this.limits = limits
    this.now = now
  }

  /** How many windows are held (both kinds). */
  get tracked(): number {
    return this.counting.size + this.locking.size
  }

  /** Seconds to wait when either key is over its limit, else 0. */
  retryAfterSeconds(username: string, client: string): number {
    return Math.max(this.wait(`user:${username}`), this.wait(`client:${client}`))
  }

  /** Counted before the slow password check, so parallel guesses cannot overtake the limit. */
  recordAttempt(username: string, client: string): void {
    this.bump(`user:${username}`, 1)
    this.bump(`client:${client}`, 1)
  }

  /** A successful login takes its attempt back and clears the username's failures. */
  recordSuccess(username: string, client: string): void {
    this.counting.delete(`user:${username}`)
    this.locking.delete(`user:${username}`)
    this.bump(`client:${client}`, -1)
  }

  private limitOf(key: string): number {
    return key.startsWith('user:') ? this.limits.perUsername : this.limits.perClient
  }

  private wait(key: string): number {
    const window = this.current(key)
    if (!window || window.failures < this.limitOf(key)) return 0
    return Math.max(1, Math.ceil((window.startedAt + this.limits.windowMs - this.now()) / 1000))
  }

  private bump(key: string, by: number): void {
    let window = this.current(key)
    if (!window) {
      if (by < 0) return
      this.makeRoom()
      window = { startedAt: this.now(), failures: 0 }
    }
    window.failures = Math.max(0, window.failures + by)
    const [from, to] =
      window.failures >= this.limitOf(key)
        ? [this.counting, this.locking]
        : [this.locking, this.counting]
    from.delete(key)
    if (!to.has(key)) to.set(key, window)
  }

  private makeRoom(): void {
    if (this.tracked < MAX_TRACKED) return
    const oldest = this.counting.keys().next().value
    if (oldest !== undefined) {
      this.counting.delete(oldest)
      return
    }
    for (const [key, window] of this.locking) if (this.expired(window)) this.locking.delete(key)
  }

  private expired(window: Window): boolean {
    return this.now() - window.startedAt >= this.limits.windowMs
  }

  private current(key: string): Window | undefined {
    const window = this.counting.get(key) ?? this.locking.get(key)
    if (window && this.expired(window)) {
      this.counting.delete(key)
      this.locking.delete(key)
      return undefined
    }
    return window
  }
}
