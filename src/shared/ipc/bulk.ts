import { z } from 'zod'

/**
 * What a column of an import file can hold: a whole serial id, or a type and its parts, and the rest.
 * `ssid` and `band` are a Wi-Fi device's name and info as the sensor reports them (they win over `name` and
 * `info` for Wi-Fi rows). `wlanMac`, `ethernetMac`, `dockId` and `monitorId` each make a device of their own
 * beside the row's (a computer's two adapters, a desk's dock and monitors).
 */
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
  'ssid',
  'info',
  'band',
  'location',
  'account',
  'wlanMac',
  'ethernetMac',
  'dockId',
  'monitorId',
] as const
/** Fields that make a device of their own, beside the row's main device. */
export const EXTRA_DEVICE_FIELDS = ['wlanMac', 'ethernetMac', 'dockId', 'monitorId'] as const
export type ExtraDeviceField = (typeof EXTRA_DEVICE_FIELDS)[number]
export const BulkFieldSchema = z.enum(BULK_FIELDS)
export type BulkField = z.infer<typeof BulkFieldSchema>

/** Each column's field by position (headers may repeat), or 'ignore'. */
export const ColumnMappingSchema = z.array(z.union([BulkFieldSchema, z.literal('ignore')])).max(200)
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>

/** An id picked for a row's device (part 0) or for one of its extra device columns. */
export const ChoiceSchema = z.object({
  row: z.number().int(),
  part: z.number().int().min(0).max(64).optional(),
  serialId: z.string().max(1024),
})
export type Choice = z.infer<typeof ChoiceSchema>

export const CellEditSchema = z.object({
  row: z.number().int(),
  column: z.number().int().min(0).max(199),
  value: z.string().max(4096),
})
export type CellEdit = z.infer<typeof CellEditSchema>

/** Text encodings an import can be read in; a file's own is found from its bytes unless one is chosen. */
export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252', 'utf-16le', 'utf-16be'] as const
export const ImportEncodingSchema = z.enum(IMPORT_ENCODINGS)
export type ImportEncoding = z.infer<typeof ImportEncodingSchema>

/** An import file's bytes, base64 (UTF-8, UTF-16, Windows-1252, JSON or a CLI table; the file is read in main). */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024
export const OpenImportInputSchema = z.strictObject({
  fileName: z.string().min(1).max(260),
  base64: z
    .string()
    .max(Math.ceil(MAX_IMPORT_BYTES / 3) * 4, 'The file is larger than 32 MB; split it.'),
  /** Read it in this encoding instead of the one found (the admin's choice after a guess). */
  encoding: ImportEncodingSchema.optional(),
})

export const ImportColumnSchema = z.object({
  header: z.string(),
  /** The field the header names, or null when it names none the import knows. */
  field: BulkFieldSchema.nullable(),
  /** How the field was found: the header's words, or the tool that wrote the file. */
  why: z.string().optional(),
  /** What the values are, where that matters (an access point's wired MAC is no BSSID). */
  holds: z.string().optional(),
  /** The first few values, to help map an unknown header. */
  samples: z.array(z.string()),
})

/** A mapping saved by name: applied to a file by its headers (never by position). */
export const SavedMappingSchema = z.object({
  name: z.string(),
  /** The mapping as it applies to this file's columns. */
  mapping: ColumnMappingSchema,
  /** Every column of the saved mapping is in this file, and every column of this file was saved. */
  fits: z.boolean(),
})

/** What was chosen in the preview the last time this very file (name, size and content) was opened. */
export const RememberedSchema = z.object({
  mapping: ColumnMappingSchema.optional(),
  choices: z.array(ChoiceSchema),
  edits: z.array(CellEditSchema),
  ssids: z.array(z.string()).optional(),
  acceptSuggestions: z.boolean().optional(),
  readings: z.array(z.string()).optional(),
  savedAt: z.string(),
})
export type Remembered = z.infer<typeof RememberedSchema>

