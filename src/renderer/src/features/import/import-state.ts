import type {
  CellEdit,
  Choice,
  ColumnMapping,
  ImportFile,
  ImportPlanInput,
  Remembered,
} from '#shared/ipc/import.ts'
import type { Placement } from '../placement/use-placement.ts'

export type DeviceKind = NonNullable<ImportPlanInput['defaultType']>

/** What the admin decided in the preview, all of it sent with each check (main holds the file). */
export interface Decisions {
  mapping: ColumnMapping
  /** By `row:part`. */
  choices: ReadonlyMap<string, string>
  /** By row, then column position. */
  edits: ReadonlyMap<number, ReadonlyMap<number, string>>
  ssids: readonly string[] | undefined
  acceptSuggestions: boolean
  readings: readonly string[]
  defaultType: DeviceKind | undefined
  /** Columns chosen where two could give a field (answers the preview's question). */
  answeredColumns: readonly number[]
}

export const keyOf = (row: number, part = 0) => `${row}:${part}`

export function freshDecisions(file: ImportFile): Decisions {
  return {
    mapping: file.columns.map((column) => column.field ?? ('ignore' as const)),
    choices: new Map(),
    edits: new Map(),
    ssids: undefined,
    acceptSuggestions: false,
    readings: [],
    defaultType: undefined,
    answeredColumns: [],
  }
}

/** What was chosen for this very file before, applied again (a mapping only where the columns fit). */
function rememberedDecisions(file: ImportFile, remembered: Remembered): Decisions {
  const fresh = freshDecisions(file)
  const edits = new Map<number, Map<number, string>>()
  for (const edit of remembered.edits)
    edits.set(edit.row, (edits.get(edit.row) ?? new Map()).set(edit.column, edit.value))
  return {
    ...fresh,
    mapping:
      remembered.mapping?.length === file.columns.length ? remembered.mapping : fresh.mapping,
    choices: new Map(remembered.choices.map((c) => [keyOf(c.row, c.part), c.serialId])),
    edits,
    ssids: remembered.ssids,
    acceptSuggestions: remembered.acceptSuggestions ?? false,
    readings: remembered.readings ?? [],
    answeredColumns: remembered.answeredColumns ?? [],
  }
}

/**
 * The decisions for a file opened or read again: those made so far where its columns are the same, else
 * those remembered for it, else fresh ones; `ask`: its columns are asked about before the first check.
 */
export function openedDecisions(
  previous: ImportFile | null,
  next: ImportFile,
  keep: Decisions | null,
) {
  const kept = keep && previous && sameColumns(previous, next) ? keep : null
  const decisions =
    kept ?? (next.remembered ? rememberedDecisions(next, next.remembered) : freshDecisions(next))
  return { decisions, ask: next.unmapped > 0 && !kept && !next.remembered?.mapping }
}

function choicesOf(choices: Decisions['choices']): Choice[] {
  return [...choices].map(([key, serialId]) => {
    const [row = 0, part = 0] = key.split(':').map(Number)
    return { row, ...(part ? { part } : {}), serialId }
  })
}

function editsOf(edits: Decisions['edits']): CellEdit[] {
  return [...edits].flatMap(([row, cells]) =>
    [...cells].map(([column, value]) => ({ row, column, value })),
  )
}

/** The input of a check or a send: no rows come back with it (the table pages them). */
export function planInput(
  file: ImportFile,
  decisions: Decisions,
  accountId: string | undefined,
  placement: Placement,
): ImportPlanInput {
  const location = placement.locationId.trim()
  return {
    importId: file.importId,
    ...(accountId === undefined ? {} : { accountId }),
    mapping: decisions.mapping,
    choices: choicesOf(decisions.choices),
    edits: editsOf(decisions.edits),
    keepUnpaired: placement.keepUnpaired,
    ...(placement.keepUnpaired || location === '' ? {} : { defaultLocation: location }),
    ...(decisions.ssids ? { ssids: [...decisions.ssids] } : {}),
    acceptSuggestions: decisions.acceptSuggestions,
    readings: [...decisions.readings],
    ...(decisions.defaultType ? { defaultType: decisions.defaultType } : {}),
    ...(decisions.answeredColumns.length
      ? { answeredColumns: [...decisions.answeredColumns] }
      : {}),
    rowLimit: 0,
  }
}

/** The same columns in the same order: a file chosen again keeps the decisions made for it. */
const sameColumns = (a: ImportFile, b: ImportFile) =>
  a.columns.length === b.columns.length &&
  a.columns.every((column, index) => column.header === b.columns[index]?.header)
