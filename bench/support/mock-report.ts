import type { LoadResult } from './load.ts'
import type { Fsyncs } from './processes.ts'
import type { Scenario } from './scenarios.ts'
import { fmt, median, printTargets, spread } from './stats.ts'
import type { Target } from './stats.ts'

export interface Measured {
  scenario: string
  connections: number
  server: 'mock' | 'baseline'
  round: number
  seconds: number
  load: LoadResult
  /** The server's fsync + fdatasync calls during the load; null where perf cannot trace them. */
  fsyncs: Fsyncs | null
  /** Devices whose committed name or location differ after the load (durable writes only). */
  rowsChanged: number | null
  gc?: { scavenges: number; markCompacts: number; maxPauseMs: number }
}

export interface Started {
  server: 'mock' | 'host' | 'baseline'
  /** From spawn to the first 200. */
  coldStartMs: number
  /** VmRSS half a second after the first 200. */
  idleRssMb: number
}

export interface Peak {
  server: 'mock' | 'baseline'
  scenario: string
  /** VmHWM once the scenario's loads are over: the peak of the process's whole life. */
  peakRssMb: number
}

interface Report {
  seconds: number
  warmup: number
  rounds: number
  devices: number
  scenarios: Scenario[]
  measured: Measured[]
  started: Started[]
  peaks: Peak[]
  sqliteCommits: { commitsPerSecond: number; changed: number; commits: number }[]
  seedingStartMs: number
  fsyncNote: string | null
}

const TARGETS = {
  coldStartMs: 200,
  idleRssMb: 90,
  loadRssMb: 150,
  p99Ms: 10,
  postRps: 5000,
  getOneRatio: 0.6,
  /** Registering a new device (memory only) beside the bare POST: parse, store in a Map, answer. */
  createRatio: 0.3,
  pairRatio: 0.5,
}

function rowsOf(report: Report, scenario: string, connections: number, server: Measured['server']) {
  return report.measured.filter(
    (m) => m.scenario === scenario && m.connections === connections && m.server === server,
  )
}

const COLUMNS: [string, number][] = [
  ['', 9],
  ['req/s', 24],
  ['p50 ms', 7],
  ['p99 ms', 18],
  ['max ms', 8],
  ['non-2xx', 8],
  ['fsyncs/s', 9],
  ['req/fsync', 10],
  ['fsync avg/max ms', 17],
  ['rows changed', 12],
]
const cells = (values: string[]) =>
  values
    .map((value, i) => value.padEnd(COLUMNS[i]?.[1] ?? 0))
    .join(' ')
    .trimEnd()

function line(label: string, rows: Measured[]): string {
  const loads = rows.map((m) => m.load)
  const traced = rows.flatMap((m) => (m.fsyncs ? [{ ...m.fsyncs, m }] : []))
  const writes = rows.some((m) => m.rowsChanged !== null)
  const values = [
    label,
    spread(loads.map((l) => l.rps)),
    fmt(median(loads.map((l) => l.p50)), 2),
    spread(
      loads.map((l) => l.p99),
      1,
    ),
    fmt(Math.max(...loads.map((l) => l.max)), 1),
    fmt(loads.reduce((sum, l) => sum + l.non2xx + l.errors, 0)),
    fmt(median(traced.map((f) => f.calls / f.m.seconds))),
    writes ? fmt(median(traced.map((f) => (f.m.load.rps * f.m.seconds) / f.calls)), 1) : '',
    writes
      ? `${fmt(median(traced.map((f) => f.totalMs / f.calls)), 2)} / ${fmt(Math.max(...traced.map((f) => f.maxMs)), 1)}`
      : '',
    writes ? fmt(median(rows.map((m) => m.rowsChanged ?? Number.NaN))) : '',
  ]
  const gc = rows.flatMap((m) => (m.gc ? [m.gc] : []))
  const gcNote =
    gc.length === 0
      ? ''
      : `  GC: ${fmt(median(gc.map((g) => g.scavenges)))} scavenges, ${fmt(median(gc.map((g) => g.markCompacts)))} mark-compacts, longest pause ${fmt(Math.max(...gc.map((g) => g.maxPauseMs)), 1)} ms`
  return cells(values) + gcNote
}

const STARTERS = [
  ['mock', 'npm run mock'],
  ['host', "the app's service host"],
  ['baseline', 'baseline'],
] as const

