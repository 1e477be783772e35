import type { DetectedDevice } from '#shared/ipc/detect.ts'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import type { ReaderFind } from './types.ts'

/** A name people recognise, to register the device under; Wi-Fi keeps the SSID, as the sensor reports it. */
function nameOf({ kind, name, info, parts }: FoundDevice, where: string | undefined, host: string) {
  switch (kind) {
    case 'wifi':
      return name ?? ''
    case 'monitor':
      return info ?? `Monitor ${parts['vendor'] ?? ''} ${parts['productCode'] ?? ''}`.trim()
    case 'usb':
      return info ?? `USB device ${parts['vendor'] ?? ''}:${parts['product'] ?? ''}`
    case 'nic':
      return `${host} ${where ?? info ?? 'network adapter'}`
    case 'router':
      return `Gateway ${info ?? ''}`.trim()
  }
}

/** What else to register about it: the band for Wi-Fi, else where on this machine it was found. */
function infoOf({ kind, info }: FoundDevice, where: string | undefined) {
  if (kind === 'wifi') return info ?? ''
  if (kind === 'nic') return info ?? where ?? ''
  if (kind === 'router') return where === undefined ? '' : `via ${where}`
  return where ?? ''
}

/** A reader's find as the IPC contract carries it (registration is looked up later). */
export function detectedDevice(
  { device, source, where, hub }: ReaderFind,
  host: string,
): DetectedDevice {
  return {
    kind: device.kind,
    deviceType: device.deviceType,
    ...(device.serialId === undefined ? {} : { serialId: device.serialId }),
    candidates: device.candidates,
    ...(device.missing === undefined ? {} : { missing: device.missing }),
    parts: device.parts,
    name: nameOf(device, where, host),
    info: infoOf(device, where),
    source,
    ...(where === undefined ? {} : { where }),
    ...(hub ? { hub } : {}),
    warnings: device.warnings,
  }
}
