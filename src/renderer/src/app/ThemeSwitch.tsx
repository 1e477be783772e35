import { useMantineColorScheme } from '@mantine/core'
import { useT } from '../i18n/use-t.ts'
import { SettingSwitch } from './SettingSwitch.tsx'

/** Light, dark, or the system's choice; Mantine keeps the choice (local storage) for the next start. */
export function ThemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const t = useT()
  return (
    <SettingSwitch
      label={t('settings.theme')}
      value={colorScheme}
      onChange={setColorScheme}
      data={[
        { value: 'auto', label: t('settings.theme.system') },
        { value: 'light', label: t('settings.theme.light') },
        { value: 'dark', label: t('settings.theme.dark') },
      ]}
    />
  )
}
