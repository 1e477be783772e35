import { describe, expect, it } from 'vitest'
import { english, german } from '../translate.ts'
import { buildLocationTree } from '#renderer/features/locations/location-tree.ts'
import { locationFilter, locationOptions } from '#renderer/features/locations/location-options.ts'
import { placementHint } from '#renderer/features/locations/placement-hint.ts'
import type { Location } from '#shared/api/extensions.ts'

const at = (id: string, name: string, parentId: string | null = null): Location => ({
  id,
  name,
  accountId: 'a1',
  parentId,
})
const OFFICE = buildLocationTree(
  [at('site', 'Head office'), at('f2', 'Floor 2', 'site'), at('f2-d1', 'Desk 1', 'f2')],
  true,
)

describe('locations in German', () => {
  it('groups and counts the picker’s options in German', () => {
    expect(locationOptions(OFFICE, german)[0]?.group).toBe('Oberste Ebene')
    const many = buildLocationTree(
      [
        at('site', 'Tower'),
        ...Array.from({ length: 1500 }, (_, n) => at(`d${n}`, `Desk ${n}`, 'site')),
      ],
      true,
    )
    const found = locationFilter(german)({
      options: locationOptions(many, german),
      search: 'desk',
      limit: 8,
    })
    expect(found.at(-1)).toMatchObject({
      label: '…und 1.492 weitere: Geben Sie mehr Wörter des Namens, Gebäudes oder der Etage ein',
    })
  })

  it.each([
    [
      [32],
      english,
      'Desk 1 looks like a desk (it holds no other location), but a Wi-Fi access point or gateway marks an area: a floor or an office is usually right for it.',
    ],
    [
      [32, 16],
      english,
      'Desk 1 looks like a desk (it holds no other location), but 2 of these are Wi-Fi access points or gateways, which mark an area: a floor or an office is usually right for them.',
    ],
    [
      [32],
      german,
      'Desk 1 sieht nach einem Arbeitsplatz aus (enthält keinen anderen Standort), aber ein WLAN-Access-Point oder Gateway kennzeichnet einen Bereich: Eine Etage oder ein Büro passt meist besser.',
    ],
    [
      [32, 16],
      german,
      'Desk 1 sieht nach einem Arbeitsplatz aus (enthält keinen anderen Standort), aber 2 dieser Geräte sind WLAN-Access-Points oder Gateways, die einen Bereich kennzeichnen: Eine Etage oder ein Büro passt meist besser.',
    ],
  ])('hints for types %j at a desk', (types, t, hint) => {
    expect(placementHint(types, 'f2-d1', OFFICE, t)).toBe(hint)
  })
})
