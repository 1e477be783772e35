import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'

/** The device types of the spec, in the order the overview lists them. */
export const TYPE_ORDER: readonly number[] = [2, 4, 8, 16, 32]
/** Wi-Fi access points and gateways mark an area (a floor, an office). */
const AREA_TYPES = new Set([16, 32])
/** Monitors and docks (USB) pin down a desk. */
const DESK_TYPES = new Set([2, 4])

export interface LocationCount {
  location: Location
  /** 0 for a location at the top, 1 for the one inside it (a floor), and so on. */
  depth: number
  /** Devices paired to this location itself. */
  own: number
  /** Devices paired to it or to any location inside it (a site's floors and their desks). */
  total: number
}

/** A location with no area device, with how many locations inside it have none either. */
export interface AreaGap {
  location: Location
  inside: number
}

export interface Summary {
  total: number
  /** Every type of the spec (0 where there is none), then any other type the service reported. */
  byType: { deviceType: number; count: number }[]
  byState: { paired: number; unpaired: number; sensor: number; admin: number }
  /** Depth first: each location right after the one that contains it. */
  byLocation: LocationCount[]
  coverage: {
    /**
     * Locations with no Wi-Fi access point or gateway paired to them, to a location containing them
     * (a floor's access point covers its desks) or to one inside them (a site with a covered floor);
     * only the top of each gap, so one uncovered floor is one entry, not one per desk.
     */
    noAreaDevice: AreaGap[]
    /** Desks (locations inside another with none inside them) with no monitor and no dock; null without a hierarchy. */
    desksWithoutWorkstation: Location[] | null
    /** Registered devices lost when the service restarts: `stored === false`, else unpaired and registered. */
    lostOnRestart: { count: number; basis: 'stored' | 'unpaired-registered' }
  }
}

/**
 * Counts and coverage of one account, in one pass over the devices and a few over the locations:
 * 100,000 devices take a few milliseconds (bench/overview.bench.ts). `hierarchy`: locations carry parentId.
 */
