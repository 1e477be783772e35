import { isLoopbackHost } from '#shared/net/loopback.ts'

/**
 * A plain authority: a name or IPv4 address (letters, digits, dots, hyphens) or a bracketed IPv6
 * address, with an optional port. Nothing else: "@", "/", "#", "?" or "\" would let a URL parser read
 * a loopback host out of a header that names another one ("127.0.0.1/.evil.example").
 */
const PLAIN_HOST = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::\d{1,5})?$/i

/** The host name of a plain authority, without its port ("[::1]:4010" → "::1"); undefined otherwise. */
function plainHostName(authority: string): string | undefined {
  const match = PLAIN_HOST.exec(authority)
  return match ? (match[1] ?? match[2]) : undefined
}

/** Answers by authority: a client sends the same Host on every request, and the answer never changes. */
const loopbackAuthorities = new Map<string, boolean>()
const REMEMBERED_AUTHORITIES = 256

function isLoopbackAuthority(authority: string): boolean {
  let loopback = loopbackAuthorities.get(authority)
  if (loopback === undefined) {
    const name = plainHostName(authority)
    loopback = name !== undefined && isLoopbackHost(name)
    // Bounded: a client inventing Host values only ever costs the lookup.
    if (loopbackAuthorities.size >= REMEMBERED_AUTHORITIES) loopbackAuthorities.clear()
    loopbackAuthorities.set(authority, loopback)
  }
  return loopback
}

/** What the guard reads of a request: Node's raw header list (duplicates kept) and request target. */
export interface GuardedRequest {
  rawHeaders: readonly string[]
  url?: string
}

/**
 * DNS-rebinding guard for a loopback-bound server: a page on another site that resolves its own name
 * to 127.0.0.1 still sends its own name, so only loopback names are accepted. Returns why a request
 * is refused, or null.
 */
export function hostGuardRefusal(request: GuardedRequest): string | null {
  let host: string | undefined
  let hosts = 0
  const raw = request.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!
    if (name.length === 4 && name.toLowerCase() === 'host') {
      hosts += 1
      host = raw[i + 1] ?? ''
    }
  }
  // Node keeps the first of two Host headers; a proxy in front may have read the other.
  if (hosts !== 1 || host === undefined) return 'The request needs exactly one Host header.'
  if (!isLoopbackAuthority(host)) {
    return 'The Host header names another host; this server answers only to loopback names.'
  }
  const target = request.url ?? '/'
  if (target.startsWith('/') || target === '*') return null
  // An absolute request target ("GET http://host/path") names the host that is meant.
  let authority: string
  try {
    authority = new URL(target).host
  } catch {
    return 'The request target is neither a path nor an absolute URL.'
  }
  return isLoopbackAuthority(authority)
    ? null
    : 'The request target names another host; this server answers only to loopback names.'
}
