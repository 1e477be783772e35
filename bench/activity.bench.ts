// npm run bench:activity — the activity journal's targets, each warmed up and repeated in rounds:
// - one append (a pair entry, each for another device) against a bare node:sqlite INSERT of the same
//   row into the same kind of file, taking turns: p50 and p99 per round (target p99 ≤ 1 ms);
// - the lost-registration check of 10,000 tracked devices against a service's list of 10,000
//   (target ≤ 200 ms), and the same through the handler table with the embedded service's list;
// - the Activity screen in Chromium with 100,000 entries: click → first rows painted (target ≤ 500 ms).
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Device } from '#shared/api/devices.ts'
import { createJournal, type NewEntry } from '#core/journal/journal.ts'
import { lostAmong } from '#core/registry/lost.ts'
import { activityInBrowser } from './support/activity-browser.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5)
const APPENDS = Number(process.env['BENCH_APPENDS'] ?? 5_000)
const TRACKED = 10_000
const ENTRIES = Number(process.env['BENCH_ENTRIES'] ?? 100_000)
const PAGE_LOADS = Number(process.env['BENCH_PAGE_LOADS'] ?? 3)

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  Number.NaN

const who = { kind: 'user' as const, name: 'berlin.admin', role: 'accountAdmin' }
const scope = { profileId: 'offline-demo', accountId: '' }
const serial = (n: number) =>
  `Network;02:${[n >> 24, n >> 16, n >> 8, n].map((b) => (b & 255).toString(16).padStart(2, '0')).join(':')}:00;WiFi`
const entry = (n: number): NewEntry => ({
  who,
  via: 'import',
  action: 'pair',
  serialId: serial(n),
  deviceType: 32,
  before: { deviceType: 32, name: `AP ${n}`, info: '5 GHz', locationId: null },
  after: { deviceType: 32, name: `AP ${n}`, info: '5 GHz', locationId: 'berlin-f2' },
})

const dir = await mkdtemp(join(tmpdir(), 'bench-activity-'))
try {
  console.log(`Activity journal benchmark (load average ${load()})`)

  // Appends, interleaved with their ceiling: the same row in a bare table, WAL, synchronous NORMAL.
  const journal = createJournal({ dir, surface: 'app', log: () => {} })
  const bare = new DatabaseSync(join(dir, 'bare.sqlite'))
  // Like the journal: checkpoints between changes, not inside an insert.
  bare.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 0')
  bare.exec('CREATE TABLE entries (id INTEGER PRIMARY KEY, at TEXT, body TEXT)')
  const insert = bare.prepare('INSERT INTO entries (at, body) VALUES (?, ?)')
  let n = 0
  const appendOnce = () => {
    const start = performance.now()
    journal.append(scope, [entry(n++)])
    return performance.now() - start
  }
  const bareOnce = () => {
    const start = performance.now()
    insert.run(new Date().toISOString(), JSON.stringify(entry(n++)))
    return performance.now() - start
  }
  for (let i = 0; i < 1_000; i++) {
    appendOnce()
    bareOnce()
  }
  const p99s: number[] = []
  const p50s: number[] = []
  const bareP99s: number[] = []
  const checkpoints: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const ours: number[] = []
    const theirs: number[] = []
    for (let i = 0; i < APPENDS; i++) {
      ours.push(appendOnce())
      theirs.push(bareOnce())
    }
    // A pause between rounds, as between a user's changes: the journal's checkpoint runs in it.
    const start = performance.now()
    bare.exec('PRAGMA wal_checkpoint(PASSIVE)')
    checkpoints.push(performance.now() - start)
    await new Promise((resolve) => setTimeout(resolve, 600))
    p50s.push(percentile(ours, 0.5))
    p99s.push(percentile(ours, 0.99))
    bareP99s.push(percentile(theirs, 0.99))
  }
  bare.close()
  console.log(
    `append: p50 ${spread(p50s, 3, ' ms')}, p99 ${spread(p99s, 3, ' ms')}; bare INSERT p99 ${spread(bareP99s, 3, ' ms')}; ` +
      `a checkpoint of ${fmt(APPENDS)} rows between changes ${spread(checkpoints, 1, ' ms')} ` +
      `(${ROUNDS} rounds of ${fmt(APPENDS)} each, after 1,000 warm-up; load average ${load()})`,
  )

  // The lost check: 10,000 tracked, the service lists 9,000 of them and 1,000 others.
  journal.track(
    scope,
    Array.from({ length: TRACKED }, (_, i) => ({
      serialId: serial(1_000_000 + i),
      deviceType: 32,
      name: `AP ${i}`,
      info: '5 GHz',
      locationId: null,
      registeredAt: new Date().toISOString(),
    })),
  )
  const listed: Device[] = Array.from({ length: TRACKED }, (_, i) => ({
    serialId: serial(1_000_000 + (i < 9_000 ? i : 20_000 + i)),
    deviceType: 32,
    name: `AP ${i}`,
    info: '5 GHz',
    locationId: 'berlin-f2',
    source: 'admin',
  }))
  const lostTimes: number[] = []
  let lostCount = 0
  for (let round = 0; round < ROUNDS + 3; round++) {
    const start = performance.now()
    const present = new Map(listed.map((device) => [device.serialId, device]))
    lostCount = lostAmong(journal, scope, present, true).devices.length
    if (round >= 3) lostTimes.push(performance.now() - start)
  }
  journal.close()
  console.log(
    `lost check of ${fmt(TRACKED)} tracked against a list of ${fmt(listed.length)}: ${spread(lostTimes, 1, ' ms')}, ${fmt(lostCount)} lost (load average ${load()})`,
  )

  // In turns with its baseline: the same screen over a journal of 100 entries.
  const painted: number[] = []
  const baseline: number[] = []
  for (let round = 0; round < PAGE_LOADS; round++) {
    painted.push(...(await activityInBrowser(ENTRIES, 1)))
    baseline.push(...(await activityInBrowser(100, 1)))
  }
  console.log(
    `Activity screen with ${fmt(ENTRIES)} entries, click → first rows painted: ${spread(painted, 0, ' ms')}; ` +
      `with 100 entries ${spread(baseline, 0, ' ms')} (ratio ${fmt(median(painted) / median(baseline), 2)}); ` +
      `${PAGE_LOADS} loads each, in turns (load average ${load()})`,
  )

  printTargets([
    {
      name: 'journal append p99',
      figure: `${fmt(median(p99s), 3)} ms (target ≤ 1 ms)`,
      holds: median(p99s) <= 1,
    },
    {
      name: `lost check, ${fmt(TRACKED)} devices`,
      figure: `${fmt(median(lostTimes), 1)} ms (target ≤ 200 ms)`,
      holds: median(lostTimes) <= 200,
    },
    {
      name: `Activity first paint, ${fmt(ENTRIES)} entries`,
      figure: `${fmt(median(painted))} ms (target ≤ 500 ms)`,
      holds: median(painted) <= 500,
    },
  ])
} finally {
  await rm(dir, { recursive: true, force: true })
}
