import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ApiProvider } from '../../src/renderer/src/api/api-context.tsx'
import { theme } from '../../src/renderer/src/app/theme.ts'
import { WorkspaceProvider } from '../../src/renderer/src/app/workspace-context.tsx'
import type { Api } from '../../src/shared/ipc/contract.ts'
import type { SessionState } from '../../src/shared/ipc/session.ts'

/** Renders a component as the app does: Mantine theme plus an api from the test. */
export function renderWithApi(ui: ReactElement, api: Partial<Api>) {
  return render(
    <MantineProvider theme={theme}>
      <ApiProvider api={api as Api}>{ui}</ApiProvider>
    </MantineProvider>,
  )
}

/** A screen inside a signed-in session's workspace (its account, devices and locations from the api). */
export function renderInWorkspace(ui: ReactElement, api: Partial<Api>, session: SessionState) {
  return renderWithApi(
    <WorkspaceProvider session={session} defaultAccountId={null}>
      {ui}
    </WorkspaceProvider>,
    api,
  )
}
