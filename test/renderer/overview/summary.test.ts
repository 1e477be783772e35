import { describe, expect, it } from 'vitest'
import { summarize } from '#renderer/features/overview/summary.ts'
import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'

const at = (id: string, parentId: string | null = null): Location => ({
  id,
  name: id.toUpperCase(),
  accountId: 'a1',
  parentId,
})
let n = 0
const device = (
  deviceType: number,
  locationId: string | null,
  extra: Partial<Device> = {},
): Device => ({
  serialId: `s${n++}`,
  deviceType,
  name: '',
  info: '',
  locationId,
  source: 'sensor',
  ...extra,
})
// site → f2 (d1, d2), f3 (d3)
const OFFICE = [at('d1', 'f2'), at('site'), at('f2', 'site'), at('f3', 'site'), at('d2', 'f2')]
const OFFICE_D3 = [...OFFICE, at('d3', 'f3')]
const ids = (locations: readonly Location[] | null) => locations?.map((location) => location.id)

describe('counts', () => {
  it('counts every type of the spec, zeros included, then unknown types in order', () => {
    const summary = summarize(
      [device(32, null), device(32, null), device(2, null), device(1, null)],
      [],
      false,
    )
    expect(summary.byType).toEqual([
      { deviceType: 2, count: 1 },
      { deviceType: 4, count: 0 },
      { deviceType: 8, count: 0 },
      { deviceType: 16, count: 0 },
      { deviceType: 32, count: 2 },
      { deviceType: 1, count: 1 },
    ])
    expect(summary.total).toBe(4)
  })

  it.each([
    ['a paired sensor device', device(2, 'd1'), { paired: 1, unpaired: 0, sensor: 1, admin: 0 }],
    ['an unpaired sensor device', device(2, null), { paired: 0, unpaired: 1, sensor: 1, admin: 0 }],
    [
      'a registered, paired device',
      device(4, 'd1', { source: 'admin' }),
      { paired: 1, unpaired: 0, sensor: 0, admin: 1 },
    ],
    [
      'a registered, unpaired device',
      device(4, null, { source: 'admin' }),
      { paired: 0, unpaired: 1, sensor: 0, admin: 1 },
    ],
    [
      'a device paired to a location the list lacks',
      device(4, 'gone'),
      { paired: 1, unpaired: 0, sensor: 1, admin: 0 },
    ],
  ])('counts %s by state', (_, one, byState) => {
    expect(summarize([one], OFFICE, true).byState).toEqual(byState)
  })

  it('rolls each location up into the ones that contain it, parents first', () => {
    const devices = [
      device(2, 'd1'),
      device(4, 'd1'),
      device(2, 'd2'),
      device(32, 'f2'),
      device(16, 'site'),
    ]
    const rows = summarize(devices, OFFICE, true).byLocation.map((row) => [
      row.location.id,
      row.depth,
      row.own,
      row.total,
    ])
    expect(rows).toEqual([
      ['site', 0, 1, 5],
      ['f2', 1, 1, 4],
      ['d1', 2, 2, 2],
      ['d2', 2, 1, 1],
      ['f3', 1, 0, 0],
    ])
  })

  it('counts flat locations alone when the service does not nest them', () => {
    const rows = summarize([device(2, 'd1'), device(2, 'f2')], OFFICE, false).byLocation
    expect(rows.every((row) => row.depth === 0 && row.own === row.total)).toBe(true)
    expect(rows.find((row) => row.location.id === 'f2')?.total).toBe(1)
  })

  it('survives a loop of parents: each location counted once', () => {
    const loop = [at('a', 'b'), at('b', 'a'), at('c', 'a')]
    const summary = summarize([device(2, 'c'), device(2, 'a')], loop, true)
    expect(summary.byLocation).toHaveLength(3)
    expect(Math.max(...summary.byLocation.map((row) => row.total))).toBe(2)
  })
})

describe('coverage', () => {
  it.each([
    ['nothing anywhere: the site, with its 5 locations inside', [], [['site', 5]]],
    ['a Wi-Fi access point on floor 2: floor 3 and its desk', [device(32, 'f2')], [['f3', 1]]],
    ['a gateway at the site covers everything', [device(16, 'site')], []],
    [
      'a Wi-Fi access point at a desk covers it, its floor and site',
      [device(32, 'd3')],
      [['f2', 2]],
    ],
    [
      'monitors, docks and NICs mark no area',
      [device(2, 'f2'), device(4, 'f3'), device(8, 'site')],
      [['site', 5]],
    ],
    ['an unpaired access point covers nothing', [device(32, null)], [['site', 5]]],
  ])('places without an area device: %s', (_, devices, gaps) => {
    const found = summarize(devices, OFFICE_D3, true).coverage.noAreaDevice
    expect(found.map((gap) => [gap.location.id, gap.inside])).toEqual(gaps)
  })

  it('checks each location alone when the service does not nest them', () => {
    const found = summarize([device(32, 'f2')], OFFICE, false).coverage.noAreaDevice
    expect(found.map((gap) => gap.location.id).sort()).toEqual(['d1', 'd2', 'f3', 'site'])
  })

  it.each([
    ['no devices: every desk', [], ['d1', 'd2', 'd3']],
    ['a monitor at d1', [device(2, 'd1')], ['d2', 'd3']],
    ['a dock at d2 and a monitor at d3', [device(4, 'd2'), device(2, 'd3')], ['d1']],
    [
      'a NIC or a Wi-Fi access point makes no desk',
      [device(8, 'd1'), device(32, 'd2')],
      ['d1', 'd2', 'd3'],
    ],
    ['a monitor on the floor is at no desk', [device(2, 'f2')], ['d1', 'd2', 'd3']],
  ])('desks without a monitor or dock: %s', (_, devices, desks) => {
    expect(ids(summarize(devices, OFFICE_D3, true).coverage.desksWithoutWorkstation)).toEqual(desks)
  })

  it('names no desks when the service does not say which location contains which', () => {
    expect(summarize([], OFFICE, false).coverage.desksWithoutWorkstation).toBeNull()
  })

  it.each([
    [
      'the service says what it stores',
      [
        device(2, null, { source: 'admin', stored: false }),
        device(2, null, { source: 'admin', stored: true }),
        device(2, 'd1', { source: 'admin', stored: true }),
      ],
      { count: 1, basis: 'stored' },
    ],
    [
      'without stored, unpaired registered devices',
      [device(2, null, { source: 'admin' }), device(2, null), device(2, 'd1', { source: 'admin' })],
      { count: 1, basis: 'unpaired-registered' },
    ],
  ])('devices lost on a restart: %s', (_, devices, lost) => {
    expect(summarize(devices, OFFICE, true).coverage.lostOnRestart).toEqual(lost)
  })
})
