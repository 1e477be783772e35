import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import type { DeviceTypeName } from '#shared/api/common.ts'
import { LIMITS } from '#shared/api/limits.ts'
import { useT } from '../../i18n/use-t.ts'
import { infoHint, nameHint } from './kind-text.ts'
import { WIFI_BANDS } from './register-draft.ts'

interface NameInfoFieldsProps {
  kind: DeviceTypeName
  name: string
  info: string
  nameError?: ReactNode
  infoError?: ReactNode
  onChange: (field: 'name' | 'info', value: string) => void
}

/** Name and info; for Wi-Fi by the sensor's convention the SSID and the band. */
export function NameInfoFields({
  kind,
  name,
  info,
  nameError,
  infoError,
  onChange,
}: NameInfoFieldsProps) {
  const t = useT()
  const wifi = kind === 'wifi'
  const bandKnown = (WIFI_BANDS as readonly string[]).includes(info)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={wifi ? t('register.fields.nameWifi') : t('register.fields.name')}
        description={nameHint(t, kind)}
        value={name}
        maxLength={LIMITS.nameLength}
        error={nameError}
        required
        onChange={(event) => onChange('name', event.currentTarget.value)}
      />
      {wifi ? (
        <NativeSelect
          label={t('register.fields.infoWifi')}
          description={infoHint(t, kind)}
          data={[
            { value: '', label: t('register.fields.chooseBand') },
            ...(info !== '' && !bandKnown ? [{ value: info, label: info }] : []),
            ...WIFI_BANDS.map((band) => ({ value: band, label: band })),
          ]}
          value={info}
          error={infoError}
          required
          onChange={(event) => onChange('info', event.currentTarget.value)}
        />
      ) : (
        <TextInput
          label={t('register.fields.info')}
          description={infoHint(t, kind)}
          value={info}
          maxLength={LIMITS.infoLength}
          error={infoError}
          onChange={(event) => onChange('info', event.currentTarget.value)}
        />
      )}
    </SimpleGrid>
  )
}
