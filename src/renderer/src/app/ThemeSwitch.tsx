import { SegmentedControl, Stack, Text, useMantineColorScheme } from '@mantine/core'
import { useId } from 'react'
import { useT } from '../i18n/use-t.ts'

/** Light, dark, or the system's choice; Mantine keeps the choice (local storage) for the next start. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const t = useT()
  const labelId = useId()
  return (
    <Stack gap={4}>
      <Text id={labelId} size="xs" c="dimmed">
        {t('settings.theme')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        fullWidth
        value={colorScheme}
        onChange={(value) => setColorScheme(value as typeof colorScheme)}
        data={[
          { value: 'auto', label: t('settings.theme.system') },
          { value: 'light', label: t('settings.theme.light') },
          { value: 'dark', label: t('settings.theme.dark') },
        ]}
      />
    </Stack>
  )
}
