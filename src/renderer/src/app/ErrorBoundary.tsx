import { Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useApi } from '../api/api-context.tsx'
import { reportError, toRendererError } from './error-report.ts'

interface ErrorBoundaryProps {
  children: ReactNode
  /** Default: reload the page. */
  onReload?: () => void
}

interface BoundaryProps extends ErrorBoundaryProps {
  report: (error: Error, componentStack: string | null | undefined) => Promise<string | null>
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
    const reload = this.props.onReload ?? (() => window.location.reload())
    return (
      <Stack p="xl" maw={760} gap="md" role="alert">
        <Title order={2}>Something went wrong in this window</Title>
        <Text>
          Your profiles and devices are safe: they are kept outside the window. Reload it to go on.
          If this happens again, copy the report below into your support request.
        </Text>
        <Group>
          <Button onClick={reload}>Reload</Button>
          {report !== null && (
            <CopyButton value={report}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy the report'}
                </Button>
              )}
            </CopyButton>
          )}
        </Group>
        {report !== null ? (
          <Code block aria-label="Error report">
            {report}
          </Code>
        ) : (
          <Text c="dimmed" size="sm">
            {reported
              ? 'The report could not be written: the app’s back end did not answer.'
              : 'Writing the report to the log…'}
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
  return (
    <Boundary
      {...props}
      report={(error, componentStack) =>
        reportError(api, toRendererError(error, 'render', componentStack))
      }
    />
  )
}
