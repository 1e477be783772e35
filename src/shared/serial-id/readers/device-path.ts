import { coded } from '../../coded-text.ts'
import { foundDevice, foundIncomplete, type FoundAt } from '../found.ts'
import type { FoundDevice, PartError } from '../types.ts'
import { NOTHING, lineAt, type TextReader } from './reader.ts'

/** `USB\VID_413C&PID_B06E\CN0R…`, also as an interface path with `#`; `&MI_xx` marks one function of a device. */
const USB_PATH =
  /USB[\\#]VID_([0-9A-F]{4})&PID_([0-9A-F]{4})((?:&[A-Z]+_[0-9A-F]+)*)(?:[\\#]([^\\#\s{}|"']+))?/gi
/** `DISPLAY\DEL409A\5&2e2f0b3&0&UID4352` or `MONITOR\DEL409A\…`: the model, never the serial. */
const MONITOR_PATH = /(?:DISPLAY|MONITOR)[\\#]([A-Z]{3})([0-9A-F]{4})(?=[\\#])/gi
/** WmiMonitorID's InstanceName lines belong to its own reader, which has the serial too. */
const WMI_LINE = /^\s*(?:InstanceName|__RELPATH|__PATH)\s*:/

/** The USB device a matched path names; undefined for one function (`&MI_xx`) of a composite device. */
function usbOfMatch(match: RegExpMatchArray, at: FoundAt, info?: string): FoundDevice | undefined {
  const [, vid = '', pid = '', extra = '', instance] = match
  if (/&MI_/i.test(extra)) return undefined
  const parts = { vendor: `0x${vid}`, product: `0x${pid}` }
  if (instance === undefined || instance.includes('&')) {
    const missing: PartError = {
      part: 'serial',
      ...(instance === undefined
        ? coded('serialId.error.hardware-id')
        : coded('serialId.error.port-instance')),
    }
    return foundIncomplete('usb', parts, missing, at, { info })
  }
  return foundDevice('usb', { ...parts, serial: instance }, at, { info })
}

/** The USB device of one device instance path (`USB\VID_…&PID_…\serial`), as Win32_PnPEntity's PNPDeviceID. */
export function usbOfPath(path: string, at: FoundAt, info?: string): FoundDevice | undefined {
  const match = [...path.matchAll(USB_PATH)][0]
  return match === undefined ? undefined : usbOfMatch(match, at, info)
}

/** Windows device instance paths, wherever they appear in a line (Device Manager, Get-PnpDevice, pnputil…). */
export const devicePathReader: TextReader = {
  source: 'windows-device-path',
  label: 'Windows device instance paths',
  read(input) {
    if (!/(?:USB|DISPLAY|MONITOR)[\\#]/i.test(input.text)) return NOTHING
    const devices: FoundDevice[] = []
    input.lines.forEach((line, index) => {
      if (WMI_LINE.test(line)) return
      const at = lineAt('windows-device-path', input, index)
      for (const match of line.matchAll(USB_PATH)) {
        const device = usbOfMatch(match, at)
        if (device) devices.push(device)
      }
      for (const [, vendor = '', code = ''] of line.matchAll(MONITOR_PATH)) {
        devices.push(
          foundIncomplete(
            'monitor',
            { vendor: vendor.toUpperCase(), productCode: `0x${code}` },
            { part: 'serial', ...coded('serialId.error.monitor-path') },
            at,
          ),
        )
      }
    })
    return { devices, notices: [] }
  },
}
