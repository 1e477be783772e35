import type { ActivityEntry } from '#shared/ipc/registry.ts'

const ACTIONS: Record<ActivityEntry['action'], string> = {
  register: 'Registered',
  update: 'Changed',
  pair: 'Paired',
  move: 'Moved',
  unpair: 'Unpaired',
  import: 'Import',
  restore: 'Restored',
  forget: 'Stopped looking',
  reset: 'Demo reset',
}

/** The action's word, for a column or a filter. */
export const actionLabel = (action: ActivityEntry['action']) => ACTIONS[action]

/** What an entry did, as a sentence: names and places as the admin knows them. */
export function describeEntry(entry: ActivityEntry, where: (locationId: string) => string): string {
  const { before, after } = entry
  const place = (locationId: string | null | undefined) => (locationId ? where(locationId) : '')
  switch (entry.action) {
    case 'register':
      return after?.locationId
        ? `Registered as “${after.name}” at ${place(after.locationId)}`
        : `Registered as “${after?.name ?? ''}”, unpaired`
    case 'update': {
      const changes = [
        before?.name !== after?.name ? `name “${before?.name ?? ''}” → “${after?.name ?? ''}”` : '',
        before?.info !== after?.info ? `info “${before?.info ?? ''}” → “${after?.info ?? ''}”` : '',
      ].filter(Boolean)
      return `Changed ${changes.join(', ') || 'name and info'}`
    }
    case 'pair':
      return `Paired to ${place(after?.locationId)}`
    case 'move':
      return `Moved from ${place(before?.locationId)} to ${place(after?.locationId)}`
    case 'unpair':
      return `Unpaired from ${place(before?.locationId)}`
    default:
      return entry.summary ?? actionLabel(entry.action)
  }
}

/** Who made the change and from where: "berlin.admin · Devices (app)". */
export function whoAndWhere(entry: ActivityEntry): string {
  const surface =
    entry.surface === 'cli' ? 'command line' : entry.surface === 'web' ? 'browser' : 'app'
  return `${entry.who.name || 'unknown'} · ${entry.via} (${surface})`
}
