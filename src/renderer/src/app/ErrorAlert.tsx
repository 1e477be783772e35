import { Alert, Box, List } from '@mantine/core'
import type { ReactNode } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import { VisibleText } from './VisibleText.tsx'

interface ErrorAlertProps {
  error: IpcError
  title?: string
  onClose?: () => void
  /** A way on (Retry, a choice), below the message. */
  children?: ReactNode
}

/**
 * What went wrong and what to do, with the service's per-field details when it gave any; their control
 * characters (a service's words may hold any) shown as escapes.
 */
export function ErrorAlert({
  error,
  title = 'That did not work',
  onClose,
  children,
}: ErrorAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      role="alert"
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <VisibleText text={error.message} newlines />
      {error.fields && error.fields.length > 0 && (
        <List size="sm" mt="xs">
          {error.fields.map((field, index) => (
            <List.Item key={`${field.path}-${index}`}>
              {field.path ? <VisibleText text={`${field.path}: `} /> : ''}
              <VisibleText text={field.message} />
            </List.Item>
          ))}
        </List>
      )}
      {children && <Box mt="xs">{children}</Box>}
    </Alert>
  )
}
