import { z } from 'zod'
import type { CodedText } from '../coded-text.ts'
import { codedSchema, saidSchema } from './coded-text-schema.ts'
import { PutTextSchema, type PutText } from './registry.ts'
import { IpcErrorSchema, type IpcError } from './result.ts'
import { ColumnMappingSchema } from './import-file.ts'
import { FindingTextSchema, type FindingCode } from './import-preview.ts'

// What an import did (the report), its progress, and export.

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
    .intersection(saidSchema(PAIRING_CODES), z.object({ error: IpcErrorSchema.shape.text }))
    .nullable(),
})
export type ReportRow = z.infer<typeof ReportRowSchema>

/** Every line of the file, once: in rows done, in rows not done, or no row at all; they sum to `total`. */
export const ImportLinesSchema = z.object({
  total: z.number().int(),
  done: z.number().int(),
  notDone: z.number().int(),
  header: z.number().int(),
  blank: z.number().int(),
  /** A title, a prompt, Excel's sep= or PowerShell's #TYPE line, a legend: before or after the table. */
  other: z.number().int(),
})
export type ImportLines = z.infer<typeof ImportLinesSchema>

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
  /** The file's lines, counted (not for JSON, whose records are no lines). */
  lines: ImportLinesSchema.optional(),
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
