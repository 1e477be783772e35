/** Idle and slow connections are closed after this long (the OpenAPI document and README say so). */
export const CONNECTION_TIMEOUT_MS = 60_000
export const CONNECTION_TIMEOUT_S = CONNECTION_TIMEOUT_MS / 1000

/**
 * Slow and idle connections are closed after `ms`. Fastify turns Node's request timeout off; without it
 * a body that never finishes arriving holds its connection forever. Node honours it only with a headers
 * timeout no longer than itself, and checks both every connectionsCheckingInterval (30 s by default,
 * which let a slow request live 90 s): checked every 1/60 of the timeout, a slow request, or a
 * connection that never sends one, gets its 408 within 61 s. An idle keep-alive connection closes after
 * keepAliveTimeout (Fastify's default was 72 s; Node adds 1 s against the race with a client reusing
 * it, and its Keep-Alive header tells clients timeout=60). No socket inactivity timeout: it would race
 * the 408 and close a slow request without an answer.
 */
export function connectionTimeouts(ms: number) {
  return {
    requestTimeout: ms,
    keepAliveTimeout: ms,
    http: { headersTimeout: ms, connectionsCheckingInterval: Math.max(10, Math.round(ms / 60)) },
  }
}
