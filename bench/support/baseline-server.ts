// The baseline: bare node:http and node:sqlite doing the work of each scenario and nothing more, on the
// same paths as the mock server, so the load generator sends both the very same requests.
// - GETs: the mock server's own answers, held as Buffers (the mock server caches its lists the same way).
// - POST /admin/device: parse the JSON; a seeded (stored) device gets the mock server's UPDATE, committed
//   alone with synchronous=FULL before the answer; any other is kept in a Map.
// - POST /admin/pair: parse the JSON; the mock server's upsert of the location, committed alone.
// argv[2]: a JSON file of the GET bodies by path; argv[3]: the directory of its database.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { migrations } from '#mock-server/store/schema.ts'
import { DEVICES, benchSeed } from './bench-seed.ts'

const bodies = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, string>,
  ).map(([path, body]) => [path, Buffer.from(body)]),
)
const db = new DatabaseSync(join(process.argv[3] ?? '', 'baseline.sqlite'), {
  enableForeignKeyConstraints: true,
})
db.exec('PRAGMA journal_mode = WAL')
db.exec('PRAGMA synchronous = FULL')
if ((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version === 0) {
  db.exec('BEGIN')
  for (const migration of migrations) db.exec(migration.sql)
  db.exec(`PRAGMA user_version = ${migrations.length}`)
  db.exec("INSERT INTO tenants VALUES ('bench-tenant', 'Bench tenant')")
  db.exec("INSERT INTO accounts VALUES ('bench', 'bench-tenant', 'Bench account')")
  const insert = db.prepare("INSERT INTO devices VALUES ('bench', ?, ?, ?, ?, ?, 'sensor')")
  for (const device of benchSeed().devices)
    insert.run(device.serialId, device.deviceType, device.name, device.info, device.locationId)
  db.exec('COMMIT')
}
const stored = new Set(benchSeed().devices.map((device) => device.serialId))
const updateFields = db.prepare(
  'UPDATE devices SET device_type = ?, name = ?, info = ? WHERE account_id = ? AND serial_id = ?',
)
const storeWithLocation = db.prepare(
  `INSERT INTO devices (account_id, serial_id, device_type, name, info, location_id, source)
   VALUES (?, ?, ?, ?, ?, ?, ?)
   ON CONFLICT (account_id, serial_id) DO UPDATE SET location_id = excluded.location_id`,
)
const unstored = new Map<string, unknown>()

function committed(write: () => void): void {
  db.exec('BEGIN IMMEDIATE')
  write()
  db.exec('COMMIT')
}

function answer(response: ServerResponse, status: number, body: string | Buffer): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(body)
}

function post(path: string, body: Record<string, unknown>): unknown {
  if (path === '/admin/pair') {
    const serialIds = body.deviceSerialIDs as string[]
    committed(() => {
      for (const serialId of serialIds)
        storeWithLocation.run('bench', serialId, 32, '', '', String(body.locationId), 'sensor')
    })
    return { status: 'OK', paired: serialIds }
  }
  const serialId = String(body.serialId)
  const device = { ...body, locationId: null, source: 'admin' }
  if (stored.has(serialId)) {
    committed(() =>
      updateFields.run(
        Number(body.deviceType),
        String(body.name),
        String(body.info),
        'bench',
        serialId,
      ),
    )
    return { status: 'OK', message: 'Device created or updated.', created: false, device }
  }
  const created = !unstored.has(serialId)
  unstored.set(serialId, device)
  return { status: 'OK', message: 'Device created or updated.', created, device }
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  const [path = '', query] = (request.url ?? '').split('?')
  if (request.method !== 'POST') {
    const body =
      path === '/health' ? '{"status":"OK"}' : bodies.get(query ? `${path}?${query}` : path)
    answer(response, body === undefined ? 404 : 200, body ?? '{}')
    return
  }
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
    answer(response, 200, JSON.stringify(post(path, body)))
  })
}

const server = createServer(handle)
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  process.stdout.write(`baseline (${DEVICES} devices) listening on http://127.0.0.1:${port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
