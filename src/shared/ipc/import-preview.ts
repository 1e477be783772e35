import { z } from 'zod'
import type { CodedText } from '../coded-text.ts'
import { codedSchema, codedTextSchema, saidSchema } from './coded-text-schema.ts'
import type { PartErrorCode, WarningCode } from '../serial-id/types.ts'
import {
  COLUMN_WHY_CODES,
  ChoiceSchema,
  CellEditSchema,
  ColumnMappingSchema,
} from './import-file.ts'

// The preview of an import: each row's findings and plan, where each field comes from, the questions asked.

/**
 * How a fix is labelled: a warning's replacement, the sensor's form, the zeros put back, or one reading of
 * an ambiguous number ('reading': the serial id helper's own English label, also the reading's key).
 */
export const FIX_CODES = [
  'replacement',
  'sensor-form',
  'zeros-back',
  'reading',
  'gateway-listed',
] as const
export type FixCode = (typeof FIX_CODES)[number]

/** A serial id offered for a row: the helper's correction, one reading of an ambiguous number, a trimmed serial. */
export const RowFixSchema = z.intersection(
  z.object({ serialId: z.string() }),
  codedTextSchema(FIX_CODES),
) as z.ZodType<RowFix>
export type RowFix = { serialId: string } & CodedText<FixCode>

/** What the import's checks say on a row, each worded by the window from its code and values. */
export const FINDING_CODES = [
  'spreadsheet-number',
  'leading-zeros',
  'chosen',
  'name-too-long',
  'info-too-long',
  'nul-character',
  'wifi-name',
  'ssid-too-long',
  'band',
  'type',
  'not-a-device',
  'wired-mac',
  'radio-mac',
  'gateway-mac',
  'edited',
  'left-out',
  'empty',
  'cells-shifted',
  'quote-not-closed',
  'wmi-array',
  'char-codes',
  'nul-padding',
  'device-path',
  'adapter-kind',
  'location-unknown',
  'location-ambiguous',
  'duplicate',
  'kept-unpaired',
  'location-required',
  'account',
  'account-error',
  'network-unconfirmed',
  'neighbour',
  'other-type',
] as const
export type ImportFindingCode = (typeof FINDING_CODES)[number]
/**
 * Findings that carry the serial id helper's own text (a warning, the parts that are wrong with their codes
 * in `parts`, a path without a serial): the window says them in the helper's words.
 */
export type SerialFindingCode = WarningCode | 'invalid' | 'suggestion' | 'ambiguous' | 'no-serial'
export type FindingCode = ImportFindingCode | SerialFindingCode

export type Finding = CodedText<FindingCode> & {
  level: 'error' | 'warning' | 'note'
  fixes?: RowFix[]
  /** The serial id helper's part errors an 'invalid', 'suggestion' or 'ambiguous' finding says. */
  parts?: Array<CodedText<PartErrorCode>>
}
export const FindingTextSchema = codedSchema(
  z.custom<FindingCode>((value) => typeof value === 'string'),
)
export const FindingSchema = z.intersection(
  FindingTextSchema,
  z.object({
    level: z.enum(['error', 'warning', 'note']),
    fixes: z.array(RowFixSchema).optional(),
    parts: z
      .array(codedSchema(z.custom<PartErrorCode>((value) => typeof value === 'string')))
      .optional(),
  }),
) as z.ZodType<Finding>

export const ImportActionSchema = z.enum(['create', 'update', 'unchanged', 'skip'])
export type ImportAction = z.infer<typeof ImportActionSchema>
export const PairingPlanSchema = z.enum(['none', 'pair', 'move', 'already'])

export const PreviewRowSchema = z.object({
  /** The spreadsheet's row number (the header is row 1); for JSON, the device's position from 1. */
  row: z.number().int(),
  /** 0: the row's device; n: the device of its n-th extra device column (a second adapter, a monitor). */
  part: z.number().int(),
  /** The header of that extra column; null for the row's own device. */
  column: z.string().nullable(),
  deviceType: z.number().int().nullable(),
  /** The id that would be sent; null when the row makes none yet. */
  serialId: z.string().nullable(),
  name: z.string(),
  info: z.string(),
  /** The location as the file names it, and the id it resolved to. */
  location: z.string(),
  locationId: z.string().nullable(),
  accountId: z.string().nullable(),
  action: ImportActionSchema,
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
  pairing: PairingPlanSchema,
  /** Where the device is paired now (updates only). */
  currentLocationId: z.string().nullable(),
  findings: z.array(FindingSchema),
})
export type PreviewRow = z.infer<typeof PreviewRowSchema>

export const ImportCountsSchema = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  skip: z.number().int(),
  pair: z.number().int(),
  withWarnings: z.number().int(),
  suggestions: z.number().int(),
  choices: z.number().int(),
  /** Rows whose file gives no location (they go where the admin chooses). */
  withoutLocation: z.number().int(),
})
export type ImportCounts = z.infer<typeof ImportCountsSchema>

