import type { ActivityEntry, EntryPoint } from '#shared/ipc/registry.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { said } from '../../i18n/coded.ts'
import type { Translate } from '../../i18n/use-t.ts'

const ACTIONS: Record<ActivityEntry['action'], MessageId> = {
  register: 'activity.action.register',
  update: 'activity.action.update',
  pair: 'activity.action.pair',
  move: 'activity.action.move',
  unpair: 'activity.action.unpair',
  import: 'activity.action.import',
  restore: 'activity.action.restore',
  forget: 'activity.action.forget',
  reset: 'activity.action.reset',
  replace: 'activity.action.replace',
  'create-key': 'activity.action.create-key',
  'revoke-key': 'activity.action.revoke-key',
  'rotate-key': 'activity.action.rotate-key',
}

const SURFACES: Record<ActivityEntry['surface'], MessageId> = {
  app: 'activity.surface.app',
  web: 'activity.surface.web',
  cli: 'activity.surface.cli',
}

const ENTRY_POINTS: Record<EntryPoint, MessageId> = {
  register: 'activity.via.register',
  'read-from-tool': 'activity.via.read-from-tool',
  detect: 'activity.via.detect',
  import: 'activity.via.import',
  devices: 'activity.via.devices',
  lost: 'activity.via.lost',
  activity: 'activity.via.activity',
  survey: 'activity.via.survey',
  profiles: 'activity.via.profiles',
  match: 'activity.via.match',
  'api-keys': 'activity.via.api-keys',
}

/** The actions describeEntry says from before and after; the others by main's summary. */
const DESCRIBED = new Set<ActivityEntry['action']>(['register', 'update', 'pair', 'move', 'unpair'])

/** The action's word, for a column or a filter. */
export const actionLabel = (action: ActivityEntry['action'], t: Translate) => t(ACTIONS[action])

/**
 * 'en' where describeEntry gives main's summary as it came: an entry written before summaries had codes.
 */
export const entryLang = (entry: ActivityEntry) =>
  !DESCRIBED.has(entry.action) && entry.summary !== null && !('code' in entry.summary)
    ? ('en' as const)
    : undefined

/** What an entry did, as a sentence: names and places as the admin knows them. */
export function describeEntry(
  entry: ActivityEntry,
  where: (locationId: string) => string,
  t: Translate,
): string {
  const { before, after } = entry
  const place = (locationId: string | null | undefined) => (locationId ? where(locationId) : '')
  switch (entry.action) {
    case 'register':
      return after?.locationId
        ? t('activity.entry.registered-at', { name: after.name, place: place(after.locationId) })
        : t('activity.entry.registered-unpaired', { name: after?.name ?? '' })
    case 'update': {
      const changes = [
        before?.name !== after?.name
          ? t('activity.entry.changed-name', {
              before: before?.name ?? '',
              after: after?.name ?? '',
            })
          : '',
        before?.info !== after?.info
          ? t('activity.entry.changed-info', {
              before: before?.info ?? '',
              after: after?.info ?? '',
            })
          : '',
      ].filter(Boolean)
      return t('activity.entry.changed', {
        changes: changes.join(', ') || t('activity.entry.name-and-info'),
      })
    }
    case 'pair':
      return t('activity.entry.paired', { place: place(after?.locationId) })
    case 'move':
      return t('activity.entry.moved', {
        from: place(before?.locationId),
        to: place(after?.locationId),
      })
    case 'unpair':
      return t('activity.entry.unpaired', { place: place(before?.locationId) })
    default:
      if (entry.summary === null) return actionLabel(entry.action, t)
      return 'id' in entry.summary ? said(t, entry.summary) : entry.summary.message
  }
}

/** Who made the change and from where: "berlin.admin · devices (app)". */
export function whoAndWhere(entry: ActivityEntry, t: Translate): string {
  return t('activity.who.line', {
    who: entry.who.name || t('activity.who.unknown'),
    via: t(ENTRY_POINTS[entry.via]),
    surface: t(SURFACES[entry.surface]),
  })
}
