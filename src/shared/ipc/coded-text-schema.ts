import { z } from 'zod'
import type { CodedText } from '../coded-text.ts'
import { messages, type MessageId } from '../messages/catalog.ts'

/** The catalog message a coded text is said with: the window formats it in its own language. */
export const MessageIdSchema = z.custom<MessageId>(
  (value) => typeof value === 'string' && Object.hasOwn(messages.en, value),
  { message: 'Not a message of the catalog (src/shared/messages).' },
)

/** The values of a coded text (shared/coded-text.ts): data only, as the window's messages name them. */
export const CodedValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]))

/** A `CodedText` of one closed list of codes, as it crosses IPC. */
export const codedTextSchema = <const Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  z.object({
    code: z.enum(codes),
    id: MessageIdSchema.optional(),
    values: CodedValuesSchema.optional(),
    message: z.string(),
  })

/** A text the core said with a catalog message, of one closed list of codes: the window formats its `id`. */
export const saidSchema = <const Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  z.object({
    code: z.enum(codes),
    id: MessageIdSchema,
    values: CodedValuesSchema.optional(),
    message: z.string(),
  })

/**
 * A `CodedText` whose code a schema of its own checks: codes another part owns (the serial id helper's), or
 * a list that grows by its own union (the import's findings).
 */
export const codedSchema = <Code extends string>(code: z.ZodType<Code>) =>
  z.object({
    code,
    id: MessageIdSchema.optional(),
    values: CodedValuesSchema.optional(),
    message: z.string(),
  }) as z.ZodType<CodedText<Code>>

/**
 * A text main made (with its code) or one another part made and main passed on (no code: the serial id
 * helper's English, shown as it came).
 */
export const passedOnTextSchema = <const Codes extends readonly [string, ...string[]]>(
  codes: Codes,
) => codedTextSchema(codes).partial({ code: true })
