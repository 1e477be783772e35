import { z } from 'zod'
import { DEVICE_TYPE_VALUES, DeviceTypeSchema } from '#shared/api/index.ts'

type JsonSchema = Record<string, unknown>

/** A zod schema as JSON Schema 2020-12, without the `$schema` key (for embedding). */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    // Refinements do not reach JSON Schema: spell out the device type flags they allow.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema === (DeviceTypeSchema as unknown)) {
        jsonSchema.enum = [...DEVICE_TYPE_VALUES]
        jsonSchema.description = 'Device type flag: 2 Monitor, 4 Usb, 8 NIC, 16 Router, 32 Wifi.'
      }
    },
  }) as JsonSchema
  return rest
}
