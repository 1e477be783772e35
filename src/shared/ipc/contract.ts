import { z } from 'zod'
import type { IpcMethod } from './methods.ts'
import type { Result } from './result.ts'

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
})
export type AppInfo = z.infer<typeof AppInfoSchema>

type MethodSchemas = { input: z.ZodType; output: z.ZodType }

/** One contract for both sides: main parses input and output with it, the renderer is typed by it. */
export const ipcContract = {
  getAppInfo: { input: z.undefined(), output: AppInfoSchema },
} satisfies Record<IpcMethod, MethodSchemas>

export type IpcContract = typeof ipcContract
export type IpcInput<M extends IpcMethod> = z.input<IpcContract[M]['input']>
export type IpcOutput<M extends IpcMethod> = z.output<IpcContract[M]['output']>

/** What the renderer sees as `window.api`: one named method per contract entry. */
export type Api = { [M in IpcMethod]: (input: IpcInput<M>) => Promise<Result<IpcOutput<M>>> }

/** What main implements: plain async functions; errors are thrown and mapped by the dispatcher. */
export type IpcHandlers = {
  [M in IpcMethod]: (input: z.output<IpcContract[M]['input']>) => Promise<IpcOutput<M>>
}
