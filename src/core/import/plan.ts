import { coded } from '#shared/coded-text.ts'
import type { Device } from '#shared/api/devices.ts'
import { accountKey, type AccountSnapshot, type Snapshots } from './account-snapshot.ts'
import type {
  ColumnQuestion,
  FieldSource,
  Finding,
  ImportCounts,
  ImportPreview,
  PreviewNoticeCode,
  PreviewRow,
} from '#shared/ipc/import.ts'
import { error, finding } from './finding.ts'
import { DEVICE_TYPES, IdSchema } from '#shared/api/common.ts'
import type { CheckedRow } from './check-row.ts'
import { memoryOnlyUnpaired } from '../registry/memory-only.ts'
import { resolveLocation } from './locations.ts'
import { pendingChoices } from './choices.ts'
import { askNetworks } from './networks.ts'
import { markOtherTypes } from './other-type.ts'

export { accountKey, type AccountSnapshot, type Snapshots } from './account-snapshot.ts'

function located(row: CheckedRow, snapshot: AccountSnapshot) {
  if (row.location === '') return { locationId: null, findings: [] as Finding[] }
  if (snapshot.locations === null) {
    return IdSchema.safeParse(row.location).success
      ? { locationId: row.location, findings: [] }
      : {
          locationId: null,
          findings: [error('location-unknown', { said: 'not_an_id', location: row.location })],
        }
  }
  return resolveLocation(row.location, snapshot.locations)
}

function sameContent(a: PreviewRow, b: PreviewRow): boolean {
  return (
    a.deviceType === b.deviceType &&
    a.name === b.name &&
    a.info === b.info &&
    a.locationId === b.locationId
  )
}

/** A row's number, with its extra column's header for a device of its own (`Row 3 (Monitor 1)`). */
const numbered = (row: PreviewRow) => (row.part === 0 ? `${row.row}` : `${row.row} (${row.column})`)
/** The values that name a row in the window: its number, and its extra column ('extra') if any. */
const named = (row: PreviewRow) => ({
  row: row.row,
  device: row.part === 0 ? 'own' : 'extra',
  column: row.column ?? '',
})

