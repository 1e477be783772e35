import type { Device } from '#shared/api/devices.ts'
import { deviceChanges, type DeviceChange } from '#shared/device-changes.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import type { Translate } from '../../i18n/use-t.ts'

const FIELD_NAMES: Record<DeviceChange['field'], MessageId> = {
  name: 'devices.changes.field.name',
  info: 'devices.changes.field.info',
  deviceType: 'devices.changes.field.deviceType',
}

/**
 * "Updated name “A” → “B”": an update as the service makes it, before and after. Without `t` (screens
 * not translated yet), in English.
 */
export function describeChanges(before: Device, after: Device, t: Translate): string {
  const changes = deviceChanges(before, after)
  if (changes.length === 0) return t('devices.changes.none')
  const each = changes.map((c) =>
    t('devices.changes.change', {
      field: t(FIELD_NAMES[c.field]),
      from: String(c.from),
      to: String(c.to),
    }),
  )
  return t('devices.changes.updated', { changes: each.join('; ') })
}
