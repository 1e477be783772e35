import type { Translate } from '../../i18n/use-t.ts'
import { knownTypeLabel } from '../devices/type-label.ts'
import type { CountRow } from './CountTable.tsx'
import type { Summary } from './summary.ts'

/** The summary as the rows of the overview's tables and charts, each with its filter of the devices table. */
export function overviewRows(summary: Summary, t: Translate) {
  const types: CountRow[] = summary.byType.map(({ deviceType, count }) => ({
    key: String(deviceType),
    label: knownTypeLabel(t, deviceType) ?? t('overview.type.other', { type: String(deviceType) }),
    value: count,
    show: { type: String(deviceType) },
  }))
  const { paired, unpaired, sensor, admin } = summary.byState
  const states: CountRow[] = [
    { key: 'paired', label: t('overview.state.paired'), value: paired, show: { state: 'paired' } },
    {
      key: 'unpaired',
      label: t('overview.state.unpaired'),
      value: unpaired,
      show: { state: 'unpaired' },
    },
    { key: 'sensor', label: t('overview.state.sensor'), value: sensor, show: { source: 'sensor' } },
    { key: 'admin', label: t('overview.state.admin'), value: admin, show: { source: 'admin' } },
  ]
  const locations: CountRow[] = summary.byLocation.map((row) => ({
    key: row.location.id,
    label: row.location.name,
    value: row.total,
    own: row.own,
    depth: row.depth,
    show: { locationId: row.location.id },
  }))
  // The chart draws sites and floors; their desks stay in the table.
  const chartedLocations = locations.filter((row) => (row.depth ?? 0) <= 1)
  return { types, states, locations, chartedLocations }
}
