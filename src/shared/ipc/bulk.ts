import { z } from 'zod'

/** What a column of an import file can hold: a whole serial id, or a type and its parts, and the rest. */
export const BULK_FIELDS = [
  'serialId',
  'type',
  'bssid',
  'mac',
  'kind',
  'vendor',
  'serial',
  'product',
  'productCode',
  'name',
  'info',
  'location',
  'account',
] as const
export const BulkFieldSchema = z.enum(BULK_FIELDS)
export type BulkField = z.infer<typeof BulkFieldSchema>

/** Each column's field by position (headers may repeat), or 'ignore'. */
export const ColumnMappingSchema = z.array(z.union([BulkFieldSchema, z.literal('ignore')])).max(200)
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>

/** An import file's bytes, base64 (UTF-8, UTF-16 or JSON; the file is read in main). */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024
export const OpenImportInputSchema = z.strictObject({
  fileName: z.string().min(1).max(260),
  base64: z
    .string()
    .max(Math.ceil(MAX_IMPORT_BYTES / 3) * 4, 'The file is larger than 32 MB; split it.'),
})

export const ImportColumnSchema = z.object({
  header: z.string(),
  /** The field the header names, or null when it names none the import knows. */
  field: BulkFieldSchema.nullable(),
  /** The first few values, to help map an unknown header. */
  samples: z.array(z.string()),
})

export const ImportFileSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'json']),
  encoding: z.string(),
  /** The CSV delimiter found in the header line; null for JSON. */
  delimiter: z.enum([',', ';', '\t']).nullable(),
  rows: z.number().int(),
  columns: z.array(ImportColumnSchema),
  /** Headers no field matches: the mapping step asks about them. */
  unmapped: z.number().int(),
})
export type ImportFile = z.infer<typeof ImportFileSchema>

/** A serial id offered for a row: the helper's correction, one reading of an ambiguous number, a trimmed serial. */
export const RowFixSchema = z.object({ serialId: z.string(), label: z.string() })
export type RowFix = z.infer<typeof RowFixSchema>

export const FindingSchema = z.object({
  level: z.enum(['error', 'warning', 'note']),
  code: z.string(),
  message: z.string(),
  fixes: z.array(RowFixSchema).optional(),
})
export type Finding = z.infer<typeof FindingSchema>

export const ImportActionSchema = z.enum(['create', 'update', 'unchanged', 'skip'])
export type ImportAction = z.infer<typeof ImportActionSchema>
export const PairingPlanSchema = z.enum(['none', 'pair', 'move', 'already'])

export const PreviewRowSchema = z.object({
  /** The spreadsheet's row number (the header is row 1); for JSON, the device's position from 1. */
  row: z.number().int(),
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
  choices: z
    .array(z.object({ row: z.number().int(), serialId: z.string().max(1024) }))
    .max(200_000),
})
export type ImportPlanInput = z.infer<typeof ImportPlanInputSchema>

export const ImportPreviewSchema = z.object({
  rows: z.array(PreviewRowSchema),
  counts: ImportCountsSchema,
  /** About the file or the service as a whole (locations not listed by the service…). */
  notices: z.array(z.string()),
})
export type ImportPreview = z.infer<typeof ImportPreviewSchema>

export const RowOutcomeSchema = z.enum([
  'created',
  'updated',
  'unchanged',
  /** The same device as an earlier row of the file, with the same details: sent once, from there. */
  'duplicate',
  'failed',
  'skipped',
  'cancelled',
])
export type RowOutcome = z.infer<typeof RowOutcomeSchema>
export const PairOutcomeSchema = z.enum(['none', 'paired', 'already', 'failed', 'not-sent'])
export type PairOutcome = z.infer<typeof PairOutcomeSchema>

export const ReportRowSchema = z.object({
  row: z.number().int(),
  serialId: z.string().nullable(),
  deviceType: z.number().int().nullable(),
  name: z.string(),
  outcome: RowOutcomeSchema,
  /** What the service answered (its own words), or why the row was not sent. */
  message: z.string(),
  locationId: z.string().nullable(),
  pairing: PairOutcomeSchema,
  pairingMessage: z.string(),
})
export type ReportRow = z.infer<typeof ReportRowSchema>

export const ImportReportSchema = z.object({
  rows: z.array(ReportRowSchema),
  cancelled: z.boolean(),
  /** Rows not done: failed, skipped, cancelled, or a pairing that failed or was not sent. */
  failed: z.number().int(),
  seconds: z.number(),
})
export type ImportReport = z.infer<typeof ImportReportSchema>

export const ImportProgressSchema = z.object({
  importId: z.string(),
  phase: z.enum(['register', 'pair']),
  /** Rows in the register phase, locations in the pair phase. */
  done: z.number().int(),
  total: z.number().int(),
  failed: z.number().int(),
  perSecond: z.number(),
  secondsLeft: z.number().nullable(),
  /** Set while the service asked to wait (429 with Retry-After). */
  waitingSeconds: z.number().nullable(),
  cancelling: z.boolean(),
})
export type ImportProgress = z.infer<typeof ImportProgressSchema>

export const ExportInputSchema = z.strictObject({
  accountId: z.string().min(1).max(128).optional(),
  format: z.enum(['csv', 'json']),
  locationId: z.string().min(1).max(128).optional(),
  unpaired: z.boolean().optional(),
  /** Only these devices, in this order (the devices table's visible rows). */
  serialIds: z.array(z.string()).max(200_000).optional(),
})
export type ExportInput = z.infer<typeof ExportInputSchema>

export const ExportFileSchema = z.object({
  fileName: z.string(),
  content: z.string(),
  count: z.number().int(),
})

export const SaveFileInputSchema = z.strictObject({
  suggestedName: z.string().min(1).max(260),
  content: z.string(),
  kind: z.enum(['csv', 'json']),
})
/** 'download': no native dialog here (the web harness): the window saves it as a browser download. */
export const SaveFileResultSchema = z.object({
  outcome: z.enum(['saved', 'cancelled', 'download']),
  path: z.string().optional(),
})
