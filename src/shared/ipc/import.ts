import { z } from 'zod'
import type { CodedText } from '../coded-text.ts'
import { codedSchema, codedTextSchema } from './coded-text-schema.ts'
import type { PartErrorCode, WarningCode } from '../serial-id/types.ts'
import { PutTextSchema, type PutText } from './registry.ts'
import { IpcErrorSchema, type IpcError } from './result.ts'

/**
 * What a column of an import file can hold: a whole serial id, or a type and its parts, and the rest.
 * `ssid` and `band` are a Wi-Fi device's name and info as the sensor reports them (they win over `name` and
 * `info` for Wi-Fi rows). `wlanMac`, `ethernetMac`, `dockId` and `monitorId` each make a device of their own
 * beside the row's (a computer's two adapters, a desk's dock and monitors).
 */
export const IMPORT_FIELDS = [
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
export const ImportFieldSchema = z.enum(IMPORT_FIELDS)
export type ImportField = z.infer<typeof ImportFieldSchema>

/** Each column's field by position (headers may repeat), or 'ignore'. */
export const ColumnMappingSchema = z
  .array(z.union([ImportFieldSchema, z.literal('ignore')]))
  .max(200)
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
    .max(
      Math.ceil(MAX_IMPORT_BYTES / 3) * 4,
      `The file is larger than ${MAX_IMPORT_BYTES / 2 ** 20} MB; split it.`,
    ),
  /** Read it in this encoding instead of the one found (the admin's choice after a guess). */
  encoding: ImportEncodingSchema.optional(),
})

/** Why a column was taken for a field (or left out), as the open step says it. */
export const COLUMN_WHY_CODES = [
  'source-field',
  'source-ignored',
  'header-names',
  'second-column',
] as const
export type ColumnWhyCode = (typeof COLUMN_WHY_CODES)[number]

/** What main says about a file as a whole (encoding, lines before the header, line breaks, rows read badly). */
export const FILE_NOTICE_CODES = [
  'cp1252',
  'sep-line',
  'type-line',
  'mixed-line-breaks',
  'text-table',
  'json-networks',
  'rows-not-read',
] as const
export type FileNoticeCode = (typeof FILE_NOTICE_CODES)[number]
const FileNoticeSchema = codedTextSchema(FILE_NOTICE_CODES)
export type FileNotice = CodedText<FileNoticeCode>

export type ColumnWhy = CodedText<ColumnWhyCode>

/** What a column of MACs holds, where its header or its tool says (an access point's own MAC, a radio's base). */
export const HOLDS_CODES = [
  'ap_own_wired',
  'ap_wired',
  'ap_radio',
  'device_own',
  'asset_own',
  'interface',
  'wired',
  'radio',
  'base',
  'ekahau_bssids',
  'survey_bssids',
] as const
export type HoldsCode = (typeof HOLDS_CODES)[number]
export type Holds = CodedText<HoldsCode>

export const ImportColumnSchema = z.object({
  header: z.string(),
  /** The field the header names, or null when it names none the import knows. */
  field: ImportFieldSchema.nullable(),
  /** How the field was found: the header's words, or the tool that wrote the file. */
  why: codedTextSchema(COLUMN_WHY_CODES).optional(),
  /** What the values are, where that matters (an access point's wired MAC is no BSSID). */
  holds: codedTextSchema(HOLDS_CODES).optional(),
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

/** The tools whose files the import recognises (core/import/sources), by id: the window names them by it. */
export const IMPORT_SOURCE_IDS = [
  'device-registry-admin',
  'desk-template',
  'powershell-wmimonitorid',
  'sccm-monitors',
  'sccm-usb',
  'intune',
  'lansweeper-monitors',
  'lansweeper-adapters',
  'snipe-it',
  'aruba-bss-table',
  'cisco-show-ap-summary',
  'cisco-show-ap-dot11-summary',
  'meraki-bssids',
  'unifi',
  'ekahau',
  'hamina',
  'meraki-api-devices',
  'meraki-dashboard',
  'mist-inventory',
  'aruba-central',
  'catalyst-center',
  'netbox-mac-addresses',
  'netbox-interfaces',
] as const
export type ImportSourceId = (typeof IMPORT_SOURCE_IDS)[number]

/** What a tool's files mean for the import (its MACs, its sites, what to choose), said before the preview. */
export const SOURCE_NOTE_CODES = [
  'aruba-central',
  'aruba-bss-table',
  'cisco-show-ap-summary',
  'cisco-show-ap-dot11-summary',
  'catalyst-center',
  'netbox-interfaces',
  'netbox-mac-addresses',
  'snipe-it',
  'desk-template',
  'meraki-own-mac',
  'meraki-gateway',
  'meraki-bssids',
  'survey-neighbours',
  'survey-ssid',
  'unifi',
  'mist-own-mac',
  'mist-site',
  'powershell-wmimonitorid',
  'sccm-monitors',
  'sccm-usb',
  'intune',
  'lansweeper-monitors',
  'lansweeper-adapters',
] as const
export type SourceNoteCode = (typeof SOURCE_NOTE_CODES)[number]
export type SourceNote = CodedText<SourceNoteCode>

export const ImportFileSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'json', 'text']),
  encoding: z.string(),
  /** Said when the encoding was not certain from the bytes (a Windows code page guessed). */
  encodingNote: FileNoticeSchema.optional(),
  /** The CSV delimiter found in the header line (or a `sep=` line); null for JSON and CLI tables. */
  delimiter: z.enum([',', ';', '\t', '|']).nullable(),
  rows: z.number().int(),
  columns: z.array(ImportColumnSchema),
  /** Headers no field matches: the mapping step asks about them. */
  unmapped: z.number().int(),
  /** The tool that wrote the file, recognised from its content, and what that means for the import. */
  source: z
    .object({
      id: z.enum(IMPORT_SOURCE_IDS),
      /** Its name in English, for the command line. */
      label: z.string(),
      notes: z.array(codedTextSchema(SOURCE_NOTE_CODES)),
    })
    .nullable(),
  /** About the file as a whole: lines skipped before the header, line endings, rows a parse problem hit. */
  notices: z.array(FileNoticeSchema),
  /** A survey of the air: it sees the neighbours' networks too, so the preview asks which are ours. */
  survey: z.boolean(),
  /** Main can read the file again from disk ("Send again"); false for bytes the window handed over. */
  canReread: z.boolean(),
  /** Saved mappings for this file's headers, the best fit first. */
  savedMappings: z.array(SavedMappingSchema),
  remembered: RememberedSchema.nullable(),
})
export type ImportFile = z.infer<typeof ImportFileSchema>

