// Part of `npm run bench:serial-id`: reading a 256-byte EDID and a 50-line netsh scan, each beside a baseline
// that does the least any reader must (run in the same process, warmed up, interleaved in rounds). Both are
// written for the tests (test/support/edid.ts, test/fixtures/serial-id).
import { readFileSync } from 'node:fs'
import { readEdid, readText } from '#shared/serial-id/read.ts'
import { makeEdid } from '../../test/support/edid.ts'

const fixtures = new URL('../../test/fixtures/serial-id/', import.meta.url)
const edid = makeEdid({
  vendor: 'ZZU',
  productCode: 0xa17d,
  numericSerial: 809060940,
  serialText: '#ZZ5E0053xyz',
  name: 'ZZU 38 Office',
  extensions: [{}],
})
const scan = readFileSync(new URL('netsh-networks-en.txt', fixtures), 'utf8')
  .split('\n')
  .slice(0, 50)
  .join('\n')
const ROUNDS = 7
const BATCH = { edid: 20_000, netsh: 5_000 }

/** Header, checksum, vendor, product code, numeric serial and the 0xFF text: no checks, no messages. */
function bareEdid(bytes: Uint8Array): string {
  let sum = 0
  for (let i = 0; i < 128; i++) sum += bytes[i] ?? 0
  if (bytes[0] !== 0 || bytes[1] !== 0xff || (sum & 0xff) !== 0) return ''
  const word = ((bytes[8] ?? 0) << 8) | (bytes[9] ?? 0)
  const vendor = String.fromCharCode(
    64 + ((word >> 10) & 31),
    64 + ((word >> 5) & 31),
    64 + (word & 31),
  )
  let serial = String(
    ((bytes[12] ?? 0) |
      ((bytes[13] ?? 0) << 8) |
      ((bytes[14] ?? 0) << 16) |
      ((bytes[15] ?? 0) << 24)) >>>
      0,
  )
  for (const offset of [54, 72, 90, 108])
    if (bytes[offset] === 0 && bytes[offset + 3] === 0xff)
      serial = String.fromCharCode(...bytes.subarray(offset + 5, offset + 18)).split('\n')[0] ?? ''
  const code = ((bytes[10] ?? 0) | ((bytes[11] ?? 0) << 8))
    .toString(16)
    .toUpperCase()
    .padStart(4, '0')
  return `${vendor};${serial};${code}`
}

/** The BSSIDs of a netsh scan by one regex, lowercased: no SSID, band, checks or warnings. */
function bareNetsh(text: string): string[] {
  return [...text.matchAll(/BSSID \d+\s*:\s*(\S+)/g)].map(
    (m) => `Network;${m[1]?.toLowerCase()};WiFi`,
  )
}

function perSecond(count: number, run: () => unknown): number {
  const start = performance.now()
  for (let i = 0; i < count; i++) run()
  return count / ((performance.now() - start) / 1000)
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const fmt = (value: number) => Math.round(value).toLocaleString('en-US').padStart(11)

function compare(
  name: string,
  count: number,
  helper: () => unknown,
  baseline: () => unknown,
): void {
  perSecond(count, helper) // warm-up
  perSecond(count, baseline)
  const ours: number[] = []
  const bare: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which runs first, so neither always gets the warmer cache.
    if (round % 2 === 0) {
      ours.push(perSecond(count, helper))
      bare.push(perSecond(count, baseline))
    } else {
      bare.push(perSecond(count, baseline))
      ours.push(perSecond(count, helper))
    }
  }
  const spread = (values: number[]) =>
    `${fmt(Math.min(...values)).trim()}–${fmt(Math.max(...values)).trim()}`
  console.log(`${name}`)
  console.log(`  helper   ${fmt(median(ours))} /s  (spread ${spread(ours)})`)
  console.log(`  baseline ${fmt(median(bare))} /s  (spread ${spread(bare)})`)
  console.log(
    `  ratio: the helper runs at ${((median(ours) / median(bare)) * 100).toFixed(1)}% of the baseline`,
  )
}

export function benchReading(): void {
  const edidId = readEdid(edid)
  const scanIds = readText(scan).devices.map((device) => device.serialId)
  if (!edidId.ok || edidId.device.serialId !== bareEdid(edid))
    throw new Error('EDID readings differ')
  if (scanIds.join() !== bareNetsh(scan).join()) throw new Error('netsh readings differ')
  console.log(
    `\nreading ids from their source, median of ${ROUNDS} interleaved rounds (no target: a reference)`,
  )
  compare(
    `readEdid(), ${edid.length}-byte EDID`,
    BATCH.edid,
    () => readEdid(edid),
    () => bareEdid(edid),
  )
  compare(
    `readText(), 50-line netsh scan (${scanIds.length} BSSIDs, every reader tried)`,
    BATCH.netsh,
    () => readText(scan),
    () => bareNetsh(scan),
  )
}
