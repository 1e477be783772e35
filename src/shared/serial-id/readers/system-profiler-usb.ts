import type { FoundDevice } from '../types.ts'
import { asArray, lineOf, parseJson, record, text } from './json.ts'
import { NOTHING, lineAt, type TextInput, type TextReader } from './reader.ts'
import { spUsbDevice } from './system-profiler-usb-device.ts'

/** macOS up to 15 (SPUSBDataType) and macOS 26 (SPUSBHostDataType) name the same fields differently. */
const KEYS = {
  vendor: ['vendor_id', 'USBDeviceKeyVendorID'],
  product: ['product_id', 'USBDeviceKeyProductID'],
  serial: ['serial_num', 'USBDeviceKeySerialNumber'],
} as const

function field(item: Record<string, unknown>, keys: readonly string[]): string | undefined {
  return keys.map((key) => text(item[key])).find((value) => value !== undefined)
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
    const fields = {
      name: text(item['_name']),
      vendor: field(item, KEYS.vendor),
      product: field(item, KEYS.product),
      serial: field(item, KEYS.serial),
    }
    if (fields.vendor === undefined || fields.product === undefined) return
    cursor = lineOf(input, `"${fields.name ?? ''}"`, cursor)
    const device = spUsbDevice(fields, lineAt('system-profiler', input, cursor))
    cursor++
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
