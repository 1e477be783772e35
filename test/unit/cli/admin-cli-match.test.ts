// The match check from the command line against `npm run mock` (a real headless process): register a dock
// with its serial in the wrong case, the demo service plays the sensor, check finds the near-miss, --fix
// repairs it, check again says it is matched, undo takes the repair back.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO, onCleanup, tempDir } from '../core/support/fixtures.ts'
import { startCli, stop } from '../mock-server/support/cli-process.ts'
import { machine } from './support/machine.ts'

const WRONG = '413C;cn0cli0001;45166'
const REPORTED = '413C;CN0CLI0001;45166'
const DESK = 'berlin-f2-desk-01'

async function headless() {
  const service = await startCli(['--port', '0', '--data-dir', await tempDir()])
  onCleanup(() => stop(service.child, 'SIGTERM'))
  const { run } = await machine()
  const env = { DEVICE_ADMIN_API_KEY: DEMO.berlinAdminKey }
  await run(['profiles', 'add', 'Headless', '--url', service.url])
  await run(['profiles', 'use', 'Headless'])
  return {
    run: (argv: string[], options: { confirm?: boolean } = {}) => run(argv, { env, ...options }),
  }
}

/** Registers each device at a location, then the demo service reports `reported` as a sensor. */
async function nearMisses(
  run: Awaited<ReturnType<typeof headless>>['run'],
  registered: { type: string; serialId: string; name: string; info: string; location: string }[],
  reported: { serialId: string; deviceType: number }[],
) {
  for (const device of registered) {
    const made = await run([
      'device',
      'register',
      '--type',
      device.type,
      '--serial-id',
      device.serialId,
      '--name',
      device.name,
      '--info',
      device.info,
      '--location',
      device.location,
    ])
    expect(made.code, made.stderr).toBe(0)
  }
  const file = path.join(await tempDir(), 'sensor.json')
  await writeFile(file, JSON.stringify(reported.map((d) => ({ ...d, name: '', info: '' }))))
  expect((await run(['demo', 'sensor', file])).code).toBe(0)
}

const DOCKS = [
  {
    type: 'usb',
    serialId: '413C;cn0all0001;45166',
    name: 'Desk 1 dock',
    info: 'WD19S',
    location: DESK,
  },
  {
    type: 'usb',
    serialId: '413C;cn0all0002;45166',
    name: 'Desk 2 dock',
    info: 'WD19S',
    location: 'berlin-f2-desk-02',
  },
  {
    type: 'wifi',
    serialId: 'Network;02:ab:00:00:00:20;WiFi',
    name: 'Corp',
    info: '5 GHz',
    location: 'berlin-f2',
  },
]
const AS_REPORTED = [
  { serialId: '413C;CN0ALL0001;45166', deviceType: 4 },
  { serialId: '413C;CN0ALL0002;45166', deviceType: 4 },
  // The same radio family: a likely near-miss.
  { serialId: 'Network;02:ab:00:00:00:23;WiFi', deviceType: 32 },
]

async function report(
  run: (argv: string[]) => ReturnType<Awaited<ReturnType<typeof headless>>['run']>,
) {
  const file = path.join(await tempDir(), 'sensor.json')
  await writeFile(
    file,
    JSON.stringify({ devices: [{ serialId: REPORTED, deviceType: 4, name: '', info: '' }] }),
  )
  return run(['demo', 'sensor', file])
}