export function printMockReport(report: Report): void {
  const starts = (server: Started['server']) => report.started.filter((s) => s.server === server)
  console.log(
    `\nMock server benchmark: ${fmt(report.devices)} seeded devices, X-API-Key auth, loopback; ${report.warmup} s warm-up + ${report.seconds} s per load, ${report.rounds} rounds; medians (min–max)`,
  )
  console.log(`First start of npm run mock (seeding): ${fmt(report.seedingStartMs)} ms`)
  for (const [server, name] of STARTERS) {
    const cold = starts(server).map((s) => s.coldStartMs)
    const idle = starts(server).map((s) => s.idleRssMb)
    console.log(
      `${name}: cold start (spawn to first 200) ${spread(cold, 0, ' ms')}, idle RSS ${spread(idle, 1, ' MB')}`,
    )
  }
  if (report.sqliteCommits.length > 0)
    console.log(
      `node:sqlite alone (WAL, FULL), one changing UPDATE per commit: ${spread(report.sqliteCommits.map((c) => c.commitsPerSecond))} commits/s; rows changed ${fmt(report.sqliteCommits.reduce((s, c) => s + c.changed, 0))} of ${fmt(report.sqliteCommits.reduce((s, c) => s + c.commits, 0))} commits`,
    )
  if (report.fsyncNote) console.log(`fsyncs not counted: ${report.fsyncNote}`)
  const targets: Target[] = []
  const ratio = (scenario: string, connections: number) =>
    median(rowsOf(report, scenario, connections, 'mock').map((m) => m.load.rps)) /
    median(rowsOf(report, scenario, connections, 'baseline').map((m) => m.load.rps))
  for (const scenario of report.scenarios) {
    const peakOf = (server: Peak['server']) =>
      report.peaks
        .filter((p) => p.scenario === scenario.id && p.server === server)
        .map((p) => p.peakRssMb)
    const peaks = peakOf('mock')
    const basePeaks = peakOf('baseline')
    console.log(
      `\n${scenario.title}; peak RSS (VmHWM) mock ${spread(peaks, 0, ' MB')}, baseline ${spread(basePeaks, 0, ' MB')}`,
    )
    console.log(`    ${cells(COLUMNS.map(([name]) => name))}`)
    for (const connections of [10, 50]) {
      const mock = rowsOf(report, scenario.id, connections, 'mock')
      if (mock.length === 0) continue
      console.log(
        `  ${connections} connections: mock at ${fmt(ratio(scenario.id, connections) * 100)}% of the baseline`,
      )
      console.log(`    ${line('mock', mock)}`)
      console.log(`    ${line('baseline', rowsOf(report, scenario.id, connections, 'baseline'))}`)
    }
    targets.push({
      name: `RSS under load ≤ ${TARGETS.loadRssMb} MB: ${scenario.id}`,
      figure: `max ${fmt(Math.max(...peaks))} MB`,
      holds: Math.max(...peaks) <= TARGETS.loadRssMb,
    })
    const p99 = median(rowsOf(report, scenario.id, 10, 'mock').map((m) => m.load.p99))
    targets.push({
      name: `p99 ≤ ${TARGETS.p99Ms} ms at 10 connections: ${scenario.id}`,
      figure: `${fmt(p99, 1)} ms (median of rounds)`,
      holds: p99 <= TARGETS.p99Ms,
    })
    if (scenario.writes !== 'none') {
      const rps = Math.min(
        ...[10, 50].map((c) =>
          median(rowsOf(report, scenario.id, c, 'mock').map((m) => m.load.rps)),
        ),
      )
      targets.push({
        name: `≥ ${fmt(TARGETS.postRps)} req/s: ${scenario.id}`,
        figure: `${fmt(rps)} req/s (lower of 10/50 conns)`,
        holds: rps >= TARGETS.postRps,
      })
    }
    const minRatio = Math.min(ratio(scenario.id, 10), ratio(scenario.id, 50))
    if (scenario.id === 'get-one')
      targets.push({
        name: `GET one location ≥ ${TARGETS.getOneRatio * 100}% of the baseline`,
        figure: `${fmt(minRatio * 100)}% (lower of 10/50 conns)`,
        holds: minRatio >= TARGETS.getOneRatio,
      })
    if (scenario.id === 'create')
      targets.push({
        name: `create ≥ ${TARGETS.createRatio * 100}% of the baseline`,
        figure: `${fmt(minRatio * 100)}% (lower of 10/50 conns)`,
        holds: minRatio >= TARGETS.createRatio,
      })
    if (scenario.id === 'pair')
      targets.push({
        name: `pair ≥ ${TARGETS.pairRatio * 100}% of the baseline`,
        figure: `${fmt(minRatio * 100)}% (lower of 10/50 conns)`,
        holds: minRatio >= TARGETS.pairRatio,
      })
  }
  targets.unshift(
    ...(['mock', 'host'] as const).flatMap((server) => {
      const name = STARTERS.find(([id]) => id === server)?.[1] ?? server
      const cold = median(starts(server).map((s) => s.coldStartMs))
      const idle = Math.max(...starts(server).map((s) => s.idleRssMb))
      return [
        {
          name: `cold start ≤ ${TARGETS.coldStartMs} ms: ${name}`,
          figure: `${fmt(cold)} ms (median of ${starts(server).length})`,
          holds: cold <= TARGETS.coldStartMs,
        },
        {
          name: `idle RSS ≤ ${TARGETS.idleRssMb} MB: ${name}`,
          figure: `max ${fmt(idle, 1)} MB`,
          holds: idle <= TARGETS.idleRssMb,
        },
      ]
    }),
  )
  printTargets(targets)
}
