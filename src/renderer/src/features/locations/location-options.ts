import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core'
import type { Translate } from '../../i18n/use-t.ts'
import type { LocationTree } from './location-tree.ts'
import { matchesTerms, searchTerms } from './location-words.ts'

export interface LocationGroup {
  group: string
  items: ComboboxItem[]
}

/**
 * The picker's options: grouped by what contains them (a site's floors, a floor's desks), the top
 * level first, in the tree's order; one plain list when the service does not nest its locations.
 */
export function locationOptions(tree: LocationTree, t: Translate): LocationGroup[] {
  const topLevel = t('locations.picker.topLevel')
  const groups = new Map<string, LocationGroup>()
  for (const location of tree.ordered) {
    const path = tree.ancestors(location.id)
    const group = path.length === 0 ? topLevel : path.map((l) => l.name).join(' › ')
    const entry = groups.get(group) ?? { group, items: [] }
    entry.items.push({ value: location.id, label: location.name })
    groups.set(group, entry)
  }
  if (!tree.hierarchy)
    return [{ group: t('locations.picker.all'), items: groups.get(topLevel)?.items ?? [] }]
  return [...groups.values()]
}

/** The disabled last option when more locations match than are shown. */
export const MORE = '*more'

/**
 * Every term typed is found in the name, the id or the group (site, floor), in any order, as location
 * names mean them (location-words.ts); past the limit, one disabled option says how many more match,
 * in the words of `t`.
 */
export const locationFilter =
  (t: Translate): OptionsFilter =>
  ({ options, search, limit }) => {
    const terms = searchTerms(search)
    const matches = (...texts: string[]) => matchesTerms(terms, texts)
    const result: ComboboxParsedItem[] = []
    let shown = 0
    let more = 0
    for (const option of options) {
      if (!('group' in option)) {
        // The choice of none ("All locations") stays on offer until a word rules it out.
        if (matches(option.label)) result.push(option)
        continue
      }
      const group = String(option.group)
      const found = option.items.filter((item) => matches(item.label, item.value, group))
      const taken = found.slice(0, Math.max(0, limit - shown))
      shown += taken.length
      more += found.length - taken.length
      if (taken.length) result.push({ group: option.group, items: taken })
    }
    if (more > 0)
      result.push({
        value: MORE,
        label: t('locations.picker.more', { count: more }),
        disabled: true,
      })
    return result
  }
