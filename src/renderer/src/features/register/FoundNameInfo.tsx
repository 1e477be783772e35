import { Group, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'

interface FoundNameInfoProps {
  device: Pick<FoundDevice, 'kind' | 'missing'>
  name: string
  info: string
  disabled: boolean
  size?: 'xs' | 'sm'
  onChange: (patch: { name?: string; info?: string }) => void
  /** Shown after the fields, on their line (a card's buttons). */
  children?: ReactNode
}

/**
 * The name and info a found device is registered with (Wi-Fi: the SSID and the band), inline in its card;
 * none while a part of its id is missing.
 */
export function FoundNameInfo({
  device,
  name,
  info,
  disabled,
  size = 'sm',
  onChange,
  children,
}: FoundNameInfoProps) {
  const t = useT()
  if (device.missing) return null
  const wifi = device.kind === 'wifi'
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        size={size}
        label={wifi ? t('register.fields.nameWifi') : t('register.fields.name')}
        placeholder={
          wifi ? t('register.fields.ssidPlaceholder') : t('register.fields.namePlaceholder')
        }
        value={name}
        disabled={disabled}
        flex="2 1 12rem"
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <TextInput
        size={size}
        label={wifi ? t('register.fields.infoWifi') : t('register.fields.info')}
        value={info}
        disabled={disabled}
        flex="1 1 8rem"
        onChange={(event) => onChange({ info: event.currentTarget.value })}
      />
      {children}
    </Group>
  )
}
