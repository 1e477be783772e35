import { z } from 'zod'

export const RoleSchema = z.enum(['superAdmin', 'tenantAdmin', 'accountAdmin', 'member'])
export type Role = z.infer<typeof RoleSchema>

/** Device type flags of the sensor's enumeration; 1 (Undefined) is never registered. */
export const DEVICE_TYPES = { monitor: 2, usb: 4, nic: 8, router: 16, wifi: 32 } as const
export type DeviceTypeName = keyof typeof DEVICE_TYPES
export const DEVICE_TYPE_VALUES = [2, 4, 8, 16, 32] as const
export type DeviceType = (typeof DEVICE_TYPE_VALUES)[number]

export const DeviceTypeSchema = z
  .number({ error: 'deviceType must be a number: 2, 4, 8, 16 or 32' })
  .int('deviceType must be a whole number: 2, 4, 8, 16 or 32')
  .refine((value) => value !== 1, {
    message:
      'deviceType 1 (Undefined) is reserved for devices the sensor could not classify; use 2, 4, 8, 16 or 32',
  })
  .refine((value) => value === 1 || (DEVICE_TYPE_VALUES as readonly number[]).includes(value), {
    message:
      'deviceType must be exactly one flag: 2 Monitor, 4 Usb, 8 NIC, 16 Router or 32 Wifi (combinations are not allowed)',
  })
  .transform((value) => value as DeviceType)

/** Ids of tenants, accounts, locations and API keys: short, printable, no separators that break queries. */
export const IdSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(128, 'must be at most 128 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'may contain only letters, digits and . _ : -')

/** Every success body carries status "OK". */
export const OkStatus = z.literal('OK')
