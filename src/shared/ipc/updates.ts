import { z } from 'zod'
import { saidSchema } from './coded-text-schema.ts'

/** The update status as a sentence (main/updates/update-summary.ts makes them). */
export const UPDATE_SUMMARY_CODES = [
  'managed',
  'turned-off',
  'dev-build',
  'no-feed',
  'not-nsis',
  'other-install',
  'installed-app',
  'checking',
  'downloading',
  'ready',
  'available',
  'failed',
  'by-hand',
  'latest',
  'automatic',
] as const
export type UpdateSummaryCode = (typeof UPDATE_SUMMARY_CODES)[number]
export const UpdateSummarySchema = saidSchema(UPDATE_SUMMARY_CODES)
export type UpdateSummary = z.infer<typeof UpdateSummarySchema>

/** What the app knows about its own updates: for the window, the About panel and the log. */
export const UpdateStatusSchema = z.object({
  currentVersion: z.string(),
  /**
   * off: turned off (a policy, the environment, or a build that cannot update itself); idle: up to date,
   * or not checked yet; checking; downloading (in the background); ready: downloaded, installed on
   * "Restart to update" or at the next quit; available: newer, but this build cannot install it itself
   * (not code-signed): the release page has it; failed: the last check or download did not work.
   */
  state: z.enum(['off', 'idle', 'checking', 'downloading', 'ready', 'available', 'failed']),
  /** One sentence, shown in About and in the window: "Updates: managed by your organisation". */
  summary: UpdateSummarySchema,
  /** Whether an organisation's policy turned updates off. */
  managed: z.boolean(),
  /** The newer version, once one is found. */
  update: z
    .object({
      version: z.string(),
      /** Plain text (the release's notes without their HTML), possibly empty. */
      notes: z.string(),
      /** Downloaded so far, 0 to 100 (downloading). */
      percent: z.number().min(0).max(100).optional(),
    })
    .nullable(),
})
export type UpdateStatus = z.infer<typeof UpdateStatusSchema>
