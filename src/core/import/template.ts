import { coded } from '#shared/coded-text.ts'
import Papa from 'papaparse'
import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'
import { DEVICE_TYPES } from '#shared/api/common.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { DeskTemplateInput } from '#shared/ipc/import.ts'
import type { Authorized } from '../session/session-manager.ts'
import { escapeCell } from './export.ts'
import { listAccountDevices } from '../registry/account-ops.ts'

/** The path of a location from the top (`Berlin HQ / Floor 2 / Desk 01`). */
function pathOf(location: Location, byId: ReadonlyMap<string, Location>): string {
  const names = [location.name]
  let parent = location.parentId ? byId.get(location.parentId) : undefined
  for (let depth = 0; parent && depth < 20; depth++) {
    names.unshift(parent.name)
    parent = parent.parentId ? byId.get(parent.parentId) : undefined
  }
  return names.join(' / ')
}

/** The desks (locations without locations inside them) at or under a location. */
export function desksUnder(locationId: string, locations: readonly Location[]): Location[] {
  const children = new Map<string, Location[]>()
  for (const location of locations)
    if (location.parentId)
      children.set(location.parentId, [...(children.get(location.parentId) ?? []), location])
  const desks: Location[] = []
  const visit = (location: Location, depth: number) => {
    const inside = children.get(location.id) ?? []
    if (inside.length === 0 || depth > 20) desks.push(location)
    for (const child of inside) visit(child, depth + 1)
  }
  const start = locations.find((location) => location.id === locationId)
  if (start) visit(start, 0)
  return desks
}

/**
 * A sheet to fill in on the floor: one row per desk under the location, with columns for its dock's and its
 * monitors' serial ids (the ones paired there already written in), which import reads back.
 */
export async function deskTemplate(
  input: DeskTemplateInput,
  { client, credentials, profile }: Authorized,
): Promise<{ fileName: string; content: string; count: number }> {
  const accountId = input.accountId ?? profile.defaultAccountId ?? undefined
  const listed = await client.listLocations(credentials, accountId)
  if (!listed)
    throw new UserFacingError('unsupported', coded('errors.import.template-no-locations'))
  const { locations } = listed
  const start = locations.find(
    (location) => location.id === input.locationId || location.name === input.locationId,
  )
  if (!start)
    throw new UserFacingError(
      'not_found',
      coded('errors.import.template-no-location', { location: input.locationId }),
    )
  if (locations.every((location) => location.parentId === undefined))
    throw new UserFacingError('unsupported', coded('errors.import.template-no-hierarchy'))
  const byId = new Map(locations.map((location) => [location.id, location]))
  const desks = desksUnder(start.id, locations).sort((a, b) =>
    pathOf(a, byId).localeCompare(pathOf(b, byId), undefined, { numeric: true }),
  )
  const { devices } = await listAccountDevices({ client, credentials }, accountId)
  const at = new Map<string, Device[]>()
  for (const device of devices)
    if (device.locationId) at.set(device.locationId, [...(at.get(device.locationId) ?? []), device])
  const of = (desk: Location, type: number) =>
    (at.get(desk.id) ?? []).filter((device) => device.deviceType === type).map((d) => d.serialId)
  const monitors = Math.max(
    input.monitors,
    ...desks.map((desk) => of(desk, DEVICE_TYPES.monitor).length),
  )
  const header = [
    'location',
    'desk',
    'path',
    'dock serial id',
    ...Array.from({ length: monitors }, (_, n) => `monitor ${n + 1} serial id`),
  ]
  const data = desks.map((desk) => {
    const shown = of(desk, DEVICE_TYPES.monitor)
    return [
      desk.id,
      desk.name,
      pathOf(desk, byId),
      of(desk, DEVICE_TYPES.usb)[0] ?? '',
      ...Array.from({ length: monitors }, (_, n) => shown[n] ?? ''),
    ].map(escapeCell)
  })
  // Serial ids quoted: they hold ';', which a spreadsheet set to ';' would split on.
  const content = Papa.unparse({ fields: header, data }, { newline: '\r\n', quotes: true })
  return { fileName: `desks-${start.id}.csv`, content: `${content}\r\n`, count: desks.length }
}
