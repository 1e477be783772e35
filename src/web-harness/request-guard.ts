import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** The only Host values the harness answers to: a DNS-rebinding guard. */
function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`])
}

export function hostAllowed(request: IncomingMessage, port: number): boolean {
  return allowedHosts(port).has(request.headers.host ?? '')
}

/** API calls must come from the served page itself: same origin, as browsers send it on every POST. */
export function originAllowed(request: IncomingMessage, port: number): boolean {
  const origin = request.headers.origin
  if (typeof origin !== 'string') return false
  return [...allowedHosts(port)].some((host) => origin === `http://${host}`)
}

/** Constant-time token check; lengths are compared first (timingSafeEqual needs equal lengths). */
export function tokenMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
