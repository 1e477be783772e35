import { NavLink } from '@mantine/core'

export type Screen = 'devices' | 'register' | 'detect' | 'import' | 'apiKeys'

const SCREENS: { id: Screen; label: string; hint: string }[] = [
  { id: 'devices', label: 'Devices', hint: 'List, filter, pair' },
  { id: 'register', label: 'Register a device', hint: 'Wi-Fi, docks, monitors…' },
  { id: 'detect', label: 'Detect on this PC', hint: 'What the sensor sees here' },
  { id: 'import', label: 'Import', hint: 'Spreadsheet or export' },
  { id: 'apiKeys', label: 'API keys', hint: 'Account or tenant' },
]

export function AppNavbar({
  screen,
  onChange,
}: {
  screen: Screen
  onChange: (screen: Screen) => void
}) {
  return (
    <div>
      {SCREENS.map((item) => (
        <NavLink
          key={item.id}
          component="button"
          label={item.label}
          description={item.hint}
          active={screen === item.id}
          aria-current={screen === item.id ? 'page' : undefined}
          onClick={() => onChange(item.id)}
        />
      ))}
    </div>
  )
}
