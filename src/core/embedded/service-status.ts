import { coded, type SaidText } from '#shared/coded-text.ts'
import type { EmbeddedStatusCode } from '#shared/ipc/events.ts'

type Status = SaidText<EmbeddedStatusCode>

/**
 * What the window says while the offline demo service is down or back: the catalog message of each with its
 * values (the log has the English). `reason` is the start's failure as Node or the host wrote it.
 */
export const serviceStatus = {
  runningAgain: (): Status => coded('app.embedded.running-again'),
  restarting: (exitCode: number): Status =>
    coded('app.embedded.restarting.text', { exitCode }, 'restarting'),
  keepsStopping: (exitCode: number): Status => coded('app.embedded.keeps-stopping', { exitCode }),
  notRestarted: (reason: string): Status => coded('app.embedded.not-restarted', { reason }),
}
