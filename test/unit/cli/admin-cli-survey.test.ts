// `device-admin survey` as a child process without a terminal: keys as lines on stdin, --json one event a
// line, the machine moved through the recorded floor by writing `current`, against a mock service seeded
// with Floor 4 (three desks; a dock paired at Desk 2.07).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { startMockServer } from '#mock-server/index.ts'
import { onCleanup, TEST_SCRYPT, tempDir } from '../core/support/fixtures.ts'
import { machineStates, seed } from '../survey/support/floor.ts'

const CLI = fileURLToPath(new URL('../../../src/cli/admin.ts', import.meta.url))
const KEY = 'demo-account-admin-key-berlin-hq-4c1f9a2e'

type Event = { event: string } & Record<string, unknown>

async function survey(args: string[], statesDir: string) {
  const server = await startMockServer({
    port: 0,
    dataDir: await tempDir(),
    scryptParams: TEST_SCRYPT,
    seed: seed(),
  })
  onCleanup(() => server.close())
  const child = spawn(
    process.execPath,
    [
      CLI,
      'survey',
      '--location',
      'lindenhaus-f4',
      '--detect-fixture',
      statesDir,
      '--url',
      server.url,
      '--config-dir',
      await tempDir(),
      ...args,
    ],
    { stdio: 'pipe', env: { ...process.env, DEVICE_ADMIN_API_KEY: KEY } },
  )
  onCleanup(async () => void child.kill())
  const json = args.includes('--json')
  const events: Event[] = []
  let text = ''
  let partial = ''
  let stderr = ''
  const waiters: Array<() => void> = []
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString()
    partial += chunk.toString()
    const lines = partial.split('\n')
    partial = lines.pop() ?? ''
    if (json) for (const line of lines) events.push(JSON.parse(line) as Event)
    for (const wake of waiters.splice(0)) wake()
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve))
  let seen = 0
  /** The next event (after those waited for already) that matches; earlier ones are passed over. */
  async function next(event: string, test: (e: Event) => boolean = () => true): Promise<Event> {
    const deadline = Date.now() + 15_000
    for (;;) {
      if (Date.now() > deadline)
        throw new Error(
          `no ${event} event after ${events
            .slice(seen)
            .map((each) => JSON.stringify(each).slice(0, 300))
            .join('\n')}`,
        )
      const at = events.findIndex((each, i) => i >= seen && each.event === event && test(each))
      if (at >= 0) {
        seen = at + 1
        return events[at]!
      }
      if (child.exitCode !== null) throw new Error(`survey exited: ${stderr}`)
      await new Promise<void>((wake) => {
        waiters.push(wake)
        setTimeout(wake, 1000)
      })
    }
  }
  /** Waits until the text printed so far matches. */
  async function said(pattern: RegExp): Promise<void> {
    while (!pattern.test(text)) {
      if (child.exitCode !== null) throw new Error(`survey exited: ${stderr}\n${text}`)
      await new Promise<void>((wake) => waiters.push(wake))
    }
  }
  const send = (line: string) => void child.stdin.write(`${line}\n`)
  return { next, said, send, exited, end: () => child.stdin.end() }
}

const desk = (label: string) => (event: Event) =>
  (event['desk'] as { label?: string } | null)?.label === label

