import { isLoopbackHost } from '../../shared/net/loopback.ts'

/** `host`, `host:port` or `[v6]:port`, nothing else (no stray colons, brackets or spaces). */
const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([^\s:[\]]+))(?::\d{1,5})?$/i

/** The host name of a Host header, without its port ("[::1]:4010" → "::1"); undefined when malformed. */
function hostHeaderName(header: string): string | undefined {
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
