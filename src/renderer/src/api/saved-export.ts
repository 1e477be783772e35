import { useMutation } from '@tanstack/react-query'
import type { IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from './api-context.tsx'
import { callApi } from './call-api.ts'
import { saveTextFile } from './save-file.ts'

interface MadeFile {
  fileName: string
  content: string
  count?: number
}

/** The methods by which main makes a file for the person to save (an export, a template, a report). */
type FileMethod = {
  [M in IpcMethod]: IpcOutput<M> extends MadeFile ? M : never
}[IpcMethod]

/** Where the file went (null: the person cancelled the save dialog), and how many rows it holds. */
export interface SavedExport {
  path: string | null
  count: number | undefined
}

/**
 * One intent, "save this as a file": main makes the file, then it is saved (main's save dialog, or a
 * browser download). One mutation, pending until it is saved; a failure of either step is its error.
 */
export function useSavedExport<M extends FileMethod>(
  method: M,
  kindOf: (input: IpcInput<M>) => 'csv' | 'json' = () => 'csv',
) {
  const api = useApi()
  return useMutation<SavedExport, IpcError, IpcInput<M>>({
    mutationFn: async (input) => {
      const made = await callApi(api, method, input)
      if (!made.ok) throw made.error
      const file = made.value as MadeFile
      const saved = await saveTextFile(api, {
        suggestedName: file.fileName,
        content: file.content,
        kind: kindOf(input),
      })
      if (saved.error) throw saved.error
      return { path: saved.saved, count: file.count }
    },
  })
}
