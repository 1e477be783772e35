import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { Table } from './table.ts'

/** The project's tables the import reads; an .esx holds more (floor plans' images, notes, simulations). */
const ACCESS_POINTS = 'accessPoints.json'
const RADIOS = 'measuredRadios.json'
const MEASUREMENTS = 'accessPointMeasurements.json'
const FLOORS = 'floorPlans.json'

type Entries = ReadonlyMap<string, () => Buffer>
type Fields = Record<string, unknown>

const HEADERS = ['AP name', 'BSSID', 'Mine', 'SSID', 'Band', 'Floor']

/** Whether a ZIP archive is an Ekahau project (.esx): it has the access points table. */
export const isEkahauProject = (entries: Entries) => entries.has(ACCESS_POINTS)

function listIn(entries: Entries, file: string, key: string): Fields[] {
  const read = entries.get(file)
  if (read === undefined) return []
  const list = (JSON.parse(read().toString('utf8')) as Fields)[key]
  return Array.isArray(list) ? list.filter((item): item is Fields => typeof item === 'object') : []
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The band a radio's standards prove: 802.11b and g exist at 2.4 GHz only, a and ac at 5 GHz only; a
 * radio heard with ax (or n) alone may be at any band, so none is said.
 */
function bandOf(technologies: unknown): string {
  const heard = new Set(Array.isArray(technologies) ? technologies.map(String) : [])
  if (heard.has('B') || heard.has('G')) return '2.4 GHz'
  if (heard.has('A') || heard.has('AC')) return '5 GHz'
  return ''
}

/**
 * An Ekahau project's measured access points as a table, one row per BSSID heard on the survey walk
 * (numbered as the project lists them), with the access point it belongs to: its name, whether Ekahau
 * marks it as yours (`mine`), and its floor. Planned (simulated) access points have no BSSID and are
 * not read; a project with none measured is refused, saying so.
 */
export function ekahauProjectTable(fileName: string, entries: Entries): Omit<Table, 'encoding'> {
  let measurements: Fields[]
  let accessPoints: Fields[]
  let radios: Fields[]
  let floors: Fields[]
  try {
    measurements = listIn(entries, MEASUREMENTS, 'accessPointMeasurements')
    accessPoints = listIn(entries, ACCESS_POINTS, 'accessPoints')
    radios = listIn(entries, RADIOS, 'measuredRadios')
    floors = listIn(entries, FLOORS, 'floorPlans')
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new UserFacingError(
      'bad_file',
      coded('errors.import.import-ekahau-unreadable', { fileName, reason }),
    )
  }
  if (measurements.length === 0)
    throw new UserFacingError(
      'bad_file',
      coded('errors.import.import-ekahau-not-measured', { fileName, planned: accessPoints.length }),
    )
  const byId = (list: Fields[]) => new Map(list.map((item) => [textOf(item['id']), item]))
  const pointOf = new Map<string, Fields>()
  const points = byId(accessPoints)
  for (const radio of radios) {
    const point = points.get(textOf(radio['accessPointId']))
    const ids = radio['accessPointMeasurementIds']
    if (point && Array.isArray(ids)) for (const id of ids) pointOf.set(String(id), point)
  }
  const floorNames = byId(floors)
  const rows = measurements.map((measurement, index) => {
    const point = pointOf.get(textOf(measurement['id']))
    const location = point?.['location'] as Fields | undefined
    const floor = floorNames.get(textOf(location?.['floorPlanId']))
    const mine = typeof point?.['mine'] === 'boolean' ? String(point['mine']) : ''
    return {
      row: index + 1,
      cells: [
        textOf(point?.['name']),
        textOf(measurement['mac']),
        mine,
        textOf(measurement['ssid']),
        bandOf(measurement['technologies']),
        textOf(floor?.['name']),
      ],
    }
  })
  const notice = coded('import.notice.ekahau-project', {
    bssids: rows.length,
    accessPoints: accessPoints.length,
  })
  return {
    format: 'json',
    delimiter: null,
    headers: [...HEADERS],
    rows,
    notices: [notice],
    problems: [],
  }
}
