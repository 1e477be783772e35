import { Stack, Text } from '@mantine/core'
import { visible } from '#shared/text/visible.ts'
import { useT } from '../../i18n/use-t.ts'
import { LocationPicker } from '../locations/LocationPicker.tsx'
import { useLocationTree } from '../locations/use-location-tree.ts'

interface RowLocationFieldProps {
  label: string
  description: string
  /** The cell as the file (or an earlier edit) has it: a location's id or exact name, or other words. */
  value: string
  onChange: (value: string) => void
}

/**
 * A cell the import reads as a location, edited with the same picker as everywhere else: any words of
 * a name find it ("berlin floor 3"), and the choice goes into the cell as the location's id. A cell
 * that names no location says so, with what it holds.
 */
export function RowLocationField({ label, description, value, onChange }: RowLocationFieldProps) {
  const t = useT()
  const { tree } = useLocationTree()
  const text = value.trim()
  const matched =
    tree.byId.get(text) ?? tree.ordered.find((location) => location.name === text) ?? null
  return (
    <Stack gap={2}>
      <LocationPicker
        label={label}
        description={description}
        value={matched?.id ?? ''}
        onChange={onChange}
      />
      {text !== '' && !matched && (
        <Text size="xs" c="orange" data-testid="row-location-unmatched">
          {t('import.editor.location-unmatched', { value: visible(text) })}
        </Text>
      )}
    </Stack>
  )
}
