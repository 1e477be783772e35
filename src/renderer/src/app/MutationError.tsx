import type { ShownError } from './error-text.ts'
import { ErrorAlert } from './ErrorAlert.tsx'

/** A change's failure, while there is one: what did not happen, and a close that forgets it. */
export function MutationError({
  title,
  mutation,
}: {
  title: string
  mutation: { error: ShownError | null; reset: () => void }
}) {
  if (!mutation.error) return null
  return <ErrorAlert title={title} error={mutation.error} onClose={mutation.reset} />
}
