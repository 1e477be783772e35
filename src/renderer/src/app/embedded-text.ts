import type { EmbeddedStatusCode } from '#shared/ipc/events.ts'
import type { CodeMessages } from '../i18n/coded.ts'

/** The offline demo service down or back (main/embedded/service-status.ts). */
export const EMBEDDED_STATUS: CodeMessages<EmbeddedStatusCode> = {
  'running-again': 'app.embedded.running-again',
  restarting: 'app.embedded.restarting.text',
  'keeps-stopping': 'app.embedded.keeps-stopping',
  'not-restarted': 'app.embedded.not-restarted',
}
