import { TextInput } from '@mantine/core'
import { useT } from '../../i18n/use-t.ts'

interface FoundNameInfoProps {
  wifi: boolean
  name: string
  info: string
  disabled: boolean
  size?: 'xs' | 'sm'
  onChange: (patch: { name?: string; info?: string }) => void
}

/** The name and info a found device is registered with (Wi-Fi: the SSID and the band), inline in its card. */
export function FoundNameInfo({
  wifi,
  name,
  info,
  disabled,
  size = 'sm',
  onChange,
}: FoundNameInfoProps) {
  const t = useT()
  return (
    <>
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
    </>
  )
}
