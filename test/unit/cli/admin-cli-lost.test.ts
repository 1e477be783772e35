// Nothing lost in silence, from the command line: `npm run mock` (a real headless process) restarted on
// the same data folder loses what was never paired, and `lost` finds it again from the journal.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO, onCleanup, tempDir } from '../core/support/fixtures.ts'
import { closedPort } from '../core/support/http-server.ts'
import { startCli, stop } from '../mock-server/support/cli-process.ts'
import { machine } from './support/machine.ts'

/** The headless service on a fixed port and data folder, so a restart keeps the profile's URL. */
async function headlessService() {
  const dataDir = await tempDir()
  const port = await closedPort()
  const start = async () => {
    const service = await startCli(['--port', String(port), '--data-dir', dataDir])
    onCleanup(async () => {
      if (service.child.exitCode === null && service.child.signalCode === null)
        await stop(service.child, 'SIGTERM')
    })
    return service
  }
  let running = await start()
  return {
    url: running.url,
    restart: async () => {
      await stop(running.child, 'SIGTERM')
      running = await start()
    },
  }
}

const aps = (count: number) =>
  [
    'bssid,ssid,band',
    ...Array.from({ length: count }, (_, n) => `02:42:00:00:00:${String(10 + n)},Corp,5 GHz`),
  ].join('\n')

describe('lost registrations on the command line', () => {
  it('import refuses rows without a location, --keep-unpaired takes them, lost finds them after a restart, lost --restore brings them back', async () => {
    const service = await headlessService()
    const { run } = await machine()
    const env = { DEVICE_ADMIN_API_KEY: DEMO.berlinAdminKey }
    await run(['profiles', 'add', 'Headless', '--url', service.url])
    await run(['profiles', 'use', 'Headless'])
    const file = path.join(await tempDir(), 'controller-export.csv')
    await writeFile(file, aps(3))

    const refused = await run(['import', file], { env })
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(
      /^3 of 3 rows have no location \(rows 2, 3, 4\); importing them needs --location ID: .*--keep-unpaired/,
    )

    const kept = await run(['import', file, '--keep-unpaired', '--json'], { env })
    expect(kept.code).toBe(0)
    const report = JSON.parse(kept.stdout)
    expect(report.rows.map((row: { outcome: string }) => row.outcome)).toEqual([
      'created',
      'created',
      'created',
    ])
    expect((await run(['lost'], { env })).code).toBe(0)

    await service.restart()
    const lost = await run(['lost', '--json'], { env })
    expect(lost.code).toBe(1)
    // One JSON document, the list; the exit status and stderr say that some are missing.
    const missing = JSON.parse(lost.stdout)
    expect(lost.stderr).toBe('Error: 3 devices are missing from the service.\n')
    expect(missing.devices.map((d: { serialId: string }) => d.serialId)).toEqual([
      'Network;02:42:00:00:00:10;WiFi',
      'Network;02:42:00:00:00:11;WiFi',
      'Network;02:42:00:00:00:12;WiFi',
    ])
    const human = await run(['lost'], { env })
    expect(human.stdout).toMatch(/^SERIAL ID +TYPE +NAME +REGISTERED +STATE\n/)
    expect(human.stdout).toContain('Register them again with: lost --restore --location ID')

    expect((await run(['lost', '--restore'], { env })).code).toBe(2)
    const restored = await run(['lost', '--restore', '--location', 'berlin-f2'], { env })
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain(
      'Registered Network;02:42:00:00:00:10;WiFi (wifi). Paired to berlin-f2.',
    )
    await service.restart()
    expect(await run(['lost'], { env })).toMatchObject({ code: 0 })

    const activity = JSON.parse((await run(['activity', '--json'], { env })).stdout)
    expect(activity.entries.map((e: { action: string }) => e.action)).toEqual([
      'restore',
      'pair',
      'register',
      'pair',
      'register',
      'pair',
      'register',
      'import',
      'register',
      'register',
      'register',
    ])
    expect(activity.entries[0]).toMatchObject({ surface: 'cli', via: 'lost' })
  }, 60_000)
})
