import { describe, expect, it } from 'vitest'
import { DEFAULT_LOGIN_LIMITS, LoginLimiter } from '#mock-server/auth/login-limiter.ts'

const FLOOD = 10_000

function limiter() {
  let clock = 1_000_000
  const limits = new LoginLimiter(DEFAULT_LOGIN_LIMITS, () => clock)
  const fail = (username: string, client: string, times = 1) => {
    for (let i = 0; i < times; i++) limits.recordAttempt(username, client)
  }
  return { limits, fail, advance: (ms: number) => (clock += ms) }
}

describe('login limiter under a flood of other usernames', () => {
  it('keeps a locked username locked after 10,000 failures for other usernames', () => {
    const { limits, fail } = limiter()
    fail('alice', '10.0.0.1', DEFAULT_LOGIN_LIMITS.perUsername)
    expect(limits.retryAfterSeconds('alice', '10.0.0.99')).toBeGreaterThan(0)
    // Each flood login from its own client, so no client limit stops the flood early.
    for (let i = 0; i < FLOOD; i++) fail(`spray-${i}`, `10.1.${i >> 8}.${i & 255}`)
    expect(limits.retryAfterSeconds('alice', '10.0.0.99')).toBeGreaterThan(0)
  })

  it('keeps a locked client locked after the same flood', () => {
    const { limits, fail } = limiter()
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perClient; i++) fail(`guess-${i}`, '10.0.0.1')
    expect(limits.retryAfterSeconds('someone', '10.0.0.1')).toBeGreaterThan(0)
    for (let i = 0; i < FLOOD; i++) fail(`spray-${i}`, `10.1.${i >> 8}.${i & 255}`)
    expect(limits.retryAfterSeconds('someone', '10.0.0.1')).toBeGreaterThan(0)
  })

  it('stays within its bound when nobody is locked out', () => {
    const { limits, fail } = limiter()
    for (let i = 0; i < 3 * FLOOD; i++) fail(`spray-${i}`, `10.1.${i >> 8}.${i & 255}`)
    expect(limits.tracked).toBeLessThanOrEqual(FLOOD)
  })

  it('lets a lockout end when its window has passed', () => {
    const { limits, fail, advance } = limiter()
    fail('alice', '10.0.0.1', DEFAULT_LOGIN_LIMITS.perUsername)
    advance(DEFAULT_LOGIN_LIMITS.windowMs)
    expect(limits.retryAfterSeconds('alice', '10.0.0.1')).toBe(0)
  })
})