// Each test starts a service process and runs several commands: more than the default 5 s on a busy machine.
describe('device-admin check', { timeout: 30_000 }, () => {
  it('register, report, check (exit 1), fix, check again (exit 0, matched), undo', async () => {
    const { run } = await headless()
    const registered = await run([
      'device',
      'register',
      '--type',
      'usb',
      '--serial-id',
      WRONG,
      '--name',
      'Desk 1 dock',
      '--info',
      'WD19S',
      '--location',
      DESK,
    ])
    expect(registered.code, registered.stderr).toBe(0)
    const waiting = await run(['check'])
    expect(waiting.code).toBe(0)
    expect(waiting.stdout).toMatch(
      /^0 of 1 registered devices confirmed by a sensor; 0 near-misses, 1 waiting\.\n/,
    )

    const reported = await report(run)
    expect(reported.stdout).toBe('Reported 1 device as a sensor would (1 new to the account).\n')

    const found = await run(['check'])
    expect(found.code).toBe(1)
    expect(found.stdout).toContain(`near-miss  ${WRONG} (Desk 1 dock, ${DESK})\n`)
    expect(found.stdout).toContain(
      `certain: a sensor reports ${REPORTED}. The USB serial "CN0CLI0001" as reported and "cn0cli0001" as registered differ only in case`,
    )
    expect(found.stdout).toContain(`repair: device-admin check --fix '${REPORTED}'`)
    expect(found.stderr).toBe(
      'Error: 1 registered device is a near-miss of what sensors report: repair with --fix SERIAL or --fix-all.\n',
    )

    const fixed = await run(['check', '--fix', REPORTED])
    expect(fixed.code, fixed.stderr).toBe(0)
    expect(fixed.stdout).toMatch(
      new RegExp(
        `^${REPORTED.replaceAll(';', ';')} replaces ${WRONG}: paired to ${DESK}, named "Desk 1 dock"\\. \\(undo: device-admin undo (\\d+)\\)\\n$`,
      ),
    )
    const undoId = /undo (\d+)\)/.exec(fixed.stdout)![1]!

    const again = await run(['check', '--json'])
    expect(again.code).toBe(0)
    const result = JSON.parse(again.stdout)
    expect(result.counts).toMatchObject({ registered: 1, matched: 1, nearMiss: 0 })
    expect(result.entries[0]).toMatchObject({
      status: 'matched',
      device: { serialId: REPORTED, locationId: DESK, name: 'Desk 1 dock' },
    })
    expect((await run(['lost'])).code).toBe(0)

    const undone = await run(['undo', undoId])
    expect(undone.code, undone.stderr).toBe(0)
    expect(undone.stdout).toBe(`${WRONG} is back as it was before ${REPORTED} replaced it.\n`)
    const back = await run(['check', '--json'])
    expect(back.code).toBe(1)
    expect(JSON.parse(back.stdout).entries[0]).toMatchObject({
      status: 'near-miss',
      device: { serialId: WRONG, locationId: DESK },
    })
  })

  it('--fix-all leaves a likely near-miss alone unless --include-likely is given', async () => {
    const { run } = await headless()
    await run([
      'device',
      'register',
      '--type',
      'wifi',
      '--serial-id',
      'Network;02:ab:00:00:00:10;WiFi',
      '--name',
      'Corp',
      '--info',
      '5 GHz',
      '--location',
      'berlin-f2',
    ])
    const file = path.join(await tempDir(), 'sensor.json')
    await writeFile(
      file,
      JSON.stringify([
        { serialId: 'Network;02:ab:00:00:00:13;WiFi', deviceType: 32, name: 'Corp', info: '5 GHz' },
      ]),
    )
    await run(['demo', 'sensor', file])
    const alone = await run(['check', '--fix-all'])
    expect(alone.code).toBe(0)
    expect(alone.stdout).toBe(
      'No certain near-miss to repair.\n1 likely near-miss is left alone: add --include-likely to repair them too.\n',
    )
    expect((await run(['check'])).code).toBe(1)
    const all = await run(['check', '--fix-all', '--include-likely'])
    expect(all.stdout).toContain(
      'Network;02:ab:00:00:00:13;WiFi replaces Network;02:ab:00:00:00:10;WiFi',
    )
    expect((await run(['check'])).code).toBe(0)
  })

  it('--fix-all on a terminal asks once, reports each repair, and leaves the likely one alone', async () => {
    const { run } = await headless()
    await nearMisses(run, DOCKS, AS_REPORTED)
    const declined = await run(['check', '--fix-all'], { confirm: false })
    expect(declined.prompts).toEqual([
      'Repair 2 near-misses? Each sensor id is paired where the admin’s entry was; each admin entry is unpaired and marked replaced (each can be undone).',
    ])
    expect(declined.stdout).toBe('Nothing was repaired.\n')
    expect(JSON.parse((await run(['check', '--json'])).stdout).counts.nearMiss).toBe(3)

    const all = await run(['check', '--fix-all'], { confirm: true })
    expect(all.code, all.stderr).toBe(0)
    expect(all.prompts).toHaveLength(1)
    const lines = all.stdout.split('\n')
    expect(lines[0]).toMatch(
      /^413C;CN0ALL0001;45166 replaces 413C;cn0all0001;45166: paired to berlin-f2-desk-01, named "Desk 1 dock"\. \(undo: device-admin undo \d+\)$/,
    )
    expect(lines[1]).toMatch(
      /^413C;CN0ALL0002;45166 replaces 413C;cn0all0002;45166: paired to berlin-f2-desk-02, named "Desk 2 dock"\. \(undo: device-admin undo \d+\)$/,
    )
    expect(lines[2]).toBe(
      '1 likely near-miss is left alone: add --include-likely to repair them too.',
    )
    const after = JSON.parse((await run(['check', '--json'])).stdout)
    expect(after.counts).toMatchObject({ registered: 3, matched: 2, nearMiss: 1 })
    expect(after.entries[0]).toMatchObject({
      status: 'near-miss',
      device: { serialId: 'Network;02:ab:00:00:00:20;WiFi' },
      nearMisses: [{ certainty: 'likely' }],
    })
  })

  it('--fix of a likely near-miss asks on a terminal: no leaves it, yes repairs it', async () => {
    const { run } = await headless()
    await nearMisses(run, [DOCKS[2]!], [AS_REPORTED[2]!])
    const likely = 'Network;02:ab:00:00:00:23;WiFi'
    const no = await run(['check', '--fix', likely], { confirm: false })
    expect(no.prompts).toEqual([
      `${likely} is only likely the same hardware as Network;02:ab:00:00:00:20;WiFi (the same radio family). Repair it?`,
    ])
    expect(no.code).toBe(0)
    expect(no.stdout).toBe(
      'Network;02:ab:00:00:00:20;WiFi: left alone, as answered. Nothing was changed.\n',
    )
    expect((await run(['check'])).code).toBe(1)
    // Without a terminal and without --include-likely the repair refuses, saying how to make it.
    const script = await run(['check', '--fix', likely])
    expect(script.code).toBe(1)
    expect(script.stdout).toContain('is only likely the same hardware')
    expect(script.stdout).toContain('--include-likely')
    const yes = await run(['check', '--fix', likely], { confirm: true })
    expect(yes.code, yes.stderr).toBe(0)
    expect(yes.stdout).toContain(`${likely} replaces Network;02:ab:00:00:00:20;WiFi`)
    expect((await run(['check'])).code).toBe(0)
  })

  it('demo sensor --this-pc reports what detection finds here (a recorded Windows 11 desk)', async () => {
    const { run } = await headless()
    const fixture = path.resolve(import.meta.dirname, '../../fixtures/detect/windows-11')
    const played = await run(['demo', 'sensor', '--this-pc', '--detect-fixture', fixture, '--json'])
    expect(played.code, played.stderr).toBe(0)
    const result = JSON.parse(played.stdout)
    expect(result.played).toBe(true)
    expect(result.reported).toContain('17EF;3010019E3;41817')
    expect(result.created).toBeGreaterThan(0)
  })

  it.each([
    [['check', '--fix', 'X', '--fix-all'], 2, 'Give --fix SERIAL or --fix-all, not both.'],
    [['check', '--fix', '413C;NONE;1'], 2, '413C;NONE;1 is no near-miss of this account'],
    [['demo', 'sensor'], 2, 'demo sensor takes --this-pc or one FILE.'],
  ])('%j exits %i: %s', async (argv, code, said) => {
    const { run } = await headless()
    const result = await run(argv)
    expect(result.code).toBe(code)
    expect(result.stderr).toContain(said)
  })
})
