import type { DeviceTypeName } from '#shared/api/common.ts'
// Not the helper's index: its checks (and zod with them) load with the register screen.
import { resolveKind } from '#shared/serial-id/device-type.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import type { Translate } from '../../i18n/use-t.ts'

/** Each device type's name in the window (in English the layout table's label), for every screen. */
const TYPE_LABELS: Record<DeviceTypeName, MessageId> = {
  monitor: 'devices.type.monitor',
  usb: 'devices.type.usb',
  nic: 'devices.type.nic',
  router: 'devices.type.router',
  wifi: 'devices.type.wifi',
}

/** The device type's name ('Wi-Fi access point'). */
export const kindLabel = (t: Translate, kind: DeviceTypeName) => t(TYPE_LABELS[kind])

/** A device type number's name; undefined for a type the spec does not know. */
export function knownTypeLabel(t: Translate, deviceType: number | null): string | undefined {
  const kind = deviceType === null ? undefined : resolveKind(deviceType)
  return kind ? kindLabel(t, kind) : undefined
}

/** A device type number's name, 'Type 64' for one the window does not know. */
export const typeLabel = (deviceType: number, t: Translate): string =>
  knownTypeLabel(t, deviceType) ?? t('devices.type.unknown', { flag: String(deviceType) })
