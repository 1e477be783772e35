import type { FoundDevice } from '../types.ts'
import { nicDevice, nicKindOf } from './nic-device.ts'
import { NOTHING, collect, lineAt, type TextReader } from './reader.ts'

const RULE = /^=+(?: +=+)+\s*$/
/** A row: with /v, the connection and adapter names come first; then the address and the transport. */
const ROW = /^(.*?)\s*([0-9A-F]{2}(?:-[0-9A-F]{2}){5})\s+(.*)$/i

/** `getmac` and `getmac /v`: one address per adapter; only /v names the connection, and so its kind. */
export const getmacReader: TextReader = {
  source: 'getmac',
  label: 'getmac',
  read(input) {
    const rule = input.lines.findIndex((line) => RULE.test(line))
    if (rule < 0) return NOTHING
    const devices: Array<FoundDevice | undefined> = []
    for (let index = rule + 1; index < input.lines.length; index++) {
      const row = ROW.exec(input.lines[index] ?? '')
      if (row?.[2] === undefined) {
        if ((input.lines[index] ?? '').trim() === '') break
        continue
      }
      const names = (row[1] ?? '').trim()
      devices.push(
        nicDevice(
          [{ mac: row[2] }],
          names === '' ? undefined : nicKindOf(names),
          lineAt('getmac', input, index),
          names || undefined,
        ),
      )
    }
    return { devices: collect(devices), notices: [] }
  },
}
