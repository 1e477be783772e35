import type { Location } from '#shared/api/extensions.ts'

/** The account's locations as the service nests them (parentId), or flat when it does not say. */
export interface LocationTree {
  /** The service says which location contains which. */
  hierarchy: boolean
  byId: ReadonlyMap<string, Location>
  /** Depth first: each location right after the one that contains it. */
  ordered: readonly Location[]
  /** The location and every location inside it (its floors, their desks…). */
  within(id: string): ReadonlySet<string>
  /** The locations that contain this one, from the top down (not itself). */
  ancestors(id: string): Location[]
  /** Holds other locations: a site or a floor, not a desk. */
  hasChildren(id: string): boolean
}

/** Builds the tree once per list; a parent that is missing or a loop leaves its locations at the top. */
export function buildLocationTree(
  locations: readonly Location[],
  hierarchy: boolean,
): LocationTree {
  const byId = new Map(locations.map((location) => [location.id, location]))
  const parentOf = (location: Location) => {
    const parent = hierarchy ? location.parentId : null
    return parent && parent !== location.id && byId.has(parent) ? parent : null
  }
  const children = new Map<string, Location[]>()
  const roots: Location[] = []
  for (const location of locations) {
    const parent = parentOf(location)
    if (parent === null) roots.push(location)
    else children.set(parent, [...(children.get(parent) ?? []), location])
  }
  const ordered: Location[] = []
  const seen = new Set<string>()
  const visit = (location: Location) => {
    if (seen.has(location.id)) return
    seen.add(location.id)
    ordered.push(location)
    for (const child of children.get(location.id) ?? []) visit(child)
  }
  roots.forEach(visit)
  // Locations caught in a loop of parents: listed at the end, under no one.
  for (const location of locations) if (!seen.has(location.id)) visit(location)

  const withinCache = new Map<string, ReadonlySet<string>>()
  return {
    hierarchy,
    byId,
    ordered,
    within(id) {
      const cached = withinCache.get(id)
      if (cached) return cached
      const found = new Set<string>([id])
      const stack = [id]
      while (stack.length) {
        for (const child of children.get(stack.pop()!) ?? []) {
          if (found.has(child.id)) continue
          found.add(child.id)
          stack.push(child.id)
        }
      }
      withinCache.set(id, found)
      return found
    },
    ancestors(id) {
      const chain: Location[] = []
      const visited = new Set([id])
      let location = byId.get(id)
      for (
        let parent = location && parentOf(location);
        parent;
        parent = location && parentOf(location)
      ) {
        if (visited.has(parent)) break
        visited.add(parent)
        location = byId.get(parent)
        if (location) chain.unshift(location)
      }
      return chain
    },
    hasChildren: (id) => (children.get(id)?.length ?? 0) > 0,
  }
}
