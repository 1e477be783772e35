import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** The only Host values the harness answers to: a DNS-rebinding guard. */
function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`])
}

/** One Host header naming the harness: Node keeps the first of two, a proxy in front may read the other. */
export function hostAllowed(request: IncomingMessage, port: number): boolean {
  let host: string | undefined
  const raw = request.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() !== 'host') continue
    if (host !== undefined) return false
    host = raw[i + 1] ?? ''
  }
  return host !== undefined && allowedHosts(port).has(host)
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