export function summarize(
  devices: readonly Device[],
  locations: readonly Location[],
  hierarchy: boolean,
): Summary {
  const index = new Map<string, number>()
  locations.forEach((location, i) => index.set(location.id, i))
  const own = new Array<number>(locations.length).fill(0)
  const hasArea = new Array<boolean>(locations.length).fill(false)
  const hasDeskDevice = new Array<boolean>(locations.length).fill(false)
  const types = new Map<number, number>(TYPE_ORDER.map((type) => [type, 0]))
  const byState = { paired: 0, unpaired: 0, sensor: 0, admin: 0 }
  let knowsStored = false
  let memoryOnly = 0
  let unpairedRegistered = 0

  for (const device of devices) {
    types.set(device.deviceType, (types.get(device.deviceType) ?? 0) + 1)
    if (device.source === 'sensor') byState.sensor++
    else byState.admin++
    if (device.stored !== undefined) knowsStored = true
    if (device.stored === false) memoryOnly++
    if (device.locationId === null) {
      byState.unpaired++
      if (device.source === 'admin') unpairedRegistered++
      continue
    }
    byState.paired++
    const at = index.get(device.locationId)
    if (at === undefined) continue
    own[at]!++
    if (AREA_TYPES.has(device.deviceType)) hasArea[at] = true
    if (DESK_TYPES.has(device.deviceType)) hasDeskDevice[at] = true
  }

  const tree = orderTree(locations, index, hierarchy)
  const total = [...own]
  const areaBelow = [...hasArea]
  // Children come after their parent in `order`: walking it backwards adds each to its parent once.
  for (let k = tree.order.length - 1; k >= 0; k--) {
    const i = tree.order[k]!
    const parent = tree.parent[i]!
    if (parent < 0) continue
    total[parent]! += total[i]!
    if (areaBelow[i]) areaBelow[parent] = true
  }
  const covered = new Array<boolean>(locations.length).fill(false)
  for (const i of tree.order) {
    const parent = tree.parent[i]!
    const fromAbove = parent >= 0 && hasAreaAbove(parent, hasArea, tree.parent)
    covered[i] = areaBelow[i]! || fromAbove
  }
  const uncoveredInside = new Array<number>(locations.length).fill(0)
  for (let k = tree.order.length - 1; k >= 0; k--) {
    const i = tree.order[k]!
    const parent = tree.parent[i]!
    if (parent >= 0 && !covered[i]) uncoveredInside[parent]! += 1 + uncoveredInside[i]!
  }

  const noAreaDevice: AreaGap[] = []
  const desks: Location[] = []
  for (const i of tree.order) {
    const parent = tree.parent[i]!
    if (!covered[i] && (parent < 0 || covered[parent]))
      noAreaDevice.push({ location: locations[i]!, inside: uncoveredInside[i]! })
    if (hierarchy && parent >= 0 && tree.childCount[i] === 0 && !hasDeskDevice[i])
      desks.push(locations[i]!)
  }

  const known = TYPE_ORDER.map((deviceType) => ({ deviceType, count: types.get(deviceType)! }))
  const others = [...types]
    .filter(([deviceType]) => !TYPE_ORDER.includes(deviceType))
    .sort(([a], [b]) => a - b)
    .map(([deviceType, count]) => ({ deviceType, count }))
  return {
    total: devices.length,
    byType: [...known, ...others],
    byState,
    byLocation: tree.order.map((i) => ({
      location: locations[i]!,
      depth: tree.depth[i]!,
      own: own[i]!,
      total: total[i]!,
    })),
    coverage: {
      noAreaDevice,
      desksWithoutWorkstation: hierarchy ? desks : null,
      lostOnRestart: knowsStored
        ? { count: memoryOnly, basis: 'stored' }
        : { count: unpairedRegistered, basis: 'unpaired-registered' },
    },
  }
}

function hasAreaAbove(start: number, hasArea: readonly boolean[], parent: readonly number[]) {
  // Depth is small (site, floor, desk); the loop guard stops a cycle the tree let through.
  for (let i = start, steps = 0; i >= 0 && steps <= parent.length; i = parent[i]!, steps++)
    if (hasArea[i]) return true
  return false
}

/**
 * The locations depth first, each parent before its children (by index into `locations`). A missing
 * parent or a loop leaves a location at the top, as the devices table's location tree does.
 */
function orderTree(
  locations: readonly Location[],
  index: ReadonlyMap<string, number>,
  hierarchy: boolean,
) {
  const n = locations.length
  const parentOf = locations.map((location, i) => {
    const id = hierarchy ? location.parentId : null
    const at = id ? index.get(id) : undefined
    return at === undefined || at === i ? -1 : at
  })
  const children: number[][] = Array.from({ length: n }, () => [])
  parentOf.forEach((p, i) => p >= 0 && children[p]!.push(i))
  const order: number[] = []
  const parent = new Array<number>(n).fill(-1)
  const depth = new Array<number>(n).fill(0)
  const seen = new Array<boolean>(n).fill(false)
  const visit = (root: number) => {
    const stack = [root]
    while (stack.length) {
      const i = stack.pop()!
      if (seen[i]) continue
      seen[i] = true
      order.push(i)
      for (let c = children[i]!.length - 1; c >= 0; c--) {
        const child = children[i]![c]!
        if (seen[child]) continue
        parent[child] = i
        depth[child] = depth[i]! + 1
        stack.push(child)
      }
    }
  }
  for (let i = 0; i < n; i++) if (parentOf[i] === -1) visit(i)
  // Locations caught in a loop of parents: at the top, as if they had none.
  for (let i = 0; i < n; i++) if (!seen[i]) visit(i)
  const childCount = children.map((list, i) => list.filter((c) => parent[c] === i).length)
  return { order, parent, depth, childCount }
}
