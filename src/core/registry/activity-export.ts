import { coded } from '#shared/coded-text.ts'
import Papa from 'papaparse'
import type { ActivityEntry, ActivityFilter, DeviceState } from '#shared/ipc/registry.ts'
import { deviceTypeWords } from '#shared/device-type-words.ts'
import { UserFacingError } from '#shared/errors.ts'
import { escapeCell } from '../import/export.ts'
import type { Journal, JournalScope } from '../journal/journal.ts'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A date the admin typed (YYYY-MM-DD, this machine's day) or an instant, as an ISO instant. */
function instant(text: string, endOfDay: boolean): string {
  if (!DATE_ONLY.test(text)) return new Date(text).toISOString()
  const [year, month, day] = text.split('-').map(Number) as [number, number, number]
  // `until` a day means up to the end of that day: the next day's start, exclusive.
  return new Date(year, month - 1, day + (endOfDay ? 1 : 0)).toISOString()
}

/** The filter with its dates as instants (a date that does not parse says so). */
export function activityFilter(filter: ActivityFilter): ActivityFilter {
  const checked = (field: 'since' | 'until') => {
    const value = filter[field]
    if (value === undefined) return {}
    if (Number.isNaN(Date.parse(value))) {
      const text = coded('errors.import.activity-not-a-date', { value })
      throw new UserFacingError('validation_failed', text, [{ path: field, message: text.message }])
    }
    return { [field]: instant(value, field === 'until') }
  }
  return { ...filter, ...checked('since'), ...checked('until') }
}

const where = (state: DeviceState | null) => state?.locationId ?? ''

/**
 * Every entry the filter matches, newest first, as a CSV file (a spreadsheet opens it as UTF-8): each
 * with its id (what undoOf and undoneBy point to), the device type in words.
 */
export function activityCsv(journal: Journal, scope: JournalScope, filter: ActivityFilter) {
  const rows: ActivityEntry[] = []
  for (let offset = 0; ; offset += 1000) {
    const page = journal.list(scope, filter, offset, 1000)
    rows.push(...page.entries)
    if (page.entries.length < 1000) break
  }
  const content = Papa.unparse(
    {
      fields: [
        'id',
        'at',
        'action',
        'serialId',
        'deviceType',
        'who',
        'role',
        'via',
        'surface',
      ].concat([
        'nameBefore',
        'nameAfter',
        'infoBefore',
        'infoAfter',
        'locationBefore',
        'locationAfter',
        'summary',
        'undoOf',
        'undoneBy',
      ]),
      data: rows.map((entry) =>
        [
          entry.id,
          entry.at,
          entry.action,
          entry.serialId ?? '',
          deviceTypeWords(entry.deviceType),
          entry.who.name,
          entry.who.role,
          entry.via,
          entry.surface,
          entry.before?.name ?? '',
          entry.after?.name ?? '',
          entry.before?.info ?? '',
          entry.after?.info ?? '',
          where(entry.before),
          where(entry.after),
          entry.summary?.message ?? '',
          entry.undoOf ?? '',
          entry.undoneBy ?? '',
        ].map((cell) => escapeCell(String(cell))),
      ),
    },
    { newline: '\r\n' },
  )
  const day = new Date().toISOString().slice(0, 10)
  return { fileName: `activity-${day}.csv`, content, count: rows.length }
}
