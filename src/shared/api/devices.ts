import { z } from 'zod'
import { wellFormedOnly } from '../well-formed.ts'
import { DeviceTypeSchema, IdSchema, OkStatus } from './common.ts'
import { LIMITS } from './limits.ts'

export const DeviceSourceSchema = z.enum(['sensor', 'admin'])
export type DeviceSource = z.infer<typeof DeviceSourceSchema>

/** The fields every device has wherever it is shown: its id and type, name, info, and where it is paired. */
export const DeviceBasicsSchema = z.object({
  serialId: z.string(),
  deviceType: z.number().int(),
  name: z.string(),
  info: z.string(),
  locationId: z.string().nullable(),
})

export const DeviceSchema = DeviceBasicsSchema.extend({
  source: DeviceSourceSchema,
  /**
   * Extension: the device is in the service's database. false: registered and never paired, so it
   * lives in memory only and is gone when the service restarts. Absent: the service does not say.
   */
  stored: z.boolean().optional().meta({
    'x-extension': true,
    description:
      'Extension: true when the device is in the database; false when it was registered and never paired, so it lives in memory only and is gone when the service restarts.',
  }),
  /** Extension: when a sensor last reported exactly this serial id; null: never. Absent: the service does not say. */
  lastReportedAt: z.string().nullable().optional().meta({
    'x-extension': true,
    description:
      'Extension: when a sensor last reported exactly this serial id (ISO 8601); null when no sensor ever has.',
  }),
})
export type Device = z.infer<typeof DeviceSchema>

/**
 * POST /admin/device: exactly the four fields, all required. The serial id layout itself is checked
 * by the serial id helper against deviceType (spec rule 3), after this shape check.
 */
const DeviceFieldsSchema = z.strictObject({
  serialId: z
    .string({ error: 'serialId must be a string' })
    .min(1, 'serialId is required')
    .max(LIMITS.serialIdLength, `serialId must be at most ${LIMITS.serialIdLength} characters`),
  deviceType: DeviceTypeSchema,
  name: z
    .string({ error: 'name must be a string' })
    .max(LIMITS.nameLength, `name must be at most ${LIMITS.nameLength} characters`),
  info: z
    .string({ error: 'info must be a string' })
    .max(LIMITS.infoLength, `info must be at most ${LIMITS.infoLength} characters`),
})
export const DeviceUpsertRequestSchema = wellFormedOnly(DeviceFieldsSchema)
export type DeviceUpsertRequest = z.input<typeof DeviceUpsertRequestSchema>

export const DeviceUpsertResponseSchema = z.object({
  status: OkStatus,
  message: z.string(),
  created: z.boolean(),
  device: DeviceSchema,
})
export type DeviceUpsertResponse = z.infer<typeof DeviceUpsertResponseSchema>

/** Device operations name the account; an account admin may leave it out. */
export const AccountQuerySchema = wellFormedOnly(z.strictObject({ accountId: IdSchema.optional() }))

export const GetDevicesForLocationsQuerySchema = wellFormedOnly(
  z.strictObject({
    accountId: IdSchema.optional(),
    /** Comma-separated location ids; all of the account's locations when left out. */
    locationIds: z
      .string()
      .max(64 * 1024)
      .optional(),
  }),
)

export const DeviceListResponseSchema = z.object({
  status: OkStatus,
  devices: z.array(DeviceSchema),
})
export type DeviceListResponse = z.infer<typeof DeviceListResponseSchema>

/** Demo-only (the mock playing a sensor): what a sensor reports, each device as a registration sends it. */
export const SensorReportRequestSchema = wellFormedOnly(
  z.strictObject({
    devices: z
      .array(DeviceFieldsSchema)
      .max(
        LIMITS.devicesPerSensorReport,
        `devices may list at most ${LIMITS.devicesPerSensorReport} devices; send the rest in another report`,
      ),
  }),
)
export type SensorReportRequest = z.input<typeof SensorReportRequestSchema>

export const SensorReportResponseSchema = z.object({
  status: OkStatus,
  /** Devices the report named (each serial id once). */
  reported: z.number().int(),
  /** Of those, devices the account did not have: created with source "sensor", stored, unpaired. */
  created: z.number().int(),
})
export type SensorReportResponse = z.infer<typeof SensorReportResponseSchema>