export const ImportPlanInputSchema = z.strictObject({
  importId: z.string().min(1).max(64),
  accountId: z.string().min(1).max(128).optional(),
  mapping: ColumnMappingSchema,
  /** Where rows without a location go (an id or a name, looked up as a row's location is). */
  defaultLocation: z.string().trim().min(1).max(256).optional(),
  /**
   * The admin chose, for this import, to leave rows without a location unpaired (the service forgets
   * such a device when it restarts). Without it, and without defaultLocation, such rows are refused.
   */
  keepUnpaired: z.boolean().default(false),
  /** Serial ids picked for rows (a suggestion, a reading, a trimmed serial): checked like any. */
  choices: z.array(ChoiceSchema).max(200_000),
  /** Cells changed in the preview (by column position), checked like the file's own. */
  edits: z.array(CellEditSchema).max(200_000).default([]),
  /** The type of rows that do not say theirs (no type column, and nothing in the row tells). */
  defaultType: z.enum(['wifi', 'usb', 'monitor', 'nic', 'router']).optional(),
  /** A survey's networks that are the organisation's; the others' rows are left out. Unset: asked. */
  ssids: z.array(z.string().max(64)).max(500).optional(),
  /** The sensor's form for every row the helper suggests one for (a choice of the row's own wins). */
  acceptSuggestions: z.boolean().default(false),
  /** Readings taken for every row whose number reads two ways ('hex, as lsusb…'), by their label. */
  readings: z.array(z.string().max(200)).max(20).default([]),
  /**
   * Columns (by position) whose field the admin set (--map, a choice in the window): a question which of
   * two columns gives a field is answered by naming either.
   */
  answeredColumns: z.array(z.number().int().min(0)).max(1000).optional(),
  /** At most this many rows in the answer (the window pages them with previewRows); all when unset. */
  rowLimit: z.number().int().min(0).optional(),
})
export type ImportPlanInput = z.infer<typeof ImportPlanInputSchema>

/** Why a column feeds a field (a column's own reason, or the sensor's convention for Wi-Fi rows). */
export const FIELD_WHY_CODES = [...COLUMN_WHY_CODES, 'mapped-so', 'wifi-ssid', 'wifi-band'] as const
export type FieldWhyCode = (typeof FIELD_WHY_CODES)[number]
/** Why another column that could feed a field does not. */
export const PASSED_OVER_CODES = [
  'second-column-left',
  'imported-as',
  'not-ssid',
  'not-band',
  'better-column',
  'column-asked',
] as const
export type PassedOverCode = (typeof PASSED_OVER_CODES)[number]

/** Which column feeds a field, and why that one where several could. */
export const FieldSourceSchema = z.object({
  field: z.string(),
  /** The header used, and for which rows when that depends on the row (Wi-Fi rows take the SSID). */
  column: z.string(),
  rows: saidSchema(['wifi', 'not-wifi']).optional(),
  /** The reasons, in order (the English joins them with "; "). */
  why: z.array(saidSchema(FIELD_WHY_CODES)),
  /** Other columns that could have fed it, each with why it did not. */
  passedOver: z.array(z.object({ column: z.string(), why: saidSchema(PASSED_OVER_CODES) })),
})
export type FieldSource = z.infer<typeof FieldSourceSchema>

/** Two or more columns that could give a field that is sent, none by a better right: which one, asked. */
export const ColumnQuestionSchema = z.object({
  field: z.string(),
  /** Each column by position, its header and its first value. */
  columns: z.array(z.object({ index: z.number().int(), header: z.string(), first: z.string() })),
})
export type ColumnQuestion = z.infer<typeof ColumnQuestionSchema>

/** A survey's networks, for the one question which of them are the organisation's. */
export const NetworkQuestionSchema = z.object({
  networks: z.array(
    z.object({
      ssid: z.string(),
      bssids: z.number().int(),
      /** The account has Wi-Fi devices named so already. */
      known: z.boolean(),
      /** Taken as ours now (known, or chosen). */
      ours: z.boolean(),
    }),
  ),
  answered: z.boolean(),
})
export type NetworkQuestion = z.infer<typeof NetworkQuestionSchema>

/** What the preview says about the service as a whole. */
export const PREVIEW_NOTICE_CODES = ['locations-unlisted', 'paired-only'] as const
export type PreviewNoticeCode = (typeof PREVIEW_NOTICE_CODES)[number]

export const ImportPreviewSchema = z.object({
  rows: z.array(PreviewRowSchema),
  counts: ImportCountsSchema,
  /** About the file or the service as a whole (locations not listed by the service…). */
  notices: z.array(saidSchema(PREVIEW_NOTICE_CODES)),
  /** Where each field comes from, every field that is mapped. */
  fields: z.array(FieldSourceSchema),
  /** A survey's networks: which are ours (asked once). Null for files that are no survey. */
  networks: NetworkQuestionSchema.nullable(),
  /** Fields two columns could give, not answered yet: nothing is sent until they are. */
  columnQuestions: z.array(ColumnQuestionSchema),
  /** Options given that this file has no use for (a survey's networks for a list, a type every row says). */
  unusedOptions: z.array(z.enum(['defaultType', 'ssids'])).optional(),
  /** Rows (devices) in the preview; `rows` holds the first `rowLimit` of them. */
  totalRows: z.number().int(),
  /** Rows whose id has a suggestion not taken yet. */
  suggestions: z.number().int(),
  /** Readings offered for numbers that read two ways, and how many rows each would settle. */
  readings: z.array(
    z.object({
      label: z.string(),
      /** The serial id helper's code for the label and its values, as a reading fix has them. */
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      rows: z.number().int(),
    }),
  ),
})
export type ImportPreview = z.infer<typeof ImportPreviewSchema>
