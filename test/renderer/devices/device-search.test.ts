import { describe, expect, it } from 'vitest'
import { searchEntry, searchMatcher } from '#renderer/features/devices/device-search.ts'
import { device } from '../fake-api.ts'

const NIC = searchEntry(
  device('WLAN;a4:c3:f0:54:4f:d6;NIC', { deviceType: 8, name: 'berlin-nb-809' }),
  '',
)
const DESK = searchEntry(
  device('SAM;HNTW989651;0F35', { deviceType: 2, name: 'Floor 3 · Desk 02 monitor' }),
  'Berlin · Floor 3 · Desk 02',
)
const OTHER_DESK = searchEntry(
  device('DEL;RB34801TP38H;D0A6', { deviceType: 2, name: 'Floor 2 · Desk 03 monitor' }),
  'Berlin · Floor 2 · Desk 03',
)

describe('device search', () => {
  it.each([
    ['a4:c3', true],
    ['A4-C3-F0', true],
    ['a4c3f0', true],
    ['A4C3.F054.4FD6', true],
    ['a4 c3 f0 54', true],
    ['c3f054', true],
    ['a4c3f1', false],
  ])('finds a MAC typed as %j: %s', (typed, found) => {
    expect(searchMatcher(typed)?.(NIC)).toBe(found)
  })

  it.each([
    ['floor 3 desk 02', [true, false]],
    ['floor 2 desk 03', [false, true]],
    ['desk 2', [true, false]],
    ['desk 02 floor 3', [false, false]],
    ['berlin monitor', [false, false]],
    ['floor 3 · desk', [true, false]],
  ])('finds words in their order within one field: %j', (typed, found) => {
    const matches = searchMatcher(typed)
    expect([DESK, OTHER_DESK].map((entry) => matches?.(entry))).toEqual(found)
  })

  it('matches anything when the search is empty, and any part of a field otherwise', () => {
    expect(searchMatcher('  ')).toBeNull()
    expect(searchMatcher('HNTW98')?.(DESK)).toBe(true)
  })
})
