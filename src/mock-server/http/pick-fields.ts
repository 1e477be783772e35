import type { z } from 'zod'

/** A copy of a value with only the fields its schema names, at every depth. */
export type FieldPicker = (value: unknown) => unknown

interface Def {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
}

/**
 * The picker of a response schema, made once per endpoint: a field not in the contract never leaves,
 * as when every answer was parsed through zod, at half the cost (the handlers build the values, so their
 * types need no checking on the way out; the contract tests and Prism check them). Objects keep their
 * schema's field order; a field holding undefined is left out, as JSON.stringify would.
 */
export function fieldPicker(schema: z.ZodType): FieldPicker {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(
        ([key, field]) => [key, fieldPicker(field)] as const,
      )
      return (value) => {
        if (value === null || typeof value !== 'object') return value
        const picked: Record<string, unknown> = {}
        for (const [key, pick] of fields) {
          const field = (value as Record<string, unknown>)[key]
          if (field !== undefined) picked[key] = pick(field)
        }
        return picked
      }
    }
    case 'array': {
      const pick = fieldPicker(def.element!)
      return (value) => (Array.isArray(value) ? value.map(pick) : value)
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return fieldPicker(def.innerType!)
    case 'string':
    case 'number':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
      // A value, never an object that could carry fields of its own.
      return (value) => (typeof value === 'object' && value !== null ? undefined : value)
    default:
      throw new Error(`fieldPicker: a response schema of type ${def.type} is not supported`)
  }
}
