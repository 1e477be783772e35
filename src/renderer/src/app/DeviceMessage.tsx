import { FormattedMessage } from 'react-intl'
import type { MessageId } from '#shared/messages/catalog.ts'
import { VisibleText } from '../app/VisibleText.tsx'
import { useT } from '../i18n/use-t.ts'
import { typeLabel } from '../features/devices/type-label.ts'

interface DeviceMessageProps {
  /** A message with the device's `type` and `name`. */
  id: MessageId
  device: { deviceType: number; name: string }
}

/** A message that names a device by its type and its name (the name's unseen characters shown). */
export function DeviceMessage({ id, device }: DeviceMessageProps) {
  const t = useT()
  return (
    <FormattedMessage
      id={id}
      values={{
        type: typeLabel(device.deviceType, t),
        name: <VisibleText text={device.name} />,
      }}
    />
  )
}
