import { z } from 'zod'

type JsonSchema = Record<string, unknown>

/** A zod schema as JSON Schema 2020-12, without the `$schema` key (for embedding). */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema
  return rest
}
