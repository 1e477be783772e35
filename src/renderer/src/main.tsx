import './app/mantine-styles.ts'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiProvider } from './api/api-context.tsx'
import { createQueryClient } from './api/server-state.ts'
import { App } from './app/app.tsx'
import { ErrorBoundary } from './app/ErrorBoundary.tsx'
import { reportWindowErrors } from './api/error-report.ts'
import { installFocusReturn } from './app/focus-return.ts'
import { AppMantineProvider } from './app/AppMantineProvider.tsx'
import { I18nProvider } from './i18n/I18nProvider.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
if (!window.api) throw new Error('window.api is missing: the preload (or web harness) did not load')
reportWindowErrors(window.api)
installFocusReturn()

createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <AppMantineProvider>
        <ApiProvider api={window.api}>
          <QueryClientProvider client={createQueryClient()}>
            <ErrorBoundary>
              <App />
            </ErrorBoundary>
          </QueryClientProvider>
        </ApiProvider>
      </AppMantineProvider>
    </I18nProvider>
  </StrictMode>,
)
