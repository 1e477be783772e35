import { z } from 'zod'
import { LOG_LEVELS } from '#shared/log-line.ts'

// Messages between main and the utility process that hosts the mock server; parsed on both sides.

export const HostStartOptionsSchema = z.object({
  port: z.number().int().min(0).max(65535),
  host: z.string(),
  dataDir: z.string(),
})
export type HostStartOptions = z.infer<typeof HostStartOptionsSchema>

export const ToHostSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), options: HostStartOptionsSchema }),
  z.object({ type: z.literal('stop') }),
])
export type ToHost = z.infer<typeof ToHostSchema>

export const FromHostSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('listening'), url: z.string() }),
  /** A line of the service's log (one per request at info), for main's log file. */
  z.object({ type: z.literal('log'), level: z.enum(LOG_LEVELS), message: z.string() }),
  z.object({ type: z.literal('failed'), message: z.string() }),
  z.object({ type: z.literal('stopped') }),
])
export type FromHost = z.infer<typeof FromHostSchema>

/** The two ends of a message channel as the host sees it: Electron's parentPort, or a test's stand-in. */
export interface HostChannel {
  onMessage(listener: (message: unknown) => void): void
  post(message: FromHost): void
}