export const ImportFileSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'json', 'text']),
  encoding: z.string(),
  /** Said when the encoding was not certain from the bytes (a Windows code page guessed). */
  encodingNote: z.string().optional(),
  /** The CSV delimiter found in the header line (or a `sep=` line); null for JSON and CLI tables. */
  delimiter: z.enum([',', ';', '\t', '|']).nullable(),
  rows: z.number().int(),
  columns: z.array(ImportColumnSchema),
  /** Headers no field matches: the mapping step asks about them. */
  unmapped: z.number().int(),
  /** The tool that wrote the file, recognised from its content, and what that means for the import. */
  source: z.object({ id: z.string(), label: z.string(), notes: z.array(z.string()) }).nullable(),
  /** About the file as a whole: lines skipped before the header, line endings, rows a parse problem hit. */
  notices: z.array(z.string()),
  /** A survey of the air: it sees the neighbours' networks too, so the preview asks which are ours. */
  survey: z.boolean(),
  /** Main can read the file again from disk ("Send again"); false for bytes the window handed over. */
  canReread: z.boolean(),
  /** Saved mappings for this file's headers, the best fit first. */
  savedMappings: z.array(SavedMappingSchema),
  remembered: RememberedSchema.nullable(),
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
  /** At most this many rows in the answer (the window pages them with previewRows); all when unset. */
  rowLimit: z.number().int().min(0).optional(),
})
export type ImportPlanInput = z.infer<typeof ImportPlanInputSchema>

/** Which column feeds a field, and why that one where several could. */
export const FieldSourceSchema = z.object({
  field: z.string(),
  /** The header used, and for which rows when that depends on the row (Wi-Fi rows take the SSID). */
  column: z.string(),
  rows: z.string().optional(),
  why: z.string(),
  /** Other columns that could have fed it, each with why it did not. */
  passedOver: z.array(z.object({ column: z.string(), why: z.string() })),
})
export type FieldSource = z.infer<typeof FieldSourceSchema>

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

export const ImportPreviewSchema = z.object({
  rows: z.array(PreviewRowSchema),
  counts: ImportCountsSchema,
  /** About the file or the service as a whole (locations not listed by the service…). */
  notices: z.array(z.string()),
  /** Where each field comes from, every field that is mapped. */
  fields: z.array(FieldSourceSchema),
  /** A survey's networks: which are ours (asked once). Null for files that are no survey. */
  networks: NetworkQuestionSchema.nullable(),
  /** Rows (devices) in the preview; `rows` holds the first `rowLimit` of them. */
  totalRows: z.number().int(),
  /** Rows whose id has a suggestion not taken yet. */
  suggestions: z.number().int(),
  /** Readings offered for numbers that read two ways, and how many rows each would settle. */
  readings: z.array(z.object({ label: z.string(), rows: z.number().int() })),
})
export type ImportPreview = z.infer<typeof ImportPreviewSchema>

export const RowOutcomeSchema = z.enum([
  'created',
  'updated',
  'unchanged',
  /** The same device as an earlier row of the file, with the same details: sent once, from there. */
  'duplicate',
  /** Nothing to send, by the file's own word or the admin's: a neighbour's network, a switch, an empty row. */
  'left-out',
  'failed',
  'skipped',
  'cancelled',
])
export type RowOutcome = z.infer<typeof RowOutcomeSchema>
export const PairOutcomeSchema = z.enum(['none', 'paired', 'already', 'failed', 'not-sent'])
export type PairOutcome = z.infer<typeof PairOutcomeSchema>

export const ReportRowSchema = z.object({
  row: z.number().int(),
  part: z.number().int(),
  column: z.string().nullable(),
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
  /** Every row; with rowLimit, the rows not done first, up to the limit (the CSV has them all). */
  rows: z.array(ReportRowSchema),
  totalRows: z.number().int(),
  /** Rows by outcome, and rows paired, over all rows. */
  outcomes: z.record(z.string(), z.number().int()),
  paired: z.number().int(),
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

/** A CSV of every desk under a site or floor, with empty columns for the ids to write in on the floor. */
export const DeskTemplateInputSchema = z.strictObject({
  accountId: z.string().min(1).max(128).optional(),
  locationId: z.string().min(1).max(256),
  monitors: z.number().int().min(0).max(4).default(2),
})
export type DeskTemplateInput = z.infer<typeof DeskTemplateInputSchema>

export const PreviewRowsInputSchema = z.strictObject({
  importId: z.string().min(1).max(64),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1).max(2000),
  filter: z.enum(['all', 'problems', 'changes', 'unchanged']).default('all'),
})

export const SaveMappingInputSchema = z.strictObject({
  importId: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(80),
  mapping: ColumnMappingSchema,
})

export const RowCellsSchema = z.object({
  row: z.number().int(),
  cells: z.array(z.object({ header: z.string(), value: z.string(), field: z.string().nullable() })),
})

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
