import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core'
import { useId } from 'react'

/** Light, dark, or the system's choice; Mantine keeps the choice (local storage) for the next start. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const labelId = useId()
  return (
    <Stack gap={4}>
      <Text id={labelId} size="xs" c="dimmed">
        Theme
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        fullWidth
        value={colorScheme}
        onChange={(value) => setColorScheme(value as typeof colorScheme)}
        data={[
          { value: 'auto', label: 'System' },
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
      />
    </Stack>
  )
}
