import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'
import type { Translate } from '../../i18n/use-t.ts'
import { searchEntry, searchMatcher, type SearchEntry } from './device-search.ts'
import { typeLabel } from './type-label.ts'
import type { TableSort } from '../../app/table-view.ts'

export function locationNames(locations: readonly Location[] | undefined): Map<string, string> {
  return new Map((locations ?? []).map((location) => [location.id, location.name]))
}

export function locationLabel(locationId: string | null, names: Map<string, string>): string {
  if (locationId === null) return ''
  return names.get(locationId) ?? locationId
}

/** The columns the table sorts by. */
export const SORT_BY = ['type', 'serialId', 'name', 'info', 'location', 'source', 'state'] as const
export type SortKey = (typeof SORT_BY)[number]
export type Sort = TableSort<SortKey>

export interface DeviceFilter {
  /** A device type flag as text, or '' for all. */
  type: string
  /** A location id, or '' for all. */
  locationId: string
  /** memory: registered and never paired, so kept in the service's memory only (where it says). */
  state: 'all' | 'paired' | 'unpaired' | 'memory'
  /** Who put the device there: sensor-reported or registered by an admin; '' for both. */
  source: '' | 'sensor' | 'admin'
  search: string
}

export const NO_FILTER: DeviceFilter = {
  type: '',
  locationId: '',
  state: 'all',
  source: '',
  search: '',
}

function sortValue(
  device: Device,
  key: SortKey,
  names: Map<string, string>,
  typeName: (deviceType: number) => string,
): string {
  switch (key) {
    case 'type':
      return typeName(device.deviceType)
    case 'serialId':
      return device.serialId
    case 'name':
      return device.name.toLowerCase()
    case 'info':
      return device.info.toLowerCase()
    case 'location':
      // Unpaired devices sort after every location.
      return device.locationId === null
        ? '\uffff'
        : locationLabel(device.locationId, names).toLowerCase()
    case 'source':
      return device.source
    case 'state':
      return device.locationId !== null ? 'paired' : device.stored === false ? 'memory' : 'unpaired'
  }
}

/**
 * Sorted once per sort or data change; filtering then keeps this order (50,000 rows stay quick). Types
 * sort by their names in the window's language (each name made once).
 */
export function sortDevices(
  devices: readonly Device[],
  sort: Sort,
  names: Map<string, string>,
  t: Translate,
): Device[] {
  const typeNames = new Map<number, string>()
  const typeName = (deviceType: number) => {
    let name = typeNames.get(deviceType)
    if (name === undefined) typeNames.set(deviceType, (name = typeLabel(deviceType, t)))
    return name
  }
  const keyed = devices.map((device) => ({
    device,
    value: sortValue(device, sort.key, names, typeName),
  }))
  const sign = sort.direction === 'ascending' ? 1 : -1
  keyed.sort((a, b) => {
    if (a.value !== b.value) return a.value < b.value ? -sign : sign
    return a.device.serialId < b.device.serialId
      ? -1
      : a.device.serialId > b.device.serialId
        ? 1
        : 0
  })
  return keyed.map((entry) => entry.device)
}

/**
 * What each device is searched by (serial id, name, info, location), built on the first search rather
 * than with the list: 100,000 devices paint sooner.
 */
export function searchIndex(
  devices: readonly Device[],
  names: Map<string, string>,
): (device: Device) => SearchEntry | undefined {
  let index: WeakMap<Device, SearchEntry> | undefined
  const build = () => {
    const built = new WeakMap<Device, SearchEntry>()
    for (const device of devices)
      built.set(device, searchEntry(device, locationLabel(device.locationId, names)))
    return built
  }
  return (device) => (index ??= build()).get(device)
}

/**
 * The devices the filter lets through, in their order. `within`: the chosen location and the ones
 * inside it (a floor's desks), where the service says which location contains which.
 */
export function filterDevices(
  devices: readonly Device[],
  filter: DeviceFilter,
  index: (device: Device) => SearchEntry | undefined,
  within: ReadonlySet<string> | null = null,
): Device[] {
  const type = filter.type === '' ? null : Number(filter.type)
  const matches = searchMatcher(filter.search)
  const locations = filter.locationId === '' ? null : (within ?? new Set([filter.locationId]))
  return devices.filter((device) => {
    if (type !== null && device.deviceType !== type) return false
    if (filter.state === 'paired' && device.locationId === null) return false
    if (filter.state === 'unpaired' && device.locationId !== null) return false
    if (filter.state === 'memory' && device.stored !== false) return false
    if (filter.source !== '' && device.source !== filter.source) return false
    if (locations !== null && (device.locationId === null || !locations.has(device.locationId)))
      return false
    if (matches === null) return true
    const entry = index(device)
    return entry !== undefined && matches(entry)
  })
}
