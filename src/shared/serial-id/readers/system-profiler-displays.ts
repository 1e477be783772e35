import { coded } from '../../coded-text.ts'
import { foundDevice, foundIncomplete } from '../found.ts'
import type { FoundDevice, PartError } from '../types.ts'
import { asArray, lineOf, parseJson, record, text } from './json.ts'
import { NOTHING, lineAt, notPrinted, type TextInput, type TextReader } from './reader.ts'

/** The EDID's vendor as system_profiler prints it, the 16-bit id in hex (`10ac`: DEL), as three letters. */
function vendorOf(value: string | undefined): string | undefined {
  if (value === undefined || !/^(?:0x)?[0-9a-f]{1,4}$/i.test(value.trim())) return undefined
  const id = parseInt(value.trim().replace(/^0x/i, ''), 16)
  const letters = [(id >> 10) & 31, (id >> 5) & 31, id & 31]
  if (id >> 15 || letters.some((letter) => letter < 1 || letter > 26)) return undefined
  return String.fromCharCode(...letters.map((letter) => letter + 64))
}

const HEX = /^(?:0x)?([0-9a-f]{1,4})$/i
/** The serial text (the EDID's 0xFF descriptor), under the key without the leading underscore. */
const SERIAL_TEXT = ['spdisplays_display-serial-number', 'spdisplays_display_serial_number']

/**
 * What system_profiler leaves open: it prints the numeric serial (`_spdisplays_display-serial-number`,
 * `…-number2`) in a form that does not say its base, and the serial text only where the EDID has one.
 */
const NO_TEXT: PartError = {
  part: 'serial',
  ...coded('serialId.error.system-profiler-no-display-serial'),
}

function display(input: TextInput, item: Record<string, unknown>, line: number) {
  const vendor = vendorOf(text(item['_spdisplays_display-vendor-id']))
  const product = HEX.exec(text(item['_spdisplays_display-product-id'])?.trim() ?? '')?.[1]
  if (vendor === undefined || product === undefined) return undefined
  const name = text(item['_name'])?.trim()
  const at = lineAt('system-profiler', input, line)
  const parts = { vendor, productCode: `0x${product}` }
  const serial = SERIAL_TEXT.map((key) => text(item[key])).find((value) => value !== undefined)
  const extras = { info: name || undefined }
  if (serial === undefined || serial.trim() === '')
    return foundIncomplete('monitor', parts, NO_TEXT, at, extras)
  return foundDevice('monitor', { ...parts, serial }, at, extras)
}

/** The text form's heading, or a GPU's `Displays:` block under its `Chipset Model:`. */
const TEXT_FORM = /^Graphics\/Displays:\s*$|^\s+Chipset Model: .*\n(?:.*\n)*?\s+Displays:\s*$/m

/**
 * `system_profiler SPDisplaysDataType -json`: each GPU's displays (`spdisplays_ndrvs`), nested under it.
 * Its text form names each display but gives no vendor or product id, so no id can be made from it:
 * refused, naming the command that prints them.
 */
export const systemProfilerDisplaysReader: TextReader = {
  source: 'system-profiler',
  label: 'system_profiler SPDisplaysDataType -json',
  read(input) {
    if (!input.text.includes('"SPDisplaysDataType"')) {
      if (!TEXT_FORM.test(input.text)) return NOTHING
      const tool = 'system_profiler SPDisplaysDataType (as text)'
      const command = 'system_profiler SPDisplaysDataType -json'
      const notice = notPrinted(tool, 'displayIds', command, input)
      return { devices: [], notices: [{ ...notice, source: 'system-profiler' }] }
    }
    const devices: FoundDevice[] = []
    let cursor = 0
    for (const gpu of asArray(record(parseJson(input.text))['SPDisplaysDataType'])) {
      for (const entry of asArray(record(gpu)['spdisplays_ndrvs'])) {
        const item = record(entry)
        cursor = lineOf(input, `"${text(item['_name']) ?? ''}"`, cursor)
        const device = display(input, item, cursor)
        cursor++
        if (device) devices.push(device)
      }
    }
    return { devices, notices: [] }
  },
}
