import { mergeThemeOverrides } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { IntlProvider } from 'react-intl'
import { ApiProvider } from '#renderer/api/api-context.tsx'
import { createQueryClient } from '#renderer/api/server-state.ts'
import { AppMantineProvider } from '#renderer/app/AppMantineProvider.tsx'
import { theme } from '#renderer/app/theme.ts'
import { SessionProvider } from '#renderer/app/session-context.tsx'
import { WorkspaceProvider } from '#renderer/app/workspace-context.tsx'
import { messages } from '#shared/messages/catalog.ts'
import type { Locale } from '#shared/messages/locales.ts'
import type { Api } from '#shared/ipc/contract.ts'
import type { SessionState } from '#shared/ipc/session.ts'
import { fakeEvents, ok } from './fake-api.ts'

// jsdom lays nothing out, so a dropdown's anchor looks detached and Mantine would hide the dropdown.
const testTheme = mergeThemeOverrides(theme, {
  components: { Popover: { defaultProps: { hideDetached: false } } },
})

/** Renders a component in a language (English unless the test says) with the app's Mantine theme. */
export function renderInLanguage(ui: ReactElement, locale: Locale = 'en') {
  return render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <AppMantineProvider base={testTheme}>{ui}</AppMantineProvider>
    </IntlProvider>,
  )
}

/**
 * Renders a component as the app does: in a language (English unless the test says), Mantine theme,
 * server state of its own, an api from the test.
 */
export function renderWithApi(ui: ReactElement, api: Partial<Api>, locale: Locale = 'en') {
  return renderInLanguage(
    <ApiProvider api={{ on: fakeEvents().on, ...api } as Api}>
      <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
    </ApiProvider>,
    locale,
  )
}

/**
 * A screen inside a signed-in session's workspace (its account, devices and locations from the api);
 * the session is the given one unless the api says otherwise.
 */
export function renderInWorkspace(
  ui: ReactElement,
  api: Partial<Api>,
  session: SessionState,
  locale: Locale = 'en',
) {
  const withSession: Partial<Api> = {
    on: fakeEvents().on,
    getSession: () => ok(session),
    checkConnection: () => ok(session),
    listProfiles: () => ok({ profiles: [], activeProfileId: session.profileId, notice: null }),
    ...api,
  }
  return renderWithApi(
    <SessionProvider>
      <WorkspaceProvider session={session} defaultAccountId={null}>
        {ui}
      </WorkspaceProvider>
    </SessionProvider>,
    withSession,
    locale,
  )
}
