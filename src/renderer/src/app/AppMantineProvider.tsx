import { MantineProvider, type MantineThemeOverride } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { useT } from '../i18n/use-t.ts'
import { cssVariablesResolver, localizedTheme, theme } from './theme.ts'

/** Mantine with the app's theme in the window's language, following the system's scheme until chosen. */
export function AppMantineProvider({
  children,
  base = theme,
}: {
  children: ReactNode
  /** A test's variant of the theme. */
  base?: MantineThemeOverride
}) {
  const t = useT()
  const themed = useMemo(() => localizedTheme(base, t('app.dialog.close')), [base, t])
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      {children}
    </MantineProvider>
  )
}
