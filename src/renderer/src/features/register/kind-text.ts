import type { DeviceTypeName } from '#shared/api/common.ts'
import type { LayoutPart } from '#shared/serial-id/index.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import type { Translate } from '../../i18n/use-t.ts'

// The window's words for the layout table of src/shared/serial-id (its English is the same): the type's
// name, its layout, the hints and each part's label and help, by device type and part key.

const LAYOUT: Record<DeviceTypeName, MessageId> = {
  monitor: 'register.layout.monitor',
  usb: 'register.layout.usb',
  nic: 'register.layout.nic',
  router: 'register.layout.router',
  wifi: 'register.layout.wifi',
}

const NAME_HINT: Record<DeviceTypeName, MessageId> = {
  monitor: 'register.nameHint.monitor',
  usb: 'register.nameHint.usb',
  nic: 'register.nameHint.nic',
  router: 'register.nameHint.router',
  wifi: 'register.nameHint.wifi',
}

const INFO_HINT: Record<DeviceTypeName, MessageId> = {
  monitor: 'register.infoHint.monitor',
  usb: 'register.infoHint.usb',
  nic: 'register.infoHint.nic',
  router: 'register.infoHint.router',
  wifi: 'register.infoHint.wifi',
}

interface PartText {
  label: MessageId
  help: MessageId
  /** The words of a fixed choice, by its value. */
  options?: Record<string, MessageId>
}

const PARTS: Record<DeviceTypeName, Record<string, PartText>> = {
  monitor: {
    vendor: { label: 'register.part.monitor.vendor', help: 'register.part.monitor.vendor.help' },
    serial: { label: 'register.part.monitor.serial', help: 'register.part.monitor.serial.help' },
    productCode: {
      label: 'register.part.monitor.productCode',
      help: 'register.part.monitor.productCode.help',
    },
  },
  usb: {
    vendor: { label: 'register.part.usb.vendor', help: 'register.part.usb.vendor.help' },
    serial: { label: 'register.part.usb.serial', help: 'register.part.usb.serial.help' },
    product: { label: 'register.part.usb.product', help: 'register.part.usb.product.help' },
  },
  nic: {
    kind: {
      label: 'register.part.nic.kind',
      help: 'register.part.nic.kind.help',
      options: { ethernet: 'register.part.nic.kind.ethernet', wlan: 'register.part.nic.kind.wlan' },
    },
    mac: { label: 'register.part.nic.mac', help: 'register.part.nic.mac.help' },
  },
  router: {
    mac: { label: 'register.part.router.mac', help: 'register.part.router.mac.help' },
  },
  wifi: {
    bssid: { label: 'register.part.wifi.bssid', help: 'register.part.wifi.bssid.help' },
  },
}

/** The layout of the type's serial id, its fields in angle brackets. */
export const layoutText = (t: Translate, kind: DeviceTypeName) => t(LAYOUT[kind])

export const nameHint = (t: Translate, kind: DeviceTypeName) => t(NAME_HINT[kind])
export const infoHint = (t: Translate, kind: DeviceTypeName) => t(INFO_HINT[kind])

/** A part's label, help and choices in the window's language (the table's own where it has no message). */
export function partText(t: Translate, kind: DeviceTypeName, part: LayoutPart) {
  const text = PARTS[kind][part.key]
  const options = part.options?.map((option) => {
    const id = text?.options?.[option.value]
    return { value: option.value, label: id ? t(id) : option.label }
  })
  return {
    label: text ? t(text.label) : part.label,
    help: text ? t(text.help) : part.help,
    ...(options ? { options } : {}),
  }
}
