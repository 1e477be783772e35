import { coded } from '#shared/coded-text.ts'
import { ipcErrorOf, UserFacingError } from '#shared/errors.ts'
import type { IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { createAdminClient } from './client.ts'
import { createHttp, type HttpOptions } from './http.ts'
import { unanswered } from '../session/connection.ts'

export type ProbeResult = IpcOutput<'testConnection'>

/** What went wrong, as the window shows errors; an answer the client could not make sense of otherwise. */
const asError = (error: unknown): IpcError =>
  error instanceof UserFacingError
    ? ipcErrorOf(error)
    : { code: 'bad_response', message: error instanceof Error ? error.message : String(error) }

/**
 * "Test connection" for a service URL before or after it is saved: asks GET /health once, with no
 * credentials, and says what answered. An invalid URL throws the same error saving it would.
 */
export async function probeService(
  baseUrl: string,
  allowInsecureHttp: boolean,
  options: Partial<Pick<HttpOptions, 'timeoutMs' | 'userAgent'>> = {},
): Promise<ProbeResult> {
  const http = createHttp({ baseUrl, allowInsecureHttp, retries: 0, ...options })
  const started = performance.now()
  const values = () => ({
    origin: http.origin,
    ms: Math.max(1, Math.round(performance.now() - started)),
  })
  try {
    const health = await createAdminClient(http).health()
    const { origin, ms } = values()
    return {
      reachable: true,
      message: health
        ? coded('connection.test.admin-service', { origin, ms })
        : coded('connection.test.no-health', { origin, ms }),
      error: null,
    }
  } catch (error) {
    if (unanswered(error)) return { reachable: false, message: null, error: asError(error) }
    const { origin, ms } = values()
    return {
      reachable: true,
      // The reason is an error in main's words, shown beside this sentence.
      message: coded('connection.test.not-admin', { origin, ms }),
      error: asError(error),
    }
  }
}
