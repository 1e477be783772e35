import type { IpcError } from '#shared/ipc/result.ts'
import { useT } from '../i18n/use-t.ts'
import { errorText } from './error-text.ts'
import { VisibleText } from './VisibleText.tsx'

/**
 * An error's sentence inline: in the window's language where main worded it, else as it came (a service's
 * own words) in English, marked so.
 */
export function ErrorMessage({ error }: { error: Pick<IpcError, 'message' | 'text'> }) {
  const t = useT()
  const worded = errorText(t, error)
  return (
    <span lang={worded === null ? 'en' : undefined}>
      <VisibleText text={worded ?? error.message} />
    </span>
  )
}
