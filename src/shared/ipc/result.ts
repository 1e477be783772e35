import { z } from 'zod'

/** An error as it crosses IPC: Electron keeps only `message` of a thrown error, so errors travel as data. */
export const IpcErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
})
export type IpcError = z.infer<typeof IpcErrorSchema>

export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError }
