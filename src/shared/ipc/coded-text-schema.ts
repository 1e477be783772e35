import { z } from 'zod'
import type { CodedText } from '../coded-text.ts'

/** The values of a coded text (shared/coded-text.ts): data only, as the window's messages name them. */
export const CodedValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]))

/** A `CodedText` of one closed list of codes, as it crosses IPC. */
export const codedTextSchema = <const Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  z.object({ code: z.enum(codes), values: CodedValuesSchema.optional(), message: z.string() })

/**
 * A `CodedText` whose code a schema of its own checks: codes another part owns (the serial id helper's), or
 * a list that grows by its own union (the import's findings).
 */
export const codedSchema = <Code extends string>(code: z.ZodType<Code>) =>
  z.object({ code, values: CodedValuesSchema.optional(), message: z.string() }) as z.ZodType<
    CodedText<Code>
  >

/**
 * A text main made (with its code) or one another part made and main passed on (no code: the serial id
 * helper's English, shown as it came).
 */
export const passedOnTextSchema = <const Codes extends readonly [string, ...string[]]>(
  codes: Codes,
) => codedTextSchema(codes).partial({ code: true })
