import type { FoundDevice } from '../types.ts'
import { NOTHING, collect, lineAt, type TextReader } from './reader.ts'
import { spUsbDevice, type SpUsbFields } from './system-profiler-usb-device.ts'

/** A device's or bus's heading: its name, indented, ending with a colon (`        Dell dock:`). */
const HEADING = /^(\s*)(\S.*?):\s*$/
/** The properties that make the id; `PCI Vendor ID` (a bus's controller) is not one of them. */
const PROPERTY = /^\s+(Vendor ID|Product ID|Serial Number):\s?(.*)$/
const KEYS: Record<string, keyof SpUsbFields> = {
  'Vendor ID': 'vendor',
  'Product ID': 'product',
  'Serial Number': 'serial',
}

/**
 * `system_profiler SPUSBDataType` as text: a tree of headings by indent, each device's properties under its
 * heading (before its children). Read by the rules of the -json form; the serial as printed after `: `.
 */
export const systemProfilerUsbTextReader: TextReader = {
  source: 'system-profiler',
  label: 'system_profiler SPUSBDataType',
  read(input) {
    if (!/^\s+Product ID: /m.test(input.text) || !/^\s+Vendor ID: /m.test(input.text))
      return NOTHING
    const devices: Array<FoundDevice | undefined> = []
    let current: { line: number; fields: SpUsbFields } | undefined
    const close = () => {
      if (current)
        devices.push(spUsbDevice(current.fields, lineAt('system-profiler', input, current.line)))
      current = undefined
    }
    input.lines.forEach((line, index) => {
      const property = PROPERTY.exec(line)
      if (property !== null) {
        const key = KEYS[property[1] ?? '']
        if (current && key !== undefined) current.fields[key] ??= property[2] ?? ''
        return
      }
      const heading = HEADING.exec(line)?.[2]
      if (heading === undefined) return
      close()
      const fields = { name: heading, vendor: undefined, product: undefined, serial: undefined }
      current = { line: index, fields }
    })
    close()
    return { devices: collect(devices), notices: [] }
  },
}
