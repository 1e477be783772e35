// The ceiling: node:http answering each path with a fixed JSON body, nothing else; POST /commit first commits
// a pair's write to node:sqlite (WAL, synchronous=FULL). argv[2]: a JSON file of bodies by path.
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

const bodies = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, string>
const db = new DatabaseSync(join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'bare.sqlite'))
db.exec('PRAGMA journal_mode = WAL')
db.exec('PRAGMA synchronous = FULL')
db.exec('CREATE TABLE devices (serial_id TEXT PRIMARY KEY, location_id TEXT) STRICT')
const move = db.prepare(
  'INSERT INTO devices VALUES (?, ?) ON CONFLICT (serial_id) DO UPDATE SET location_id = excluded.location_id',
)
let commits = 0

const server = createServer((request, response) => {
  const path = (request.url ?? '').split('?')[0] ?? ''
  const send = () => {
    if (path === '/commit') {
      db.exec('BEGIN IMMEDIATE')
      move.run(`device-${commits % 1000}`, `loc-${commits++ % 100}`)
      db.exec('COMMIT')
    }
    const body = bodies[path]
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' })
    response.end(body ?? '{}')
  }
  if (request.method === 'POST') {
    request.on('data', () => {})
    request.on('end', send)
  } else send()
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(
    `listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`,
  )
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
