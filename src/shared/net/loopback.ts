/**
 * True for host names only this machine can reach: localhost, 127.0.0.0/8 and ::1, in any spelling
 * of the address ("127.1", "0:0:0:0:0:0:0:1", and IPv4-mapped "::ffff:127.0.0.1", which is how a
 * dual-stack socket reports 127.0.0.1). Not `*.localhost`: Node resolves it through the system
 * resolver, which may ask the network's DNS.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (bare === 'localhost') return true
  let hostname: string
  try {
    // The WHATWG URL parser spells every IP address one canonical way; other names pass unchanged.
    hostname = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}`).hostname
  } catch {
    return false
  }
  return (
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === '[::1]' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(hostname)
  )
}
