import Papa from 'papaparse'
import type { SurveyDesk, SurveyReport } from '#shared/ipc/survey.ts'
import { escapeCell } from '../import/export.ts'

export interface MovedDevice {
  serialId: string
  name: string
  /** The location it was moved from, by name. */
  from: string
  /** The desk's id. */
  to: string
  at: string
}

const ids = (devices: ReadonlyArray<{ serialId: string }>) =>
  devices.map((device) => device.serialId)

/**
 * Where the floor stands: desks done, skipped and without a dock, the devices a survey moved here, and
 * the same as a CSV file (a row per desk; ids quoted, formula-looking cells escaped as export does).
 */
export function surveyReport(
  location: { id: string; name: string },
  desks: readonly SurveyDesk[],
  moved: readonly MovedDevice[],
  now: Date,
): SurveyReport {
  const rows = desks.map((desk) => ({
    id: desk.id,
    label: desk.label,
    status: desk.status,
    dock: ids(desk.paired.docks).join(' '),
    monitors: ids(desk.paired.monitors),
    others: ids(desk.paired.others),
  }))
  const movedTo = (deskId: string) =>
    moved
      .filter((device) => device.to === deskId)
      .map((device) => `${device.serialId} from ${device.from}`)
      .join('; ')
  const fields = ['desk', 'locationId', 'status', 'dock', 'monitors', 'otherDevices', 'movedHere']
  const data = rows.map((row) =>
    [
      row.label,
      row.id,
      row.status,
      row.dock,
      row.monitors.join(' '),
      row.others.join(' '),
      movedTo(row.id),
    ].map((cell) => escapeCell(cell)),
  )
  // Serial ids quoted, as export writes them (a spreadsheet keeps them as text).
  const quotes = fields.map((field) => ['dock', 'monitors', 'otherDevices'].includes(field))
  const csv = [
    fields.join(','),
    Papa.unparse(data, { newline: '\r\n', quotes, header: false }),
  ].join('\r\n')
  const labels = new Map(desks.map((desk) => [desk.id, desk.label]))
  const slug = location.id.replace(/[^\w.-]+/g, '-')
  return {
    location,
    counts: {
      total: desks.length,
      done: desks.filter((desk) => desk.status === 'done').length,
      skipped: desks.filter((desk) => desk.status === 'skipped').length,
      // A desk still to do is counted as to do, not as one without a dock.
      withoutDock: desks.filter((desk) => desk.status !== 'open' && desk.paired.docks.length === 0)
        .length,
      moved: moved.length,
    },
    desks: rows,
    moved: moved.map((device) => ({ ...device, to: labels.get(device.to) ?? device.to })),
    fileName: `survey-${slug}-${now.toISOString().slice(0, 10)}.csv`,
    csv,
  }
}
