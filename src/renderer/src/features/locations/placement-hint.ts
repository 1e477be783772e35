import type { Translate } from '../../i18n/use-t.ts'
import type { LocationTree } from './location-tree.ts'

/** Wi-Fi access points and gateways mark an area; monitors and docks one workstation (the spec). */
const AREA_TYPES = new Set([16, 32])
const DESK_TYPES = new Set([2, 4])

/**
 * A hint when devices go to a location that does not suit them: an area device (Wi-Fi, router) to a
 * desk, or a desk device (monitor, dock) to a floor or site. Needs the service's nesting to tell a
 * desk (holds nothing) from an area (holds other locations); null when all is well or unknown. Without
 * `t` (screens not translated yet), in English.
 */
export function placementHint(
  deviceTypes: readonly number[],
  locationId: string,
  tree: LocationTree,
  t: Translate,
): string | null {
  if (!tree.hierarchy || !tree.byId.has(locationId)) return null
  const name = tree.byId.get(locationId)?.name ?? locationId
  const area = tree.hasChildren(locationId)
  const isDesk = !area && tree.ancestors(locationId).length > 0
  const areaDevices = deviceTypes.filter((type) => AREA_TYPES.has(type)).length
  const deskDevices = deviceTypes.filter((type) => DESK_TYPES.has(type)).length
  if (isDesk && areaDevices > 0)
    return t('locations.hint.areaDevicesAtDesk', { name, count: areaDevices })
  if (area && deskDevices > 0)
    return t('locations.hint.deskDevicesAtArea', { name, count: deskDevices })
  return null
}
