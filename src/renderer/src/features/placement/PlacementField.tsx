import { Checkbox, Stack, Text } from '@mantine/core'
import { useT } from '../../i18n/use-t.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import type { Placement } from './use-placement.ts'

interface PlacementFieldProps {
  label: string
  description?: string
  value: Placement
  onChange: (placement: Placement) => void
  /** Shown under the picker when neither is chosen after a try. */
  error?: string | undefined
  /** An update of a device paired already: an empty location keeps its pairing, nothing else asked. */
  keepsPairing?: boolean
  autoFocus?: boolean
}

/**
 * The location, asked in the same step as the devices: picked (the last one used first), or left out
 * as an explicit choice worded as what it is. Devices kept unpaired live in the service's memory only.
 */
export function PlacementField(props: PlacementFieldProps) {
  const { label, description, value, onChange, error, keepsPairing, autoFocus } = props
  const t = useT()
  if (keepsPairing)
    return (
      <LocationPicker
        label={label}
        description={t('placement.keeps-pairing.description')}
        emptyLabel={t('placement.keeps-pairing.empty')}
        value={value.locationId}
        onChange={(locationId) => onChange({ locationId, keepUnpaired: false })}
        autoFocus={autoFocus}
      />
    )
  return (
    <Stack gap={6}>
      {!value.keepUnpaired && (
        <LocationPicker
          label={label}
          description={description}
          value={value.locationId}
          onChange={(locationId) => onChange({ ...value, locationId })}
          required
          error={error}
          autoFocus={autoFocus}
        />
      )}
      <Checkbox
        label={t('placement.keep-unpaired')}
        checked={value.keepUnpaired}
        onChange={(event) => onChange({ ...value, keepUnpaired: event.currentTarget.checked })}
        color="orange"
      />
      {value.keepUnpaired && (
        <Text size="xs" c="dimmed" role="note">
          {t('placement.keep-unpaired.note')}
        </Text>
      )}
    </Stack>
  )
}
