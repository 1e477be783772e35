import { coded } from '#shared/coded-text.ts'
import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'
import { DEVICE_TYPES } from '#shared/api/common.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { DeskDevices } from '#shared/ipc/survey.ts'
import { resolveKind } from '#shared/serial-id/device-type.ts'

export interface Desk {
  id: string
  name: string
  label: string
}

export interface Floor {
  location: { id: string; name: string }
  /** Its leaf locations, in the natural order of their names (Desk 2 before Desk 10). */
  desks: Desk[]
}

const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
const SEPARATORS = /^[\s·\-–—/›>:,|]+/

/** The desk's name without what its floor's or site's name already says. */
function labelOf(name: string, containers: readonly string[]): string {
  let label = name
  for (const container of containers) {
    if (container === '' || !name.startsWith(container)) continue
    const rest = name.slice(container.length).replace(SEPARATORS, '')
    if (rest !== '' && rest.length < label.length) label = rest
  }
  return label
}

/**
 * The desks of a floor or site: the locations inside it that hold no others, in natural order. Needs
 * the service to say which location contains which (the parentId extension).
 */
export function floorOf(
  locations: readonly Location[],
  hierarchy: boolean,
  locationId: string,
): Floor {
  const chosen = locations.find((location) => location.id === locationId)
  if (!chosen)
    throw new UserFacingError(
      'not_found',
      coded('errors.profile.survey-no-location', { locationId }),
    )
  if (!hierarchy)
    throw new UserFacingError('unsupported', coded('errors.profile.survey-no-hierarchy'))
  const children = new Map<string, Location[]>()
  for (const location of locations) {
    if (!location.parentId || location.parentId === location.id) continue
    children.set(location.parentId, [...(children.get(location.parentId) ?? []), location])
  }
  const desks: Desk[] = []
  const seen = new Set([chosen.id])
  const visit = (location: Location, containers: string[]) => {
    const inside = children.get(location.id) ?? []
    if (inside.length === 0 && location.id !== chosen.id)
      desks.push({
        id: location.id,
        name: location.name,
        label: labelOf(location.name, containers),
      })
    for (const child of inside) {
      if (seen.has(child.id)) continue
      seen.add(child.id)
      visit(child, [...containers, location.name])
    }
  }
  visit(chosen, [])
  if (desks.length === 0)
    throw new UserFacingError(
      'validation_failed',
      coded('errors.profile.survey-no-desks', { location: chosen.name }),
    )
  desks.sort((a, b) => natural.compare(a.name, b.name) || natural.compare(a.id, b.id))
  return { location: { id: chosen.id, name: chosen.name }, desks }
}

/** What each desk has paired now, from the account's devices. */
export function pairedByDesk(
  devices: Iterable<Device>,
  desks: readonly Desk[],
): Map<string, DeskDevices> {
  const byDesk = new Map<string, DeskDevices>(
    desks.map((desk) => [desk.id, { docks: [], monitors: [], others: [] }]),
  )
  for (const device of devices) {
    const paired = device.locationId === null ? undefined : byDesk.get(device.locationId)
    if (!paired) continue
    const entry = { serialId: device.serialId, name: device.name }
    if (device.deviceType === DEVICE_TYPES.usb) paired.docks.push(entry)
    else if (device.deviceType === DEVICE_TYPES.monitor) paired.monitors.push(entry)
    else paired.others.push({ ...entry, kind: resolveKind(device.deviceType) ?? 'nic' })
  }
  return byDesk
}
