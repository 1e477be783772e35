import type { Api } from '#shared/ipc/contract.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { callApi } from './call-api.ts'

/**
 * Saves text as a file: through main's save dialog in the desktop app, as a browser download where
 * there is none (the web harness). CSV gets a BOM, so that Excel reads it as UTF-8.
 */
export async function saveTextFile(
  api: Api,
  file: { suggestedName: string; content: string; kind: 'csv' | 'json' },
): Promise<{ saved: string | null; error: IpcError | null }> {
  const result = await callApi(api, 'saveFile', file)
  if (!result.ok) return { saved: null, error: result.error }
  if (result.value.outcome === 'cancelled') return { saved: null, error: null }
  if (result.value.outcome === 'saved')
    return { saved: result.value.path ?? file.suggestedName, error: null }
  const type = file.kind === 'csv' ? 'text/csv;charset=utf-8' : 'application/json'
  const blob = new Blob([file.kind === 'csv' ? '\uFEFF' : '', file.content], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.suggestedName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return { saved: file.suggestedName, error: null }
}
