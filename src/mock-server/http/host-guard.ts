import { isIP } from 'node:net'

/** True for addresses only this machine can reach: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost' || bare === '::1') return true
  return isIP(bare) === 4 && bare.startsWith('127.')
}

/** The host name of a Host header, without its port ("[::1]:4010" → "::1"). */
export function hostHeaderName(header: string): string {
  const trimmed = header.trim().toLowerCase()
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']') >>> 0)
  const colon = trimmed.indexOf(':')
  return colon === -1 ? trimmed : trimmed.slice(0, colon)
}

/**
 * DNS-rebinding guard for a loopback-bound server: a page on another site that resolves its own name
 * to 127.0.0.1 still sends its own name in Host, so only loopback names are accepted.
 */
export function isAllowedHostHeader(header: string | undefined): boolean {
  if (!header) return false
  return isLoopbackHost(hostHeaderName(header))
}
