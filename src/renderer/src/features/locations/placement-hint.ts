import type { LocationTree } from './location-tree.ts'

/** Wi-Fi access points and gateways mark an area; monitors and docks one workstation (the spec). */
const AREA_TYPES = new Set([16, 32])
const DESK_TYPES = new Set([2, 4])

/**
 * A hint when devices go to a location that does not suit them: an area device (Wi-Fi, router) to a
 * desk, or a desk device (monitor, dock) to a floor or site. Needs the service's nesting to tell a
 * desk (holds nothing) from an area (holds other locations); null when all is well or unknown.
 */
export function placementHint(
  deviceTypes: readonly number[],
  locationId: string,
  tree: LocationTree,
): string | null {
  if (!tree.hierarchy || !tree.byId.has(locationId)) return null
  const name = tree.byId.get(locationId)?.name ?? locationId
  const area = tree.hasChildren(locationId)
  const isDesk = !area && tree.ancestors(locationId).length > 0
  const areaDevices = deviceTypes.filter((type) => AREA_TYPES.has(type)).length
  const deskDevices = deviceTypes.filter((type) => DESK_TYPES.has(type)).length
  if (isDesk && areaDevices > 0)
    return `${name} looks like a desk (it holds no other location), but ${areaDevices === 1 ? 'a Wi-Fi access point or gateway marks' : `${areaDevices} of these are Wi-Fi access points or gateways, which mark`} an area: a floor or an office is usually right for ${areaDevices === 1 ? 'it' : 'them'}.`
  if (area && deskDevices > 0)
    return `${name} holds other locations (an area), but ${deskDevices === 1 ? 'a monitor or dock identifies' : `${deskDevices} of these are monitors or docks, which identify`} one workstation: its desk is usually right for ${deskDevices === 1 ? 'it' : 'them'}.`
  return null
}
