import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { endpoints } from '#shared/api/endpoints.ts'
import { onCleanup, remoteMockServer } from './fixtures.ts'

/** "POST /admin/apikey": an extension shares its path with the spec's GET. */
const extensionRoutes = new Set<string>([
  ...Object.values(endpoints)
    .filter((e) => e.extension && e.path !== '/health')
    .map((e) => `${e.method} ${e.path}`),
  // A service of the spec alone documents none of the extensions either.
  'GET /openapi.json',
])

/**
 * The real mock server behind a proxy that answers 404 for the extension routes, as a service that
 * implements only the spec would.
 */
export async function serviceWithoutExtensions(
  options: {
    /** The mock server behind it (a fresh one when left out). */
    upstream?: { url: string }
    /** Keep the extension routes, dropping only these fields of every answer (lastReportedAt). */
    onlyDrop?: string[]
    /** Drop the extension routes and these fields of every answer too (a spec's service has neither). */
    alsoDrop?: string[]
  } = {},
): Promise<string> {
  const upstream = options.upstream ?? (await remoteMockServer())
  const drop = options.onlyDrop ?? options.alsoDrop
  const proxy = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', upstream.url)
    if (!options.onlyDrop && extensionRoutes.has(`${req.method} ${url.pathname}`)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name, v]) =>
          typeof v === 'string' && !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>
    const answer = await fetch(url, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    })
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    })
    const body = Buffer.from(await answer.arrayBuffer())
    res.end(
      drop && body.length
        ? JSON.stringify(JSON.parse(body.toString('utf8')), (key, value) =>
            drop.includes(key) ? undefined : value,
          )
        : body,
    )
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  onCleanup(() => new Promise((resolve) => proxy.close(resolve)))
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}
