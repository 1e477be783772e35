import { describe, expect, it } from 'vitest'
import { SerializedCache } from '#mock-server/routes/cached-body.ts'

describe('SerializedCache', () => {
  it('serializes a key once and serves the same bytes after', () => {
    const cache = new SerializedCache({ maxEntries: 4, maxBytes: 1024 })
    let calls = 0
    const serialize = () => {
      calls += 1
      return '{"a":1}'
    }
    expect(cache.get('k', serialize).toString()).toBe('{"a":1}')
    expect(cache.get('k', serialize).toString()).toBe('{"a":1}')
    expect(calls).toBe(1)
  })

  it('holds at most maxBytes: large bodies push the oldest out', () => {
    const cache = new SerializedCache({ maxEntries: 32, maxBytes: 100 })
    for (let n = 0; n < 10; n += 1) cache.get(`k${n}`, () => 'x'.repeat(40))
    expect(cache.bytes).toBeLessThanOrEqual(100)
    expect(cache.size).toBe(2)
  })

  it('answers a body larger than maxBytes without keeping it', () => {
    const cache = new SerializedCache({ maxEntries: 32, maxBytes: 100 })
    cache.get('small', () => 'x')
    expect(cache.get('big', () => 'y'.repeat(200)).length).toBe(200)
    expect([cache.size, cache.bytes]).toEqual([1, 1])
  })

  it('holds at most maxEntries', () => {
    const cache = new SerializedCache({ maxEntries: 3, maxBytes: 1024 })
    for (let n = 0; n < 10; n += 1) cache.get(`k${n}`, () => 'x')
    expect(cache.size).toBe(3)
  })
})
