import { isLoopbackHost } from './loopback.ts'

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i

/** Typed without a scheme ("localhost:4011", "admin.example.com"): it names no protocol. */
export function lacksScheme(typed: string): boolean {
  return typed.trim() !== '' && !HAS_SCHEME.test(typed.trim())
}

/**
 * The URL a service address typed without its scheme most likely means: http:// for this computer
 * (localhost, 127.x, ::1), https:// for any other host; null when it has a scheme or names no host.
 */
export function suggestServiceUrl(typed: string): string | null {
  const text = typed.trim().replace(/\/+$/, '')
  if (!lacksScheme(text)) return null
  let url: URL
  try {
    url = new URL(`http://${text}`)
  } catch {
    return null
  }
  if (url.username || url.password || !/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[.*\]$/i.test(url.hostname))
    return null
  return `${isLoopbackHost(url.hostname) ? 'http' : 'https'}://${text}`
}
