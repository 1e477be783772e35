import { useCallback } from 'react'
import type { EntryPoint } from '#shared/ipc/registry.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

/**
 * Takes back one journal entry (rename, info change, pair, move, unpair) in one call; resolves to the
 * sentence to show: what was done, or why it cannot be (the device changed since).
 */
export function useUndo(via: EntryPoint) {
  const { owner } = useWorkspace()
  const { mutateAsync, isPending } = useServerMutation('undoActivity', { owner })
  const undo = useCallback(
    async (entryId: number): Promise<{ ok: boolean; text: string }> => {
      try {
        const { message } = await mutateAsync({ entryId, via })
        return { ok: true, text: message }
      } catch (error) {
        return { ok: false, text: (error as IpcError).message }
      }
    },
    [mutateAsync, via],
  )
  return { undo, pending: isPending }
}
