// `npm run bench:survey`: the floor survey's own work per detection (the baseline diff, the dock among
// the USB devices, the proposal with each device looked up in the account, the desks and their progress)
// beside a bare baseline that only diffs the keys; the machine alternates between the laptop alone and a
// desk with a dock of BENCH_USB devices, two monitors and its adapter, over an account of BENCH_DEVICES
// devices and a floor of BENCH_DESKS desks. Then the survey's IPC handlers, a recorded machine read from
// disk: the work of one detection after a plug-in (detection + survey + the account looked up again), and
// so the worst wait from a plug-in to its proposal (one 2 s interval more). Medians (min–max), load average.
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'
import { detectedKey, type DetectedDevice } from '#shared/ipc/detect.ts'
import type { MachineDetection } from '#core/detect/detect.ts'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { floorOf } from '#core/survey/desks.ts'
import { createSurveyHandlers } from '#core/survey/handlers.ts'
import { DESK_KINDS } from '#core/survey/machine-diff.ts'
import { createSurveySession } from '#core/survey/session.ts'
import { fmt, median, printTargets, spread } from './support/stats.ts'
import { SYSFS_NO_SERIAL } from '#shared/serial-id/part-problems.ts'

const DEVICES = Number(process.env['BENCH_DEVICES'] ?? 20_000)
const DESKS = Number(process.env['BENCH_DESKS'] ?? 40)
const USB = Number(process.env['BENCH_USB'] ?? 30)
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 15)
const TICKS = 40
const WARMUP = 3
const TARGET_MS = 20
const INTERVAL_MS = 2000
const PROPOSAL_TARGET_MS = 3000

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

const FLOOR = fileURLToPath(new URL('../test/fixtures/detect/survey-floor', import.meta.url))
const recorded = async (state: string) => (await fixtureDetector(`${FLOOR}/${state}`))(DESK_KINDS)
const laptop = await recorded('baseline')
const desk = await recorded('desk-1')

/** The recorded desk with a bigger dock: more hubs and devices behind it, as a large dock shows. */
function withBigDock(machine: MachineDetection, count: number): MachineDetection {
  const extra: DetectedDevice[] = Array.from({ length: count }, (_, i) => {
    const hub = i % 5 === 0
    const serial = hub ? undefined : `ZZBENCH${String(i).padStart(5, '0')}`
    return {
      kind: 'usb',
      deviceType: 4,
      ...(serial ? { serialId: `0BDA;${serial};${4000 + i}` } : {}),
      candidates: [],
      ...(serial ? {} : { missing: { part: 'serial', ...SYSFS_NO_SERIAL } }),
      parts: { vendor: '0x0bda', product: `0x${(0x1000 + i).toString(16)}` },
      name: hub ? 'USB3.0 Hub' : `Bench device ${i}`,
      info: '',
      source: '/sys/bus/usb/devices',
      where: `1-1.${Math.floor(i / 4) + 1}.${(i % 4) + 1}`,
      ...(hub ? { hub: true } : {}),
      warnings: [],
    }
  })
  return { ...machine, devices: [...machine.devices, ...extra] }
}
const plugged = withBigDock(desk, USB - desk.devices.filter((d) => d.kind === 'usb').length)

// A site of floors of DESKS desks each; the surveyed floor is the first.
const floors = Math.max(1, Math.ceil(DEVICES / (DESKS * 3)))
const locations: Location[] = [{ id: 'site', name: 'Site', accountId: 'a', parentId: null }]
for (let f = 1; f <= floors; f++) {
  locations.push({ id: `f${f}`, name: `Floor ${f}`, accountId: 'a', parentId: 'site' })
  for (let d = 1; d <= DESKS; d++)
    locations.push({
      id: `f${f}-d${d}`,
      name: `Floor ${f} · Desk ${f}.${String(d).padStart(2, '0')}`,
      accountId: 'a',
      parentId: `f${f}`,
    })
}
// Every desk of every floor but the first half of the surveyed one has a dock and two monitors.
const devices: Device[] = []
for (let i = 0; devices.length < DEVICES; i++) {
  const f = Math.floor(i / DESKS) + 1
  const d = (i % DESKS) + 1
  const locationId = f === 1 && d <= DESKS / 2 ? null : `f${f}-d${d}`
  const serial = String(i).padStart(8, '0')
  devices.push(
    {
      serialId: `413C;ZZ${serial};45166`,
      deviceType: 4,
      name: `dock ${i}`,
      info: '',
      locationId,
      source: 'admin',
    },
    {
      serialId: `ZZT;A${serial};4101`,
      deviceType: 2,
      name: `monitor ${i}`,
      info: '',
      locationId,
      source: 'sensor',
    },
    {
      serialId: `ZZT;B${serial};4101`,
      deviceType: 2,
      name: `monitor ${i}`,
      info: '',
      locationId,
      source: 'sensor',
    },
  )
}
devices.length = DEVICES
const names = new Map(locations.map((location) => [location.id, location.name]))
const account = { devices, complete: true, names, confirmed: new Set<string>() }

console.log(
  `Survey of a floor of ${DESKS} desks, ${fmt(DEVICES)} devices in the account; the laptop alone (${laptop.devices.length} devices) and at a desk (${plugged.devices.length}, ${USB} USB) in turn (load average ${loadAverage()})`,
)

