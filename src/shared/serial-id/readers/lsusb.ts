import { foundDevice, foundIncomplete } from '../found.ts'
import type { FoundDevice } from '../types.ts'
import { NOTHING, lineAt, type TextReader } from './reader.ts'

/** `Bus 003 Device 007: ID 413c:b06e Dell Computer Corp. Dell dock` */
const DEVICE = /^Bus (\d+) Device (\d+): ID ([0-9a-f]{4}):([0-9a-f]{4})\s*(.*)$/i
/** `  iSerial                 3 CN0R12345` (lsusb -v); index 0 means the device has no serial. */
const SERIAL = /^\s*iSerial\s+(\d+)(?: (.*))?$/

/** lsusb (ids in hex, no serial) and lsusb -v (with the iSerial line), one device per `Bus … Device …` line. */
export const lsusbReader: TextReader = {
  source: 'lsusb',
  label: 'lsusb',
  read(input) {
    if (!input.text.includes(': ID ')) return NOTHING
    const devices: FoundDevice[] = []
    const starts = input.lines.flatMap((line, index) => (DEVICE.test(line) ? [index] : []))
    starts.forEach((start, n) => {
      const match = DEVICE.exec(input.lines[start] ?? '')
      if (match === null) return
      const [, , , vid = '', pid = '', description = ''] = match
      const at = lineAt('lsusb', input, start)
      const parts = { vendor: `0x${vid}`, product: `0x${pid}` }
      const info = description.trim() === '' ? undefined : description.trim().replace(/\s+/g, ' ')
      const end = starts[n + 1] ?? input.lines.length
      const serialLine = input.lines.slice(start + 1, end).find((line) => SERIAL.test(line))
      const serial = serialLine === undefined ? undefined : SERIAL.exec(serialLine)
      let missing: string | undefined
      if (serial === undefined || serial === null)
        missing = `lsusb prints no serial: run lsusb -v -d ${vid}:${pid} and paste its output (the iSerial line).`
      else if (serial[1] === '0')
        missing =
          'The device reports no USB serial (iSerial 0), so no sensor can tell it from another of its model.'
      else if ((serial[2] ?? '') === '')
        missing = `lsusb could not read the serial string: run sudo lsusb -v -d ${vid}:${pid}.`
      if (missing !== undefined) {
        devices.push(
          foundIncomplete('usb', parts, { part: 'serial', message: missing }, at, { info }),
        )
        return
      }
      const device = foundDevice('usb', { ...parts, serial: serial?.[2] ?? '' }, at, { info })
      if (device) devices.push(device)
    })
    return { devices, notices: [] }
  },
}
