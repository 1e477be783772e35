import { useState } from 'react'
import type { IpcError, Result } from '#shared/ipc/result.ts'

/**
 * A confirm dialog's one step (remove a profile, reset the demo): busy while it runs; done, the dialog
 * closes (`onDone`), else it keeps its error to show.
 */
export function useDialogStep(step: () => Promise<Result<unknown>>, onDone: () => void) {
  const [error, setError] = useState<IpcError | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    const result = await step()
    setBusy(false)
    if (result.ok) onDone()
    else setError(result.error)
  }
  return { error, busy, run }
}
