import { coded } from '#shared/coded-text.ts'
import { foundDevice, foundIncomplete } from '#shared/serial-id/read.ts'
import type { PartError } from '#shared/serial-id/index.ts'
import { SYSFS_NO_SERIAL } from '#shared/serial-id/part-problems.ts'
import { type DetectReader, type ReaderReport } from '../types.ts'
import { entries, readAttribute, sysPath } from './sysfs.ts'

const USB = 'sys/bus/usb/devices'
/** bDeviceClass of a hub: a dock's ports, never the dock's own identity. */
const HUB_CLASS = '09'
const NO_SERIAL: PartError = { part: 'serial', ...SYSFS_NO_SERIAL }

/**
 * USB devices from `/sys/bus/usb/devices/<port>/{idVendor,idProduct,serial,product}`: ids in hex as the
 * kernel reads them; interfaces (`1-1:1.0`) are parts of a device, root hubs (`usb1`) the controller itself.
 */
export const linuxUsb: DetectReader = {
  kind: 'usb',
  source: '/sys/bus/usb/devices/*',
  async read({ root }) {
    const report: ReaderReport = { found: [], skipped: [], notices: [] }
    const ports = await entries(sysPath(root, USB))
    if (ports.length === 0) report.notices.push(coded('detect.text.no-usb-bus'))
    for (const port of ports) {
      if (port.includes(':')) continue
      const attribute = (name: string) => readAttribute(sysPath(root, USB, port, name))
      const [vendor, product, serial, name, maker, deviceClass] = await Promise.all(
        ['idVendor', 'idProduct', 'serial', 'product', 'manufacturer', 'bDeviceClass'].map(
          attribute,
        ),
      )
      if (vendor === undefined || product === undefined) continue
      if (port.startsWith('usb')) {
        report.skipped.push({
          name: port,
          reason: coded('detect.text.root-hub'),
        })
        continue
      }
      const source = `/${USB}/${port}`
      const parts = { vendor: `0x${vendor}`, product: `0x${product}` }
      const at = { source: 'sysfs' as const, line: 0, lineText: '' }
      const info = [maker, name].filter(Boolean).join(' ') || undefined
      const device =
        serial === undefined || serial.trim() === ''
          ? foundIncomplete('usb', parts, NO_SERIAL, at, { info })
          : foundDevice('usb', { ...parts, serial }, at, { info })
      const hub = deviceClass === HUB_CLASS
      if (device) report.found.push({ device, source, where: port, ...(hub ? { hub } : {}) })
      else report.notices.push(coded('detect.text.usb-no-id', { source }))
    }
    return report
  },
}