/** Rows naming one device twice: a repeat is sent once; rows that disagree are all held back. */
function markDuplicates(rows: PreviewRow[]): void {
  const groups = new Map<string, PreviewRow[]>()
  for (const row of rows) {
    if (row.serialId === null) continue
    const key = `${row.accountId ?? ''}\n${row.serialId}`
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  for (const group of groups.values()) {
    const [first, ...rest] = group
    if (!first || rest.length === 0) continue
    const numbers = group.map(numbered).join(', ')
    if (rest.every((row) => sameContent(first, row))) {
      const { row: firstRow, device: firstDevice, column: firstColumn } = named(first)
      for (const row of rest) {
        row.action = 'skip'
        row.pairing = 'none'
        row.findings.push(
          finding('note', 'duplicate', {
            said: 'repeat',
            ...named(row),
            firstRow,
            firstDevice,
            firstColumn,
            serialId: row.serialId ?? '',
          }),
        )
      }
      continue
    }
    for (const row of group)
      row.findings.push(
        error('duplicate', { said: 'conflict', rows: numbers, serialId: row.serialId ?? '' }),
      )
  }
}

function compare(row: PreviewRow, existing: Device | undefined): void {
  if (existing === undefined) {
    row.action = 'create'
  } else {
    const changes = (
      [
        ['deviceType', String(existing.deviceType), String(row.deviceType)],
        ['name', existing.name, row.name],
        ['info', existing.info, row.info],
      ] as const
    ).filter(([, from, to]) => from !== to)
    row.changes = changes.map(([field, from, to]) => ({ field, from, to }))
    row.action = changes.length > 0 ? 'update' : 'unchanged'
    row.currentLocationId = existing.locationId
  }
  if (row.locationId === null) row.pairing = 'none'
  else if (existing?.locationId === row.locationId) row.pairing = 'already'
  else row.pairing = existing?.locationId ? 'move' : 'pair'
}

function count(rows: readonly PreviewRow[]): ImportCounts {
  const counts: ImportCounts = {
    rows: rows.length,
    create: 0,
    update: 0,
    unchanged: 0,
    skip: 0,
    pair: 0,
    withWarnings: 0,
    suggestions: 0,
    choices: 0,
    withoutLocation: 0,
  }
  for (const row of rows) {
    counts[row.action]++
    if (row.pairing === 'pair' || row.pairing === 'move') counts.pair++
    if (row.findings.some((f) => f.level === 'warning')) counts.withWarnings++
    if (row.findings.some((f) => f.code === 'suggestion')) counts.suggestions++
    if (row.findings.some((f) => f.code === 'ambiguous')) counts.choices++
    if (row.location === '' && row.serialId !== null) counts.withoutLocation++
  }
  return counts
}

/** Where rows without a location go: a location for them, or unpaired as the admin chose. */
export interface Placement {
  defaultLocation?: string | undefined
  keepUnpaired: boolean
}

/** A new device, or one unpaired now, that would stay unpaired: refused unless the admin chose so. */
function checkPlacement(row: PreviewRow, existing: Device | undefined, placement: Placement): void {
  if (row.locationId !== null || !memoryOnlyUnpaired(existing) || row.serialId === null) return
  if (placement.keepUnpaired) row.findings.push(finding('warning', 'kept-unpaired'))
  else row.findings.push(error('location-required'))
}

/** What the file is beside its rows: where each field comes from, and whether it is a survey of the air. */
export interface PlanContext {
  fields: FieldSource[]
  survey: boolean
  /** A survey's networks that are ours, as answered; undefined: not answered yet. */
  ssids?: readonly string[] | undefined
  /** Fields two columns could give, not answered yet. */
  columnQuestions?: ColumnQuestion[]
}

/** The preview: each checked row against its account's devices and locations, and the counts. */
export function planRows(
  checked: readonly CheckedRow[],
  defaultAccount: string | undefined,
  snapshots: Snapshots,
  placement: Placement = { keepUnpaired: false },
  context: PlanContext = { fields: [], survey: false },
): ImportPreview {
  const notices = new Map<PreviewNoticeCode, ImportPreview['notices'][number]>()
  const rows = checked.map((row): PreviewRow => {
    const key = accountKey(row.account, defaultAccount)
    const snapshot = snapshots.get(key)
    const preview: PreviewRow = {
      row: row.row,
      part: row.part,
      column: row.column,
      deviceType: row.kind === null ? null : DEVICE_TYPES[row.kind],
      serialId: row.serialId,
      name: row.name,
      info: row.info,
      location: row.location,
      locationId: null,
      accountId: row.account ?? defaultAccount ?? null,
      action: 'skip',
      changes: [],
      pairing: 'none',
      currentLocationId: null,
      findings: [...row.findings],
    }
    if (snapshot === undefined || 'error' in snapshot) {
      preview.findings.push(
        snapshot
          ? error('account-error', { error: snapshot.error })
          : error('account', { account: key }),
      )
      return preview
    }
    if (snapshot.locations === null)
      notices.set('locations-unlisted', coded('import.notice.locations-unlisted'))
    if (!snapshot.complete) notices.set('paired-only', coded('import.notice.paired-only'))
    const given = row.location === '' ? (placement.defaultLocation ?? '') : row.location
    const location = located({ ...row, location: given }, snapshot)
    preview.locationId = location.locationId
    preview.findings.push(...location.findings)
    const existing = preview.serialId === null ? undefined : snapshot.devices.get(preview.serialId)
    // A text the file has no column for stays as the device has it.
    if (existing) for (const field of row.keeps ?? []) preview[field] = existing[field]
    if (preview.serialId !== null) compare(preview, existing)
    if (location.findings.length === 0) checkPlacement(preview, existing, placement)
    return preview
  })
  markDuplicates(rows)
  markOtherTypes(rows, snapshots, defaultAccount)
  const networks = context.survey
    ? askNetworks(rows, snapshots.get(accountKey(null, defaultAccount)), context.ssids)
    : null
  for (const row of rows)
    if (
      row.findings.some((f) => f.level === 'error') ||
      row.findings.some((f) => f.code === 'neighbour')
    ) {
      row.action = 'skip'
      row.pairing = 'none'
    }
  return {
    rows,
    counts: count(rows),
    notices: [...notices.values()],
    fields: context.fields,
    networks,
    columnQuestions: context.columnQuestions ?? [],
    totalRows: rows.length,
    ...pendingChoices(rows),
  }
}
