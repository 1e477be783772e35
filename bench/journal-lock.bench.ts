// npm run bench:journal-lock — what another program holding the activity journal's write lock costs a
// registration (one device registered and paired through the handler table, against the embedded
// service): rounds that take turns, the lock free and then held by another process. Target: the first
// registration after the lock was taken (the one that waits the journal's busy timeout) costs at most
// 50 ms more than a registration while it is free (medians over the rounds; the slowest are printed).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { createAppCore } from '#core/core.ts'
import { createMemoryStore } from '#core/credentials/memory-store.ts'
import { inProcessEmbeddedService } from '#core/embedded/in-process-service.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5)
const PER_ROUND = Number(process.env['BENCH_REGISTERS'] ?? 20)
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

const dir = await mkdtemp(join(tmpdir(), 'bench-journal-lock-'))
const core = await createAppCore({
  configDir: dir,
  credentials: createMemoryStore(),
  embedded: inProcessEmbeddedService(join(dir, 'mock-server'), {
    scryptParams: { N: 1024, r: 8, p: 1 },
  }),
  appName: 'bench',
  appVersion: '0.0.0',
  surface: 'cli',
})

// Another program that takes and lets go of the journal's write lock when told on its stdin.
const holder = spawn(
  process.execPath,
  [
    '-e',
    `const { DatabaseSync } = require('node:sqlite')
     const db = new DatabaseSync(process.argv[1])
     require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
       db.exec(line === 'lock' ? 'BEGIN IMMEDIATE' : 'COMMIT')
       process.stdout.write(line + '\\n')
     })`,
    join(dir, 'activity.sqlite'),
  ],
  { stdio: ['pipe', 'pipe', 'inherit'] },
)
const said = createInterface({ input: holder.stdout })[Symbol.asyncIterator]()
async function tell(line: 'lock' | 'unlock') {
  holder.stdin.write(`${line}\n`)
  await said.next()
}

let n = 0
async function registerOnce(): Promise<number> {
  n++
  const hex = (v: number) => v.toString(16).padStart(2, '0')
  const start = performance.now()
  const result = await core.dispatch('putDevices', {
    devices: [
      {
        serialId: `Network;02:48:00:00:${hex(n >> 8)}:${hex(n & 0xff)};WiFi`,
        deviceType: 32,
        name: 'Bench',
        info: '5 GHz',
        locationId: 'berlin-f2',
      },
    ],
    keepUnpaired: false,
    via: 'register',
  })
  const ms = performance.now() - start
  if (!result.ok) throw new Error(result.error.message)
  return ms
}

try {
  console.log(`Journal lock benchmark (load average ${load()})`)
  for (let i = 0; i < 10; i++) await registerOnce()
  const free: number[] = []
  const held: number[] = []
  const firstHeld: number[] = []
  let worstFree = 0
  let worstHeld = 0
  for (let round = 0; round < ROUNDS; round++) {
    const ours: number[] = []
    for (let i = 0; i < PER_ROUND; i++) ours.push(await registerOnce())
    free.push(median(ours))
    worstFree = Math.max(worstFree, ...ours)
    await tell('lock')
    const locked: number[] = []
    for (let i = 0; i < PER_ROUND; i++) locked.push(await registerOnce())
    held.push(median(locked))
    firstHeld.push(locked[0] ?? Number.NaN)
    worstHeld = Math.max(worstHeld, ...locked)
    await tell('unlock')
    // The entries that waited are written by the journal's retry, between the rounds.
    await new Promise((resolve) => setTimeout(resolve, 600))
  }
  const cost = median(firstHeld) - median(free)
  console.log(
    `register + pair, lock free: ${spread(free, 1, ' ms')}; another program holding the lock: ${spread(held, 1, ' ms')}, the first after it was taken ` +
      `${spread(firstHeld, 1, ' ms')}; slowest free ${fmt(worstFree, 1)} ms, held ${fmt(worstHeld, 1)} ms ` +
      `(${ROUNDS} rounds of ${PER_ROUND} each, in turns; load average ${load()})`,
  )
  const written = (await core.handlers.listActivity({ offset: 0, limit: 1, actions: ['register'] }))
    .total
  console.log(`registrations journaled after the rounds: ${fmt(written)} of ${fmt(n)}`)
  printTargets([
    {
      name: 'a held lock costs the first register',
      figure: `${fmt(cost, 1)} ms (target ≤ 50 ms)`,
      holds: cost <= 50,
    },
    {
      name: 'entries kept while the lock was held',
      figure: `${fmt(written)} of ${fmt(n)} (target all)`,
      holds: written === n,
    },
  ])
} finally {
  holder.kill()
  await once(holder, 'exit')
  await core.close()
  await rm(dir, { recursive: true, force: true })
}
