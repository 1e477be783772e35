// `npm run bench:detect`: how long "Detect on this PC" takes on this machine (target ≤ 2 s, without a Wi-Fi
// rescan), beside a baseline that only reads the same kernel files without parsing them, and a recorded
// Windows desk (17 devices) read through the same parsers. Warmed up, interleaved in rounds.
import { execFileSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { machineDetector } from '#core/detect/detect.ts'
import { fixtureDetector } from '#core/detect/fixture.ts'

const ROUNDS = 30
const WARMUP = 5
const COLD = 5
const TARGET_MS = 2000

/** The floor: the files the Linux readers open, read raw. */
async function baseline(): Promise<void> {
  const read = (path: string) => readFile(path).catch(() => undefined)
  const list = (path: string) => readdir(path).catch(() => [] as string[])
  const faces = await list('/sys/class/net')
  await Promise.all([
    list('/sys/class/drm'),
    list('/sys/bus/usb/devices'),
    ...faces.flatMap((face) =>
      ['address', 'type', 'addr_assign_type'].map((file) => read(`/sys/class/net/${face}/${file}`)),
    ),
    read('/proc/net/route'),
    read('/proc/net/arp'),
  ])
}

const detect = machineDetector()
const recorded = await fixtureDetector(
  fileURLToPath(new URL('../test/fixtures/detect/windows-11', import.meta.url)),
)
const cases: Array<[string, () => Promise<unknown>]> = [
  ['baseline: raw reads', baseline],
  ['this machine', () => detect()],
  ['recorded Windows desk', () => recorded()],
]
const times = new Map<string, number[]>(cases.map(([name]) => [name, []]))
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  for (const [name, run] of cases) {
    const start = performance.now()
    await run()
    if (round >= WARMUP) times.get(name)?.push(performance.now() - start)
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const at = (values: number[], q: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1)
const base = at(times.get('baseline: raw reads') ?? [], 0.5)
const detection = await detect()
console.log(
  `Detect on this PC (${detection.machine.platform}, ${detection.devices.length} devices, ${detection.readers.length} readers), ${ROUNDS} rounds after ${WARMUP} warm-up, interleaved`,
)
console.table(
  [...times].map(([name, values]) => ({
    case: name,
    'median ms': ms(at(values, 0.5)),
    'p90 ms': ms(at(values, 0.9)),
    'min–max ms': `${ms(Math.min(...values))}–${ms(Math.max(...values))}`,
    'vs baseline': `${(at(values, 0.5) / base).toFixed(1)}×`,
    [`≤ ${TARGET_MS} ms`]: Math.max(...values) <= TARGET_MS ? 'holds' : 'misses',
  })),
)

const script = fileURLToPath(new URL('./support/detect-once.ts', import.meta.url))
const cold = Array.from({ length: COLD }, () =>
  Number(execFileSync(process.execPath, [script], { encoding: 'utf8' })),
)
console.log(
  `Cold, a new process with its imports: median ${ms(at(cold, 0.5))} ms, max ${ms(Math.max(...cold))} ms over ${COLD} runs: ${Math.max(...cold) <= TARGET_MS ? 'holds' : 'misses'} ≤ ${TARGET_MS} ms`,
)
