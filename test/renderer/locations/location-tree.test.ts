import { describe, expect, it } from 'vitest'
import { english } from '../translate.ts'
import { buildLocationTree } from '#renderer/features/locations/location-tree.ts'
import {
  locationFilter,
  locationOptions,
  MORE,
} from '#renderer/features/locations/location-options.ts'
import { placementHint } from '#renderer/features/locations/placement-hint.ts'
import type { Location } from '#shared/api/extensions.ts'

const at = (id: string, name: string, parentId: string | null = null): Location => ({
  id,
  name,
  accountId: 'a1',
  parentId,
})
const OFFICE = [
  at('f2-d1', 'Desk 1', 'f2'),
  at('site', 'Head office'),
  at('f2', 'Floor 2', 'site'),
  at('f3', 'Floor 3', 'site'),
]

describe('the location tree', () => {
  const tree = buildLocationTree(OFFICE, true)

  it('orders each location after the one that contains it', () => {
    expect(tree.ordered.map((location) => location.id)).toEqual(['site', 'f2', 'f2-d1', 'f3'])
  })

  it('knows what a location holds and what holds it', () => {
    expect([...tree.within('site')].sort()).toEqual(['f2', 'f2-d1', 'f3', 'site'])
    expect([...tree.within('f3')]).toEqual(['f3'])
    expect(tree.ancestors('f2-d1').map((location) => location.id)).toEqual(['site', 'f2'])
  })

  it('is flat when the service does not nest its locations', () => {
    const flat = buildLocationTree(OFFICE, false)
    expect([...flat.within('site')]).toEqual(['site'])
    expect(flat.ancestors('f2-d1')).toEqual([])
  })

  it('survives parents that loop or are missing', () => {
    const odd = buildLocationTree(
      [at('a', 'A', 'b'), at('b', 'B', 'a'), at('c', 'C', 'gone'), at('d', 'D', 'd')],
      true,
    )
    expect(odd.ordered.map((location) => location.id).sort()).toEqual(['a', 'b', 'c', 'd'])
    expect([...odd.within('a')].sort()).toEqual(['a', 'b'])
    expect(odd.ancestors('a').map((location) => location.id)).toEqual(['b'])
  })
})

describe('the location picker’s options', () => {
  it('groups locations by what contains them', () => {
    expect(locationOptions(buildLocationTree(OFFICE, true), english)).toEqual([
      { group: 'Top level', items: [{ value: 'site', label: 'Head office' }] },
      {
        group: 'Head office',
        items: [
          { value: 'f2', label: 'Floor 2' },
          { value: 'f3', label: 'Floor 3' },
        ],
      },
      { group: 'Head office › Floor 2', items: [{ value: 'f2-d1', label: 'Desk 1' }] },
    ])
  })

  it('finds thousands by words of the name, id or group, drawing the first and counting the rest', () => {
    const many = [
      at('site', 'Tower'),
      ...Array.from({ length: 3000 }, (_, n) => at(`desk-${n}`, `Desk ${n}`, 'site')),
    ]
    const options = locationOptions(buildLocationTree(many, true), english)
    const found = locationFilter(english)({ options, search: 'tower desk', limit: 8 })
    const items = found.flatMap((option) => ('group' in option ? option.items : [option]))
    expect(items).toHaveLength(9)
    expect(items.at(-1)).toEqual({
      value: MORE,
      label: '…and 2,992 more: type more words of the name, site or floor',
      disabled: true,
    })
    expect(locationFilter(english)({ options, search: 'desk-2999', limit: 8 })).toEqual([
      { group: 'Tower', items: [{ value: 'desk-2999', label: 'Desk 2999' }] },
    ])
  })
})

describe('the placement hint', () => {
  const tree = buildLocationTree(OFFICE, true)
  it.each([
    [[32], 'f2-d1', /Desk 1 looks like a desk .* a Wi-Fi access point or gateway marks an area/],
    [[2], 'f2', /Floor 2 holds other locations .* a monitor or dock identifies one workstation/],
    [[2, 4, 32], 'f2', /2 of these are monitors or docks/],
    [[2], 'f2-d1', null],
    [[16], 'f2', null],
    [[8], 'f2-d1', null],
  ])('types %j to %s', (types, locationId, hint) => {
    const said = placementHint(types, locationId, tree, english)
    if (hint === null) expect(said).toBeNull()
    else expect(said).toMatch(hint)
  })

  it('says nothing where the service does not nest its locations', () => {
    expect(placementHint([32], 'f2-d1', buildLocationTree(OFFICE, false), english)).toBeNull()
  })
})
