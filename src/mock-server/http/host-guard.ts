import { isIP } from 'node:net'

/** An IP address in the WHATWG URL's canonical spelling ("0:0:0:0:0:0:0:1" → "[::1]"); else undefined. */
function canonicalIp(address: string): string | undefined {
  const family = isIP(address)
  if (family === 0) return undefined
  return new URL(`http://${family === 6 ? `[${address}]` : address}`).hostname
}

/**
 * True for names only this machine can reach: localhost, 127.0.0.0/8 and ::1, in any spelling of the
 * address (IPv4-mapped "::ffff:127.0.0.1" included, which is how a dual-stack socket reports 127.0.0.1).
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost') return true
  const ip = canonicalIp(bare)
  if (ip === undefined) return false
  return (
    ip.startsWith('127.') || ip === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(ip)
  )
}

/** `host`, `host:port` or `[v6]:port`, nothing else (no stray colons, brackets or spaces). */
const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([^\s:[\]]+))(?::\d{1,5})?$/i

/** The host name of a Host header, without its port ("[::1]:4010" → "::1"); undefined when malformed. */
export function hostHeaderName(header: string): string | undefined {
  const match = HOST_HEADER.exec(header.trim())
  return match ? (match[1] ?? match[2]) : undefined
}

/**
 * DNS-rebinding guard for a loopback-bound server: a page on another site that resolves its own name
 * to 127.0.0.1 still sends its own name in Host, so only loopback names are accepted.
 */
export function isAllowedHostHeader(header: string | undefined): boolean {
  const name = header === undefined ? undefined : hostHeaderName(header)
  return name !== undefined && isLoopbackHost(name)
}
