import type { CodedText } from '#shared/coded-text.ts'
import type { EmbeddedStatusCode } from '#shared/ipc/events.ts'

/**
 * What the window says while the offline demo service is down or back: a code and its values for the
 * window, the English for the log. `reason` is the start's failure as Node or the host wrote it.
 */
export const serviceStatus = {
  runningAgain: (): CodedText<EmbeddedStatusCode> => ({
    code: 'running-again',
    message: 'The offline demo service runs again.',
  }),
  restarting: (exitCode: number): CodedText<EmbeddedStatusCode> => ({
    code: 'restarting',
    values: { exitCode },
    message: `The offline demo service stopped unexpectedly (exit code ${exitCode}) and is being restarted…`,
  }),
  keepsStopping: (exitCode: number): CodedText<EmbeddedStatusCode> => ({
    code: 'keeps-stopping',
    values: { exitCode },
    message: `The offline demo service keeps stopping (exit code ${exitCode}), so it is not restarted again. Quit and reopen the app; the log has the details (Help → Open logs folder).`,
  }),
  notRestarted: (reason: string): CodedText<EmbeddedStatusCode> => ({
    code: 'not-restarted',
    values: { reason },
    message: `The offline demo service could not be restarted (${reason}). It is tried again with your next action; if that fails too, quit and reopen the app.`,
  }),
}
