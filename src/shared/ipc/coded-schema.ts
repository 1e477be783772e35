import { z } from 'zod'
import type { CodedText } from '../coded-text.ts'

/** A value a coded text names: data only (an id, a name, a number), never a word to translate. */
const CodedValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]))

/** The schema of a `CodedText` whose code is one of `codes`, for the IPC contract. */
export function codedTextSchema<const Codes extends readonly [string, ...string[]]>(codes: Codes) {
  return z.object({
    code: z.enum(codes),
    values: CodedValuesSchema.optional(),
    message: z.string(),
  }) satisfies z.ZodType<CodedText<Codes[number]>>
}
