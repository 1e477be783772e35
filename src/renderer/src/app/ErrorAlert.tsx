import { Alert, Box, List } from '@mantine/core'
import type { ReactNode } from 'react'
import { useT } from '../i18n/use-t.ts'
import { errorText, type ShownError } from './error-text.ts'
import { ERROR_TITLES } from './error-titles.ts'
import { VisibleText } from './VisibleText.tsx'

interface ErrorAlertProps {
  error: ShownError
  /** What did not happen ("Nothing was changed"); default: what the error's code means ("The service did not answer"). */
  title?: string
  onClose?: () => void
  /** A way on (Retry, a choice), below the message. */
  children?: ReactNode
}

/**
 * What went wrong and what to do, with the service's per-field details when it gave any; their control
 * characters (a service's words may hold any) shown as escapes. The title speaks the window's language;
 * so does the message where main (or the window) worded it, and a field named with that message; a service's
 * own words and other per-field details come in English and are marked so (`lang="en"`).
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
        <List size="sm" mt="xs">
          {error.fields.map((field, index) => {
            // A field main worded is said in the window's language; one named with the error's own
            // sentence is said as the error is.
            const said = field.id
              ? t(field.id, field.values)
              : worded !== null && field.message === error.message
                ? worded
                : null
            return (
              <List.Item key={`${field.path}-${index}`} lang={said === null ? 'en' : undefined}>
                {field.path ? <VisibleText text={`${field.path}: `} /> : ''}
                <VisibleText text={said ?? field.message} />
              </List.Item>
            )
          })}
        </List>
      )}
      {children && <Box mt="xs">{children}</Box>}
    </Alert>
  )
}
