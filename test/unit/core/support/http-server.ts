import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createTcpServer, type AddressInfo } from 'node:net'
import { onCleanup } from './fixtures.ts'

export interface SeenRequest {
  method: string
  url: string
  headers: IncomingMessage['headers']
}

/**
 * A bare HTTP server for transport behaviours the mock service never shows (hanging, dropped
 * connections, redirects): tests of the HTTP layer only, never of the service contract.
 */
export async function transportServer(
  handle: (req: IncomingMessage, res: ServerResponse, count: number) => void,
) {
  const seen: SeenRequest[] = []
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    handle(req, res, seen.length)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onCleanup(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen }
}

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/** A loopback port nothing listens on (just released by the OS). */
export async function closedPort(): Promise<number> {
  const server = createTcpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
