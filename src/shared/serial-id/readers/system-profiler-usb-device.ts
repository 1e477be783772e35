import { coded } from '../../coded-text.ts'
import { foundDevice, foundIncomplete, type FoundAt } from '../found.ts'
import type { FoundDevice, PartError } from '../types.ts'

// What system_profiler prints about one USB device, as JSON (`-json`) or as text, read by the same rules.

const APPLE_VENDOR = '0x05ac'
/** `0x0bda  (Realtek Semiconductor Corp.)`, `0x5411`, or Apple's own `apple_vendor_id` (JSON only). */
const HEX_ID = /^0x([0-9a-f]{1,4})\b/i
/** What system_profiler prints where the device reports no serial (JSON); the text form leaves the line out. */
const NO_SERIAL = 'Not Provided'

export interface SpUsbFields {
  name: string | undefined
  vendor: string | undefined
  product: string | undefined
  serial: string | undefined
}

/** A vendor or product id as system_profiler prints it, written as hex (`0x0bda`); undefined when it is none. */
export function spHexId(value: string | undefined): string | undefined {
  if (value === 'apple_vendor_id') return APPLE_VENDOR
  const digits = HEX_ID.exec(value?.trim() ?? '')?.[1]
  return digits === undefined ? undefined : `0x${digits}`
}

/**
 * The device's id: vendor and product ids in hex (the product id goes into the id in decimal), the serial as
 * printed. Undefined for an entry without both ids (a bus, a host controller).
 */
export function spUsbDevice(fields: SpUsbFields, at: FoundAt): FoundDevice | undefined {
  const vendor = spHexId(fields.vendor)
  const product = spHexId(fields.product)
  if (vendor === undefined || product === undefined) return undefined
  const name = fields.name?.trim() ?? ''
  const info = name === '' ? undefined : name
  const parts = { vendor, product }
  const serial = fields.serial
  if (serial === undefined || serial.trim() === '' || serial === NO_SERIAL) {
    const missing: PartError = {
      part: 'serial',
      ...coded('serialId.error.system-profiler-no-serial'),
    }
    return foundIncomplete('usb', parts, missing, at, { info })
  }
  return foundDevice('usb', { ...parts, serial }, at, { info })
}