describe('survey without a terminal: lines on stdin, one JSON object per event', () => {
  it('walks Floor 4: plug in, Enter, unplug, next desk; skip, back, undo; the report at q', async () => {
    const { dir, plug } = await machineStates()
    const run = await survey(['--json'], dir)
    const started = await run.next('started')
    expect(started).toMatchObject({
      location: { id: 'lindenhaus-f4', name: 'Floor 4' },
      progress: { done: 0, total: 3 },
    })
    await run.next('desk', (e) => e['phase'] === 'plug-in' && desk('Desk 4.01')(e))

    await plug('desk-1')
    const plugged = await run.next('plugged', desk('Desk 4.01'))
    expect(
      (plugged['items'] as Array<{ role: string; serialId: string }>).map((item) => [
        item.role,
        item.serialId,
      ]),
    ).toEqual([
      ['dock', '413C;CNZZ0DOCK26001;45166'],
      ['monitor', 'ZZT;ZZT4010001;4101'],
      ['monitor', 'ZZT;ZZT4010002;4101'],
      ['adapter', 'Ethernet;00:00:5e:00:53:11;NIC'],
    ])
    run.send('')
    const confirmed = await run.next('confirmed', desk('Desk 4.01'))
    expect(
      (confirmed['results'] as Array<{ outcome: string; pairing: string }>).map((result) => [
        result.outcome,
        result.pairing,
      ]),
    ).toEqual(Array(4).fill(['created', 'paired']))
    await run.next('desk', (e) => e['phase'] === 'unplug' && desk('Desk 4.02')(e))
    await plug('baseline')
    await run.next('desk', (e) => e['phase'] === 'plug-in' && desk('Desk 4.02')(e))

    await plug('desk-2')
    await run.next('plugged', desk('Desk 4.02'))
    run.send('s')
    await run.next('skipped', desk('Desk 4.02'))
    await run.next('desk', (e) => e['phase'] === 'unplug' && desk('Desk 4.03')(e))
    run.send('b')
    await run.next('back', desk('Desk 4.02'))
    await run.next('plugged', desk('Desk 4.02'))
    run.send('dance')
    expect(await run.next('error')).toMatchObject({ code: 'invalid_input' })
    run.send('u')
    const undone = await run.next('undone', desk('Desk 4.01'))
    expect(undone['failed']).toBe(0)
    await run.next('desk', (e) => e['phase'] === 'plugged' && desk('Desk 4.01')(e))
    run.send('q')
    const report = await run.next('report')
    expect(report['counts']).toEqual({
      total: 3,
      done: 0,
      skipped: 1,
      // The skipped desk: the two still to do are to do, not "without a dock".
      withoutDock: 1,
      moved: 0,
    })
    await run.next('end')
    expect(await run.exited).toBe(0)
  }, 60_000)

  it('moves a dock paired at Desk 2.07 when Enter confirms Desk 4.03; the end of input ends the survey', async () => {
    const { dir, plug } = await machineStates()
    const run = await survey(['--json'], dir)
    await run.next('desk', desk('Desk 4.01'))
    run.send('s')
    await run.next('desk', desk('Desk 4.02'))
    run.send('s')
    await run.next('desk', (e) => e['phase'] === 'plug-in' && desk('Desk 4.03')(e))
    await plug('desk-3')
    const plugged = await run.next('plugged', desk('Desk 4.03'))
    expect(
      (plugged['items'] as Array<{ notes: { message: string }[] }>)[0]?.notes[0]?.message,
    ).toBe('This dock is paired to Desk 2.07: confirming moves it here.')
    run.send('')
    await run.next('confirmed')
    run.end()
    const report = await run.next('report')
    expect(report['counts']).toMatchObject({ done: 1, skipped: 2, moved: 1 })
    expect(report['moved']).toEqual([
      expect.objectContaining({ serialId: '413C;CNZZ0DOCK26007;45166', from: 'Desk 2.07' }),
    ])
    expect(await run.exited).toBe(0)
  }, 60_000)

  it('without --json, says each desk and what was plugged in, in words', async () => {
    const { dir, plug } = await machineStates()
    const run = await survey([], dir)
    await run.said(/^Survey of Floor 4: 0 of 3 desks done\.$/m)
    await run.said(/^Desk 4\.01 — Plug the laptop into the dock at Desk 4\.01\. \(0 of 3 done\)$/m)
    await plug('desk-1')
    await run.said(
      /^Plugged in at Desk 4\.01:\nROLE +SERIAL ID +PUT IN AS +MODEL\ndock +413C;CNZZ0DOCK26001;45166 +new +Dell Inc\. Dell dock$/m,
    )
    await run.said(
      /^ {2}Dell Inc\. Dell dock: 4 more of its devices are not registered \(Dell Inc\. Dell dock: a hub/m,
    )
    run.send('')
    await run.said(/^Desk 4\.01 confirmed: 4 of 4 devices in and paired \(4 new, 0 moved\)\.$/m)
    await run.said(/^Desk 4\.02 — Unplug the laptop to go on to Desk 4\.02\. \(1 of 3 done\)$/m)
    run.end()
    await run.said(
      /^Report of Floor 4: 1 of 3 desks done, 0 skipped, 0 without a dock, 0 devices moved\.$/m,
    )
    expect(await run.exited).toBe(0)
  }, 60_000)

  it('with --lang de, says what the survey found in German, the dock’s parts too', async () => {
    const { dir, plug } = await machineStates()
    const run = await survey(['--lang', 'de'], dir)
    await run.said(/^Desk 4\.01 — /m)
    await plug('desk-1')
    await run.said(/^Eingesteckt an Desk 4\.01:$/m)
    await run.said(
      /^ {2}Dell Inc\. Dell dock: 4 weitere seiner Geräte werden nicht registriert \(Dell Inc\. Dell dock: ein Hub: die Anschlüsse der Dockingstation/m,
    )
    run.end()
    expect(await run.exited).toBe(0)
  }, 60_000)
})
