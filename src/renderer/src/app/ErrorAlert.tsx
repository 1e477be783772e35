import { Alert, Box, List } from '@mantine/core'
import type { ReactNode } from 'react'
import type { IpcError } from '#shared/ipc/result.ts'
import { useT } from '../i18n/use-t.ts'
import { errorText } from './error-text.ts'
import { ERROR_TITLES } from './error-titles.ts'
import { VisibleText } from './VisibleText.tsx'

interface ErrorAlertProps {
  error: IpcError
  /** What did not happen ("Nothing was changed"); default: what the error's code means ("The service did not answer"). */
  title?: string
  onClose?: () => void
  /** A way on (Retry, a choice), below the message. */
  children?: ReactNode
}

/**
 * What went wrong and what to do, with the service's per-field details when it gave any; their control
 * characters (a service's words may hold any) shown as escapes. The title speaks the window's language;
 * so does the message where main worded it (it has a code); a service's own words and the per-field details
 * come in English and are marked so (`lang="en"`).
 */
export function ErrorAlert({ error, title, onClose, children }: ErrorAlertProps) {
  const t = useT()
  const worded = errorText(t, error)
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t(ERROR_TITLES[error.code])}
      role="alert"
      withCloseButton={onClose !== undefined}
      closeButtonLabel={t('errors.alert.dismiss')}
      onClose={onClose}
    >
      <Box lang={worded === null ? 'en' : undefined}>
        <VisibleText text={worded ?? error.message} newlines />
      </Box>
      {error.fields && error.fields.length > 0 && (
        <Box lang="en">
          <List size="sm" mt="xs">
            {error.fields.map((field, index) => (
              <List.Item key={`${field.path}-${index}`}>
                {field.path ? <VisibleText text={`${field.path}: `} /> : ''}
                <VisibleText text={field.message} />
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      {children && <Box mt="xs">{children}</Box>}
    </Alert>
  )
}
