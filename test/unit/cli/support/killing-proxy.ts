import { request as forward, createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Where, in the life of one request, the client is killed: before the service sees it (the request is
 * dropped, as if the laptop died while sending), or after the service made the change and before its
 * answer reached the client.
 */
export type KillMoment = 'before-service' | 'after-service'

export interface KillRule {
  /** Which requests count: "POST /admin/device", "POST /admin/pair". */
  route: string
  /** The nth such request (1-based) is the one. */
  nth: number
  moment: KillMoment
}

/**
 * A loopback proxy in front of the real service that kills a client process at one request: the way a
 * battery dies at an exact step of a batch. Every other request passes through untouched.
 */
export async function killingProxy(target: string) {
  let rule: KillRule | null = null
  let kill: (() => void) | null = null
  let seen = 0
  let killed = false
  const upstream = new URL(target)

  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const route = `${incoming.method} ${(incoming.url ?? '').split('?')[0]}`
    const hit = rule !== null && !killed && route === rule.route && ++seen === rule.nth
    const die = () => {
      killed = true
      kill?.()
    }
    if (hit && rule?.moment === 'before-service') {
      die()
      incoming.resume()
      outgoing.destroy()
      return
    }
    const proxied = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        if (hit) {
          // The service made the change; its answer never arrives.
          answer.resume()
          answer.on('end', () => {
            die()
            outgoing.destroy()
          })
          return
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', () => outgoing.destroy())
    incoming.pipe(proxied)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** Arms the proxy: at the rule's request, `onKill` kills the client. */
    arm(next: KillRule | null, onKill: () => void) {
      rule = next
      kill = onKill
      seen = 0
      killed = false
    },
    killed: () => killed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
