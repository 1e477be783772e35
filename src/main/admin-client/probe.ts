import { createAdminClient } from './client.ts'
import { createHttp, type HttpOptions } from './http.ts'
import { unanswered } from '../session/connection.ts'

export interface ProbeResult {
  reachable: boolean
  /** What was found, as a sentence. */
  message: string
}

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
  const took = () => `${Math.max(1, Math.round(performance.now() - started))} ms`
  try {
    const health = await createAdminClient(http).health()
    return {
      reachable: true,
      message: health
        ? `The admin service at ${http.origin} answered in ${took()}.`
        : `${http.origin} answered in ${took()}, without a health check (GET /health); whether it is the admin service shows when you sign in.`,
    }
  } catch (error) {
    if (unanswered(error)) return { reachable: false, message: error.message }
    const reason = error instanceof Error ? error.message : String(error)
    return {
      reachable: true,
      message: `${http.origin} answered in ${took()}, but not as the admin service does: ${reason}`,
    }
  }
}
