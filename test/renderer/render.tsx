import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ApiProvider } from '../../src/renderer/src/api/api-context.tsx'
import { theme } from '../../src/renderer/src/app/theme.ts'
import type { Api } from '../../src/shared/ipc/contract.ts'

/** Renders a component as the app does: Mantine theme plus an api from the test. */
export function renderWithApi(ui: ReactElement, api: Partial<Api>) {
  return render(
    <MantineProvider theme={theme}>
      <ApiProvider api={api as Api}>{ui}</ApiProvider>
    </MantineProvider>,
  )
}
