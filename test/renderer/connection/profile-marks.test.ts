import { describe, expect, it } from 'vitest'
import { MARK_COLORS, profileMarks } from '#renderer/features/connection/profile-marks.ts'

const marks = (...names: string[]) => [
  ...profileMarks(names.map((name, n) => ({ id: `p${n}`, name }))).values(),
]

describe('each profile’s mark', () => {
  it('takes the initials of two words, or the first two letters of one', () => {
    expect(marks('Offline demo', 'Head office', 'Branch').map((mark) => mark.initials)).toEqual([
      'OD',
      'HO',
      'BR',
    ])
  })

  it('never gives two profiles the same initials', () => {
    const initials = marks('Berlin', 'Branch', 'Berlin HQ', 'B', 'Bb', 'b').map((m) => m.initials)
    expect(initials).toEqual(['BE', 'BR', 'BH', 'B', 'BB', 'B2'])
    expect(new Set(initials).size).toBe(initials.length)
  })

  it('gives each profile its own colour, in list order', () => {
    const colors = marks(...MARK_COLORS.map((_, n) => `Profile ${n}`)).map((mark) => mark.color)
    expect(new Set(colors).size).toBe(MARK_COLORS.length)
  })

  it('reads letters of any script, and a name of signs alone as "?"', () => {
    expect(marks('Zürich Büro', 'Øst', '***').map((mark) => mark.initials)).toEqual([
      'ZB',
      'ØS',
      '?',
    ])
  })

  it('keeps white initials readable: every colour at 4.5:1 or more under white', () => {
    const channel = (hex: string, at: number) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    for (const color of MARK_COLORS) {
      const l = 0.2126 * channel(color, 1) + 0.7152 * channel(color, 3) + 0.0722 * channel(color, 5)
      expect(1.05 / (l + 0.05), color).toBeGreaterThanOrEqual(4.5)
    }
  })
})
