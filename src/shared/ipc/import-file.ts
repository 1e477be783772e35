import { z } from 'zod'
import type { SaidText } from '../coded-text.ts'
import { saidSchema } from './coded-text-schema.ts'

// An import file as main reads it: its columns, what they are mapped to, the tool it comes from.
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
  'better-column',
  'column-asked',
] as const
export type ColumnWhyCode = (typeof COLUMN_WHY_CODES)[number]

/** What main says about a file as a whole (encoding, lines before the header, line breaks, rows read badly). */
export const FILE_NOTICE_CODES = [
  'no-header',
  'title-line',
  'cp1252',
  'sep-line',
  'type-line',
  'mixed-line-breaks',
  'text-table',
  'json-networks',
  'ekahau-project',
  'rows-not-read',
] as const
export type FileNoticeCode = (typeof FILE_NOTICE_CODES)[number]
const FileNoticeSchema = saidSchema(FILE_NOTICE_CODES)
export type FileNotice = SaidText<FileNoticeCode>

export type ColumnWhy = SaidText<ColumnWhyCode>

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
export type Holds = SaidText<HoldsCode>

export const ImportColumnSchema = z.object({
  header: z.string(),
  /** The field the header names, or null when it names none the import knows. */
  field: ImportFieldSchema.nullable(),
  /** How the field was found: the header's words, or the tool that wrote the file. */
  why: saidSchema(COLUMN_WHY_CODES).optional(),
  /** What the values are, where that matters (an access point's wired MAC is no BSSID). */
  holds: saidSchema(HOLDS_CODES).optional(),
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
  /** Columns the admin chose for a field two columns could give. */
  answeredColumns: z.array(z.number().int()).optional(),
  savedAt: z.string(),
})
export type Remembered = z.infer<typeof RememberedSchema>

/** The tools whose files the import recognises (core/import/sources), by id: the window names them by it. */
export const IMPORT_SOURCE_IDS = [
  'device-registry-admin',
  'desk-template',
  'powershell-wmimonitorid',
  'macos-displays',
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
  'wifi-scan',
  'ekahau-ap-report',
  'meraki-api-devices',
  'meraki-dashboard',
  'mist-inventory',
  'mist-bssid-report',
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
  'mist-bssid-mask',
  'powershell-wmimonitorid',
  'sccm-monitors',
  'sccm-usb',
  'intune',
  'lansweeper-monitors',
  'lansweeper-adapters',
] as const
export type SourceNoteCode = (typeof SOURCE_NOTE_CODES)[number]
export type SourceNote = SaidText<SourceNoteCode>

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
      notes: z.array(saidSchema(SOURCE_NOTE_CODES)),
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