const floor = floorOf(locations, true, 'f1')
const session = createSurveySession(floor, laptop)
session.setAccount(account)
const machines = [plugged, laptop]

/** The survey's work per detection: diff, proposal, the desks with their progress, the hint. */
function surveyTick(machine: MachineDetection): number {
  session.observe(machine)
  const desks = session.desks()
  session.phase()
  session.hint()
  return desks.length + (session.proposal?.items.length ?? 0)
}

/** The bare baseline: what arrived, by key against a set, and nothing more. */
const baselineKeys = new Set(laptop.devices.map(detectedKey))
const bareTick = (machine: MachineDetection) =>
  machine.devices.filter((device) => !baselineKeys.has(detectedKey(device))).length

const cases: Array<[string, (machine: MachineDetection) => number]> = [
  ['bare baseline: keys diffed', bareTick],
  ['survey: diff + dock + proposal + desks', surveyTick],
]
const perTick = new Map<string, number[]>(cases.map(([name]) => [name, []]))
const plugInTick: number[] = []
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  for (const [name, work] of cases) {
    const times: number[] = []
    for (let tick = 0; tick < TICKS; tick++) {
      const machine = machines[tick % 2]!
      const start = performance.now()
      work(machine)
      const ms = performance.now() - start
      times.push(ms)
      if (name.startsWith('survey') && machine === plugged && round >= WARMUP) plugInTick.push(ms)
    }
    if (round >= WARMUP) perTick.get(name)!.push(median(times))
  }
}
for (const [name, times] of perTick)
  console.log(
    `${name.padEnd(40)} ${spread(times, 2, ' ms')} per detection (median of ${TICKS} each round, ${ROUNDS} rounds)`,
  )
console.log(`${'survey, the detections with a plug-in'.padEnd(40)} ${spread(plugInTick, 2, ' ms')}`)
surveyTick(plugged)
const proposal = session.proposal
console.log(
  `  proposed: ${proposal?.items.map((item) => `${item.role} ${item.serialId ?? '(no id)'}`).join(', ')}; the dock's parts: ${proposal?.items[0]?.parts.length}`,
)

// The IPC handlers over a recorded machine (read from disk at each detection) and an in-memory account.
const listed = {
  complete: true,
  devices,
  lost: { devices: [], checkedAt: new Date().toISOString() },
}
const base = {
  listLocations: async () => ({ supported: true, hierarchy: true, locations }),
  listDevices: async () => listed,
  listActivity: async () => ({ total: 0, entries: [], notice: null }),
  putDevices: async () => ({ results: [] }),
  undoActivity: async () => {
    throw new Error('not in the benchmark')
  },
} as unknown as Pick<
  IpcHandlers,
  'listDevices' | 'listLocations' | 'putDevices' | 'undoActivity' | 'listActivity'
>
let state = 'baseline'
const detectors = new Map([
  ['baseline', await fixtureDetector(`${FLOOR}/baseline`)],
  ['desk-1', await fixtureDetector(`${FLOOR}/desk-1`)],
])
const handlers = createSurveyHandlers(base, (kinds) => detectors.get(state)!(kinds))
await handlers.surveyStart({ locationId: 'f1' })
const plugIn: number[] = []
const steady: number[] = []
const surveyOwn: number[] = []
for (let round = 0; round < WARMUP + ROUNDS; round++) {
  state = 'desk-1'
  let start = performance.now()
  const shown = await handlers.surveyState({ detect: true })
  if (shown?.phase !== 'plugged') throw new Error(`expected a proposal, got ${shown?.phase}`)
  const plugMs = performance.now() - start
  start = performance.now()
  const again = await handlers.surveyState({ detect: true })
  const steadyMs = performance.now() - start
  state = 'baseline'
  await handlers.surveyState({ detect: true })
  if (round < WARMUP) continue
  plugIn.push(plugMs)
  steady.push(steadyMs)
  surveyOwn.push(again!.timing.surveyMs)
}
console.log(
  `IPC, the detection that sees a plug-in (detect + survey + account of ${fmt(DEVICES)} looked up): ${spread(plugIn, 1, ' ms')}`,
)
console.log(
  `IPC, a detection with nothing new:  ${spread(steady, 1, ' ms')} (of which the survey's own ${spread(surveyOwn, 2, ' ms')})`,
)
console.log(`(load average ${loadAverage()})`)

const own = median(perTick.get('survey: diff + dock + proposal + desks')!)
printTargets([
  {
    name: "survey's own work per detection",
    figure: `${fmt(own, 2)} ms (target ≤ ${TARGET_MS} ms)`,
    holds: own <= TARGET_MS,
  },
  {
    name: "survey's own work, a plug-in",
    figure: `${fmt(median(plugInTick), 2)} ms (target ≤ ${TARGET_MS} ms)`,
    holds: median(plugInTick) <= TARGET_MS,
  },
  {
    name: 'plug-in → proposal, worst wait',
    figure: `${fmt(INTERVAL_MS + Math.max(...plugIn))} ms (2 s + slowest; ≤ ${PROPOSAL_TARGET_MS} ms)`,
    holds: INTERVAL_MS + Math.max(...plugIn) <= PROPOSAL_TARGET_MS,
  },
])
