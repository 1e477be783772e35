import { z } from 'zod'
import { ErrorCodeSchema } from '../error-codes.ts'
import { ERROR_TEXT_CODES } from '../error-texts.ts'
import { CodedValuesSchema, MessageIdSchema } from './coded-text-schema.ts'

/** An error's message as a code, the catalog message that says it, and values (shared/error-texts.ts). */
export const IpcErrorTextSchema = z.object({
  code: z.enum(ERROR_TEXT_CODES),
  id: MessageIdSchema.optional(),
  values: CodedValuesSchema.optional(),
})

/** An error as it crosses IPC: Electron keeps only `message` of a thrown error, so errors travel as data. */
export const IpcErrorSchema = z.object({
  /** One of the closed list in shared/error-codes.ts. */
  code: ErrorCodeSchema,
  /** A sentence for the person: what went wrong and what to do. Never holds a secret. */
  message: z.string(),
  /**
   * Per-field problems, when the service or a check named them (path: e.g. "serialId"); with the catalog
   * message that says one where main worded it.
   */
  fields: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        id: MessageIdSchema.optional(),
        values: CodedValuesSchema.optional(),
      }),
    )
    .optional(),
  /** The message as a code and values, when main worded it: the window says it in its own language. */
  text: IpcErrorTextSchema.optional(),
})
export type IpcError = z.infer<typeof IpcErrorSchema>

export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError }
