export interface Row {
  name: string
  connections: number
  rps: number
  p50: number
  p99: number
  errors: number
  rssMb: number
  ceiling: number
  ceilingName: string
}

const fmt = (value: number, digits = 0) => value.toFixed(digits)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** The benchmark's table: each row beside its ceiling, with the ratio. */
export function printReport(report: {
  seconds: number
  devices: number
  rows: Row[]
  coldStarts: number[]
  idleRss: number[]
  seedingStartMs: number
  sqliteCeiling: number
}): void {
  const { rows, sqliteCeiling } = report
  console.log(
    `\nMock server benchmark: ${report.seconds} s per load, loopback, X-API-Key auth, ${report.devices} seeded devices`,
  )
  console.log(
    `Cold start, spawn to first answer (existing database): median ${fmt(median(report.coldStarts))} ms, ` +
      `max ${fmt(Math.max(...report.coldStarts))} ms over ${report.coldStarts.length} starts`,
  )
  console.log(
    `First start (seeding ${report.devices} devices): listening after ${fmt(report.seedingStartMs)} ms`,
  )
  console.log(`Idle RSS after start: ${report.idleRss.map((mb) => fmt(mb)).join(', ')} MB`)
  console.log(
    `Bare node:sqlite (WAL, synchronous=FULL), one pair's write per commit, no HTTP: ${fmt(sqliteCeiling)} commits/s\n`,
  )
  console.table(
    rows.map((row) => ({
      scenario: row.name,
      conns: row.connections,
      'req/s': fmt(row.rps),
      'p50 ms': fmt(row.p50, 1),
      'p99 ms': fmt(row.p99, 1),
      'non-2xx': row.errors,
      'peak RSS MB': fmt(row.rssMb, 1),
      ceiling: `${fmt(row.ceiling)} ${row.ceilingName}`,
      ratio: `${fmt((row.rps / row.ceiling) * 100)}%`,
      'vs bare commit': row.ceilingName.includes('commit')
        ? `${fmt((row.rps / sqliteCeiling) * 100)}%`
        : '',
    })),
  )
  console.log(
    'Targets: 1-location GET ≥ 40% of bare; POST /admin/device ≥ 5k req/s; pair ≥ 50% of its ceiling;',
  )
  console.log('p99 ≤ 10 ms at 10 connections; RSS under load ≤ 150 MB; cold start ≤ 300 ms.')
}
