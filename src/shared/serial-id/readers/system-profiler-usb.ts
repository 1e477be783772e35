import { foundDevice, foundIncomplete } from '../found.ts'
import type { FoundDevice } from '../types.ts'
import { asArray, lineOf, parseJson, record, text } from './json.ts'
import { NOTHING, lineAt, type TextInput, type TextReader } from './reader.ts'

/** macOS up to 15 (SPUSBDataType) and macOS 26 (SPUSBHostDataType) name the same fields differently. */
const KEYS = {
  vendor: ['vendor_id', 'USBDeviceKeyVendorID'],
  product: ['product_id', 'USBDeviceKeyProductID'],
  serial: ['serial_num', 'USBDeviceKeySerialNumber'],
} as const
const APPLE_VENDOR = '0x05ac'
/** `0x0bda  (Realtek Semiconductor Corp.)`, `0x5411`, or Apple's own `apple_vendor_id`. */
const HEX_ID = /^0x([0-9a-f]{1,4})\b/i

function field(item: Record<string, unknown>, keys: readonly string[]): string | undefined {
  return keys.map((key) => text(item[key])).find((value) => value !== undefined)
}

function hexId(value: string | undefined): string | undefined {
  if (value === 'apple_vendor_id') return APPLE_VENDOR
  const digits = HEX_ID.exec(value?.trim() ?? '')?.[1]
  return digits === undefined ? undefined : `0x${digits}`
}

/** Every device of the tree, children first: system_profiler prints `_items` before the parent's `_name`. */
function devicesOf(items: unknown, visit: (item: Record<string, unknown>) => void): void {
  for (const entry of asArray(items)) {
    const item = record(entry)
    devicesOf(item['_items'], visit)
    visit(item)
  }
}

function readTree(input: TextInput, json: unknown): FoundDevice[] {
  const root = record(json)
  const found: FoundDevice[] = []
  let cursor = 0
  devicesOf([...asArray(root['SPUSBDataType']), ...asArray(root['SPUSBHostDataType'])], (item) => {
    const vendor = hexId(field(item, KEYS.vendor))
    const product = hexId(field(item, KEYS.product))
    if (vendor === undefined || product === undefined) return
    const name = (text(item['_name']) ?? '').trim()
    cursor = lineOf(input, `"${text(item['_name']) ?? ''}"`, cursor)
    const at = lineAt('system-profiler', input, cursor)
    cursor++
    const info = name === '' ? undefined : name
    const parts = { vendor, product }
    const serial = field(item, KEYS.serial)
    if (serial === undefined || serial === 'Not Provided') {
      const message =
        'system_profiler shows no serial for this device: it reports none, so no sensor can tell it from another of its model.'
      found.push(foundIncomplete('usb', parts, { part: 'serial', message }, at, { info }))
      return
    }
    const device = foundDevice('usb', { ...parts, serial }, at, { info })
    if (device) found.push(device)
  })
  return found
}

/** `system_profiler SPUSBDataType -json` (SPUSBHostDataType on macOS 26): ids in hex, the serial as text. */
export const systemProfilerUsbReader: TextReader = {
  source: 'system-profiler',
  label: 'system_profiler SPUSBDataType -json',
  read(input) {
    if (!/"SPUSB(?:Host)?DataType"/.test(input.text)) return NOTHING
    return { devices: readTree(input, parseJson(input.text)), notices: [] }
  },
}
