import { Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useApi } from '../api/api-context.tsx'
import { useT, type Translate } from '../i18n/use-t.ts'
import { reportError, toRendererError } from '../api/error-report.ts'

interface ErrorBoundaryProps {
  children: ReactNode
  /** Default: reload the page. */
  onReload?: () => void
}

interface BoundaryProps extends ErrorBoundaryProps {
  report: (error: Error, componentStack: string | null | undefined) => Promise<string | null>
  t: Translate
}

interface BoundaryState {
  failed: boolean
  /** The report as main logged it (secrets masked); null while it is written or when it could not be. */
  report: string | null
  reported: boolean
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, report: null, reported: false }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void this.props.report(error, info.componentStack).then((report) => {
      this.setState({ report, reported: true })
    })
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    const { report, reported } = this.state
    const { t } = this.props
    const reload = this.props.onReload ?? (() => window.location.reload())
    return (
      <Stack p="xl" maw={760} gap="md" role="alert">
        <Title order={2}>{t('app.crash.title')}</Title>
        <Text>{t('app.crash.text')}</Text>
        <Group>
          <Button onClick={reload}>{t('app.crash.reload')}</Button>
          {report !== null && (
            <CopyButton value={report}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {t(copied ? 'app.crash.copied' : 'app.crash.copy')}
                </Button>
              )}
            </CopyButton>
          )}
        </Group>
        {report !== null ? (
          // As main logged it, in English.
          <Code block aria-label={t('app.crash.report')} lang="en">
            {report}
          </Code>
        ) : (
          <Text c="dimmed" size="sm">
            {t(reported ? 'app.crash.not-written' : 'app.crash.writing')}
          </Text>
        )}
      </Stack>
    )
  }
}

/**
 * Catches an error while the app renders: a screen with Reload and the error's report (logged by
 * main with every secret it knows masked, and only then shown) to copy, instead of a blank window.
 */
export function ErrorBoundary(props: ErrorBoundaryProps) {
  const api = useApi()
  const t = useT()
  return (
    <Boundary
      {...props}
      t={t}
      report={(error, componentStack) =>
        reportError(api, toRendererError(error, 'render', componentStack))
      }
    />
  )
}
