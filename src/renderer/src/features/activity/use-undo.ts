import { useCallback } from 'react'
import type { EntryPoint } from '#shared/ipc/registry.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { errorText } from '../../app/error-text.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'

/**
 * Takes back one journal entry (rename, info change, pair, move, unpair) in one call; resolves to the
 * sentence to show in the window's language: what was done, or why it cannot be (the device changed since).
 */
export function useUndo(via: EntryPoint) {
  const t = useT()
  const { owner } = useWorkspace()
  const { mutateAsync, isPending } = useServerMutation('undoActivity', { owner })
  const undo = useCallback(
    async (entryId: number): Promise<{ ok: boolean; text: string }> => {
      try {
        const { text } = await mutateAsync({ entryId, via })
        return { ok: true, text: said(t, text) }
      } catch (error) {
        return { ok: false, text: errorText(t, error as IpcError) ?? (error as IpcError).message }
      }
    },
    [mutateAsync, via, t],
  )
  return { undo, pending: isPending }
}