/**
 * How a fix is labelled: a warning's replacement, the sensor's form, the zeros put back, or one reading of
 * an ambiguous number ('reading': the serial id helper's own English label, also the reading's key).
 */
export const FIX_CODES = ['replacement', 'sensor-form', 'zeros-back', 'reading'] as const
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
const FindingTextSchema = codedSchema(z.custom<FindingCode>((value) => typeof value === 'string'))
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
] as const
export type PassedOverCode = (typeof PASSED_OVER_CODES)[number]

/** Which column feeds a field, and why that one where several could. */
export const FieldSourceSchema = z.object({
  field: z.string(),
  /** The header used, and for which rows when that depends on the row (Wi-Fi rows take the SSID). */
  column: z.string(),
  rows: codedTextSchema(['wifi', 'not-wifi']).optional(),
  /** The reasons, in order (the English joins them with "; "). */
  why: z.array(codedTextSchema(FIELD_WHY_CODES)),
  /** Other columns that could have fed it, each with why it did not. */
  passedOver: z.array(z.object({ column: z.string(), why: codedTextSchema(PASSED_OVER_CODES) })),
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

/** What the preview says about the service as a whole. */
export const PREVIEW_NOTICE_CODES = ['locations-unlisted', 'paired-only'] as const
export type PreviewNoticeCode = (typeof PREVIEW_NOTICE_CODES)[number]

export const ImportPreviewSchema = z.object({
  rows: z.array(PreviewRowSchema),
  counts: ImportCountsSchema,
  /** About the file or the service as a whole (locations not listed by the service…). */
  notices: z.array(codedTextSchema(PREVIEW_NOTICE_CODES)),
  /** Where each field comes from, every field that is mapped. */
  fields: z.array(FieldSourceSchema),
  /** A survey's networks: which are ours (asked once). Null for files that are no survey. */
  networks: NetworkQuestionSchema.nullable(),
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

/**
 * A report row's message: main's own, the finding that held the row back ('not-sent', with those
 * findings), or the service's own words ('service', its text as the value `text`).
 */
export const REPORT_CODES = [
  'cancelled',
  'unchanged',
  'nothing-to-send',
  'not-sent',
  'service',
] as const
export type ReportCode = (typeof REPORT_CODES)[number]
export type ReportText = CodedText<ReportCode | FindingCode> & {
  findings?: Array<CodedText<FindingCode>>
  /** With 'service': the registry's own sentence, coded, where the put made one ("Nothing to change…"). */
  put?: PutText
  /** With 'service': the error's code, where main worded the error (no answer, rate limited…). */
  error?: IpcError['text']
}
const ReportTextSchema = z.intersection(
  codedSchema(z.custom<ReportCode | FindingCode>((value) => typeof value === 'string')),
  z.object({
    findings: z.array(FindingTextSchema).optional(),
    put: PutTextSchema.optional(),
    error: IpcErrorSchema.shape.text,
  }),
) as z.ZodType<ReportText>

/** What became of a row's pairing, or why it did not ('service-refused': the service's words in `reason`). */
export const PAIRING_CODES = [
  'paired',
  'moved',
  'already',
  'kept-unpaired',
  'refused',
  'service-refused',
  'not-registered',
] as const
export type PairingCode = (typeof PAIRING_CODES)[number]

export const ReportRowSchema = z.object({
  row: z.number().int(),
  part: z.number().int(),
  column: z.string().nullable(),
  serialId: z.string().nullable(),
  deviceType: z.number().int().nullable(),
  name: z.string(),
  outcome: RowOutcomeSchema,
  /** What the service answered ('service': its own words), or why the row was not sent. */
  message: ReportTextSchema,
  locationId: z.string().nullable(),
  pairing: PairOutcomeSchema,
  /** Where the device was paired, or why not; null when there is nothing to say. */
  pairingMessage: z
    .intersection(codedTextSchema(PAIRING_CODES), z.object({ error: IpcErrorSchema.shape.text }))
    .nullable(),
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
