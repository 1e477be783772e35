import { SegmentedControl, Stack, Text } from '@mantine/core'
import { useT } from '../../i18n/use-t.ts'
import classes from './entry-mode.module.css'
import type { EntryMode } from './register-draft.ts'

interface EntryModeControlProps {
  value: EntryMode
  onChange: (mode: EntryMode) => void
}

/** How the admin has the serial id: its parts, the whole id, or a tool's printout (or an EDID file). */
export function EntryModeControl({ value, onChange }: EntryModeControlProps) {
  const t = useT()
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="entry-mode-label">
        {t('register.entryMode.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="entry-mode-label"
        fullWidth
        classNames={{ control: classes.control, label: classes.label }}
        value={value}
        onChange={(mode) => onChange(mode as EntryMode)}
        data={[
          { value: 'parts', label: t('register.entryMode.parts') },
          { value: 'paste', label: t('register.entryMode.paste') },
          { value: 'read', label: t('register.entryMode.read') },
        ]}
      />
    </Stack>
  )
}
