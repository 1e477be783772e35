import { describe, expect, it } from 'vitest'
import { StringPool } from '#mock-server/store/string-pool.ts'

describe('StringPool', () => {
  it('keeps one copy of each short string, however often it is interned', () => {
    const pool = new StringPool(10, 8)
    for (let n = 0; n < 100; n++)
      expect(pool.intern(['Corp', '5 GHz'][n % 2]!)).toBe(['Corp', '5 GHz'][n % 2])
    expect(pool.size).toBe(2)
  })

  it.each([
    ['stops growing at its bound', 3, 64, ['a', 'b', 'c', 'd', 'e'], 3],
    ['leaves long strings out', 10, 4, ['short', 'tiny', 'x'.repeat(65)], 1],
  ])('%s', (_case, maxEntries, maxLength, values, size) => {
    const pool = new StringPool(maxEntries, maxLength)
    for (const value of values) expect(pool.intern(value)).toBe(value)
    expect(pool.size).toBe(size)
  })
})
