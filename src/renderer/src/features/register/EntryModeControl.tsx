import { SegmentedControl, Stack, Text } from '@mantine/core'
import classes from './entry-mode.module.css'
import type { EntryMode } from './register-draft.ts'

interface EntryModeControlProps {
  value: EntryMode
  onChange: (mode: EntryMode) => void
}

/** How the admin has the serial id: its parts, the whole id, or a tool's printout (or an EDID file). */
export function EntryModeControl({ value, onChange }: EntryModeControlProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="entry-mode-label">
        Serial id
      </Text>
      <SegmentedControl
        aria-labelledby="entry-mode-label"
        fullWidth
        classNames={{ control: classes.control, label: classes.label }}
        value={value}
        onChange={(mode) => onChange(mode as EntryMode)}
        data={[
          { value: 'parts', label: 'Fill in the parts' },
          { value: 'paste', label: 'Paste a whole serial id' },
          { value: 'read', label: 'Read from a tool or EDID' },
        ]}
      />
    </Stack>
  )
}
