import type { DeviceTypeName } from '#shared/api/common.ts'
import { resolveKind } from '#shared/serial-id/index.ts'
import type { MessageId } from '../../i18n/catalog.ts'
import type { Translate } from '../../i18n/use-t.ts'

/** The name of each device type, as the serial id layouts call it, in the window's language. */
export const KIND_LABELS: Record<DeviceTypeName, MessageId> = {
  monitor: 'detect.kind.monitor',
  usb: 'detect.kind.usb',
  nic: 'detect.kind.nic',
  router: 'detect.kind.router',
  wifi: 'detect.kind.wifi',
}

export const kindLabel = (t: Translate, kind: DeviceTypeName) => t(KIND_LABELS[kind])

/** A device type number's name; undefined for a type the spec does not know. */
export function deviceTypeLabel(t: Translate, deviceType: number | null): string | undefined {
  const kind = deviceType === null ? undefined : resolveKind(deviceType)
  return kind ? kindLabel(t, kind) : undefined
}
