import { NavLink } from '@mantine/core'

export type Screen =
  'overview' | 'devices' | 'register' | 'detect' | 'survey' | 'import' | 'activity' | 'apiKeys'

const SCREENS: { id: Screen; label: string; hint: string }[] = [
  { id: 'overview', label: 'Overview', hint: 'Counts and what is missing' },
  { id: 'devices', label: 'Devices', hint: 'List, filter, pair' },
  { id: 'register', label: 'Register a device', hint: 'Wi-Fi, docks, monitors…' },
  { id: 'detect', label: 'Detect on this PC', hint: 'What the sensor sees here' },
  { id: 'survey', label: 'Survey a floor', hint: 'Plug in at each desk, confirm' },
  { id: 'import', label: 'Import', hint: 'Spreadsheet or export' },
  { id: 'activity', label: 'Activity', hint: 'Changes made, undo' },
  { id: 'apiKeys', label: 'API keys', hint: 'Account or tenant' },
]

export function AppNavbar({
  screen,
  onChange,
  blocked = {},
}: {
  screen: Screen
  onChange: (screen: Screen) => void
  /** Screens the signed-in role cannot use, each with the short reason shown in its place. */
  blocked?: Partial<Record<Screen, string>>
}) {
  return (
    <div>
      {SCREENS.map((item) => {
        const why = blocked[item.id]
        return (
          <NavLink
            key={item.id}
            component="button"
            label={item.label}
            description={why ?? item.hint}
            active={screen === item.id && why === undefined}
            aria-current={screen === item.id ? 'page' : undefined}
            // Still reachable by the keyboard, so its reason is read out; it does nothing.
            aria-disabled={why !== undefined || undefined}
            c={why === undefined ? undefined : 'dimmed'}
            onClick={() => why === undefined && onChange(item.id)}
          />
        )
      })}
    </div>
  )
}
