import { NavLink } from '@mantine/core'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../i18n/use-t.ts'

export type Screen =
  | 'overview'
  | 'devices'
  | 'match'
  | 'register'
  | 'detect'
  | 'survey'
  | 'import'
  | 'activity'
  | 'apiKeys'

const SCREENS: { id: Screen; label: MessageId; hint: MessageId }[] = [
  { id: 'overview', label: 'app.nav.overview', hint: 'app.nav.overview.hint' },
  { id: 'devices', label: 'app.nav.devices', hint: 'app.nav.devices.hint' },
  { id: 'match', label: 'app.nav.match', hint: 'app.nav.match.hint' },
  { id: 'register', label: 'app.nav.register', hint: 'app.nav.register.hint' },
  { id: 'detect', label: 'app.nav.detect', hint: 'app.nav.detect.hint' },
  { id: 'survey', label: 'app.nav.survey', hint: 'app.nav.survey.hint' },
  { id: 'import', label: 'app.nav.import', hint: 'app.nav.import.hint' },
  { id: 'activity', label: 'app.nav.activity', hint: 'app.nav.activity.hint' },
  { id: 'apiKeys', label: 'app.nav.api-keys', hint: 'app.nav.api-keys.hint' },
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
  const t = useT()
  return (
    <div>
      {SCREENS.map((item) => {
        const why = blocked[item.id]
        return (
          <NavLink
            key={item.id}
            component="button"
            label={t(item.label)}
            description={why ?? t(item.hint)}
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
