import { Checkbox } from '@mantine/core'
import { selectable, type DetectedRow } from './use-detected-rows.ts'

interface AreaCheckboxProps {
  label: string
  rows: readonly DetectedRow[]
  onSelect: (keys: string[], selected: boolean) => void
}

/** Selects every row of a group that can be registered (all BSSIDs of one SSID: "this Wi-Fi area"). */
export function AreaCheckbox({ label, rows, onSelect }: AreaCheckboxProps) {
  const open = rows.filter(selectable)
  const chosen = open.filter((row) => row.selected).length
  return (
    <Checkbox
      label={label}
      disabled={open.length === 0}
      checked={open.length > 0 && chosen === open.length}
      indeterminate={chosen > 0 && chosen < open.length}
      onChange={(event) =>
        onSelect(
          open.map((row) => row.key),
          event.currentTarget.checked,
        )
      }
    />
  )
}
