import { coded } from '../../coded-text.ts'
import { findHexDumps } from '../edid/hex-dump.ts'
import { monitorDevice, type MonitorFields } from '../edid/monitor.ts'
import type { FoundDevice, ReadNotice } from '../types.ts'
import { NOTHING, lineAt, type TextInput, type TextReader } from './reader.ts'

const MANUFACTURER = /^\s*Manufacturer:\s*([A-Z]{3})\s*$/
const MODEL = /^\s*Model:\s*(\d+)\s*$/
const SERIAL_NUMBER = /^\s*Serial Number:\s*(.*?)\s*$/
const SERIAL_TEXT = /^\s*Display Product Serial Number:\s*'(.*)'\s*$/
const NAME = /^\s*Display Product Name:\s*'(.*)'\s*$/
const BLOCK = /^Block (\d+), /
/** edid-decode before its 2019 rewrite printed one line, the model in hex, and no serial text line. */
const OLD_HEADER = /^Manufacturer: [A-Z]{3} Model [0-9a-f]+ Serial Number \d+/m

interface MonitorRecord {
  line: number
  fields: MonitorFields
  numeric: string | undefined
}

function finish(
  record: MonitorRecord,
  input: TextInput,
  notices: ReadNotice[],
): FoundDevice | undefined {
  if (record.numeric === '...') {
    notices.push({
      source: 'edid-decode',
      line: record.line + 1,
      ...coded('serialId.notice.serials-hidden'),
    })
    return undefined
  }
  return monitorDevice(record.fields, lineAt('edid-decode', input, record.line))
}

/**
 * edid-decode's decoded lines, for when its hex print was not copied (with it, the EDID itself is read).
 * Model and Serial Number are printed in decimal; the serial text between quotes, spaces kept.
 */
export const edidDecodeReader: TextReader = {
  source: 'edid-decode',
  label: 'edid-decode',
  read(input) {
    if (!input.text.includes('Manufacturer:')) return NOTHING
    if (findHexDumps(input.lines).length > 0) return NOTHING
    if (OLD_HEADER.test(input.text))
      return {
        devices: [],
        notices: [{ source: 'edid-decode', line: 1, ...coded('serialId.notice.old-edid-decode') }],
      }
    const devices: Array<FoundDevice | undefined> = []
    const notices: ReadNotice[] = []
    let record: MonitorRecord | undefined
    let block = 0
    input.lines.forEach((line, index) => {
      const blockMatch = BLOCK.exec(line)
      if (blockMatch?.[1] !== undefined) block = Number(blockMatch[1])
      const vendor = MANUFACTURER.exec(line)?.[1]
      if (vendor !== undefined) {
        if (record) devices.push(finish(record, input, notices))
        record = {
          line: index,
          fields: { vendor, productCode: 0, numericSerial: 0 },
          numeric: undefined,
        }
        return
      }
      if (record === undefined) return
      const fields = record.fields
      const model = MODEL.exec(line)?.[1]
      const numeric = SERIAL_NUMBER.exec(line)?.[1]
      const text = SERIAL_TEXT.exec(line)?.[1]
      const name = NAME.exec(line)?.[1]
      if (model !== undefined && Number(model) <= 0xffff) fields.productCode = Number(model)
      else if (numeric !== undefined) {
        record.numeric = numeric
        // Newer versions add the hex form: "Serial Number: 1913659718 (0x72106c46)".
        fields.numericSerial = Number(/^\d+/.exec(numeric)?.[0] ?? 0)
      } else if (text !== undefined) {
        if (block === 0) fields.serialText ??= { text }
        else fields.extensionSerialText ??= text
      } else if (name !== undefined && block === 0) fields.name ??= name.trim()
    })
    if (record) devices.push(finish(record, input, notices))
    return { devices: devices.filter((device) => device !== undefined), notices }
  },
}
