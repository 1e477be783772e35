import { coded } from '../../coded-text.ts'
import { foundDevice, foundIncomplete } from '../found.ts'
import type { FoundDevice, PartProblem, ReadNotice } from '../types.ts'
import { NOTHING, leftOutNotice, lineAt, type TextReader } from './reader.ts'

/** `Bus 003 Device 007: ID 413c:b06e Dell Computer Corp. Dell dock` */
const DEVICE = /^Bus (\d+) Device (\d+): ID ([0-9a-f]{4}):([0-9a-f]{4})\s*(.*)$/i
/** `  iSerial                 3 CN0R12345` (lsusb -v); index 0 means the device has no serial. */
const SERIAL = /^\s*iSerial\s+(\d+)(?: (.*))?$/

/** The Linux Foundation's vendor id, which the kernel gives every root hub (`1d6b:0002 … 2.0 root hub`). */
const ROOT_HUB_VENDOR = '1d6b'
/**
 * lsusb (ids in hex, no serial) and lsusb -v (with the iSerial line), one device per `Bus … Device …` line;
 * root hubs left out with the reason.
 */
export const lsusbReader: TextReader = {
  source: 'lsusb',
  label: 'lsusb',
  read(input) {
    if (!input.text.includes(': ID ')) return NOTHING
    const devices: FoundDevice[] = []
    const notices: ReadNotice[] = []
    const starts = input.lines.flatMap((line, index) => (DEVICE.test(line) ? [index] : []))
    starts.forEach((start, n) => {
      const match = DEVICE.exec(input.lines[start] ?? '')
      if (match === null) return
      const [, bus = '', number = '', vid = '', pid = '', description = ''] = match
      if (vid.toLowerCase() === ROOT_HUB_VENDOR || /\broot hub\b/i.test(description)) {
        const name = `Bus ${bus} Device ${number} (${vid}:${pid})`
        notices.push(leftOutNotice('lsusb', start + 1, name, 'rootHub'))
        return
      }
      const at = lineAt('lsusb', input, start)
      const parts = { vendor: `0x${vid}`, product: `0x${pid}` }
      const info = description.trim() === '' ? undefined : description.trim().replace(/\s+/g, ' ')
      const end = starts[n + 1] ?? input.lines.length
      const serialLine = input.lines.slice(start + 1, end).find((line) => SERIAL.test(line))
      const serial = serialLine === undefined ? undefined : SERIAL.exec(serialLine)
      let missing: PartProblem | undefined
      if (serial === undefined || serial === null)
        missing = coded('serialId.error.lsusb-no-serial', { vid, pid })
      else if (serial[1] === '0') missing = coded('serialId.error.usb-no-serial')
      else if ((serial[2] ?? '') === '')
        missing = coded('serialId.error.lsusb-unreadable', { vid, pid })
      if (missing !== undefined) {
        devices.push(foundIncomplete('usb', parts, { part: 'serial', ...missing }, at, { info }))
        return
      }
      const device = foundDevice('usb', { ...parts, serial: serial?.[2] ?? '' }, at, { info })
      if (device) devices.push(device)
    })
    return { devices, notices }
  },
}
