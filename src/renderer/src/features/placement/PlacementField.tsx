import { Checkbox, Stack, Text } from '@mantine/core'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import type { Placement } from './use-placement.ts'

export const KEEP_UNPAIRED_LABEL = 'Keep unpaired: the service forgets it when it restarts'

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
  if (keepsPairing)
    return (
      <LocationPicker
        label={label}
        description="Leave it empty to keep its pairing as it is."
        emptyLabel="Keep its pairing"
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
        label={KEEP_UNPAIRED_LABEL}
        checked={value.keepUnpaired}
        onChange={(event) => onChange({ ...value, keepUnpaired: event.currentTarget.checked })}
        color="orange"
      />
      {value.keepUnpaired && (
        <Text size="xs" c="dimmed" role="note">
          Unpaired devices live in the service’s memory only: they are gone after it restarts,
          unless you pair them first. The app will tell you if it finds them gone.
        </Text>
      )}
    </Stack>
  )
}
