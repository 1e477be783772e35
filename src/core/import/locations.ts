import type { Location } from '#shared/api/extensions.ts'
import type { Finding } from '#shared/ipc/import.ts'
import { error } from './finding.ts'

const indexes = new WeakMap<
  readonly Location[],
  { ids: Set<string>; byName: Map<string, Location[]> }
>()

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()

function indexOf(locations: readonly Location[]) {
  let index = indexes.get(locations)
  if (!index) {
    const byName = new Map<string, Location[]>()
    for (const location of locations) {
      const key = nameKey(location.name)
      byName.set(key, [...(byName.get(key) ?? []), location])
    }
    index = { ids: new Set(locations.map((l) => l.id)), byName }
    indexes.set(locations, index)
  }
  return index
}

/** A location named by its id, or by its name (without case or extra spaces); an unclear name is said. */
export function resolveLocation(
  text: string,
  locations: readonly Location[],
): { locationId: string | null; findings: Finding[] } {
  const index = indexOf(locations)
  if (index.ids.has(text)) return { locationId: text, findings: [] }
  const named = index.byName.get(nameKey(text)) ?? []
  if (named.length === 1 && named[0]) return { locationId: named[0].id, findings: [] }
  const ids = named.map((l) => l.id).join(', ')
  if (named.length > 1)
    return {
      locationId: null,
      findings: [error('location-ambiguous', { count: named.length, location: text, ids })],
    }
  const examples = locations
    .slice(0, 3)
    .map((l) => `${l.id} ("${l.name}")`)
    .join(', ')
  return {
    locationId: null,
    findings: [
      error('location-unknown', {
        said: examples ? 'unknown_like' : 'unknown',
        location: text,
        examples,
      }),
    ],
  }
}
