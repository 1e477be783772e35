import { IMPORT_SOURCE_IDS, type ImportSourceId } from '../ipc/import.ts'
import { formatMessage } from '../messages/format.ts'
import type { Locale } from '../messages/locales.ts'

/** The catalog message that names a tool whose files the import recognises (its label). */
export const sourceLabelId = (id: ImportSourceId) => `import.source.${id}.label` as const

/** A tool's name in a language: the window's label, the command line's "Read as:". */
export const sourceLabel = (locale: Locale, id: ImportSourceId): string =>
  formatMessage(locale, sourceLabelId(id))

/** Whether a value (a reason's `source`) is the id of a tool the import recognises. */
export const isSourceId = (value: unknown): value is ImportSourceId =>
  typeof value === 'string' && (IMPORT_SOURCE_IDS as readonly string[]).includes(value)
