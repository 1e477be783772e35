// import and export as a script runs them: the real command line as a child process, offline demo office.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../main/support/fixtures.ts'
import { freshMachineEnv, runScript } from './support/process.ts'

const FIXTURES = fileURLToPath(new URL('../../fixtures/bulk/', import.meta.url))

async function machine() {
  const home = await tempDir()
  const env = freshMachineEnv(home, {
    DEVICE_ADMIN_KEYCHAIN_SERVICE: `dra-test-bulk-${randomBytes(6).toString('hex')}`,
  })
  const configDir = join(home, 'config')
  return (args: string[]) =>
    runScript('src/cli/admin.ts', [...args, '--config-dir', configDir], { env })
}

describe('device-admin import and export', () => {
  it('imports a controller export, naming the columns it leaves out; exit 0', async () => {
    const admin = await machine()
    const run = await admin(['import', join(FIXTURES, 'controller-aps.csv')])
    expect(run.stderr).toBe(
      'Not imported: "AP Name", "AP Model", "Radio", "Channel" (no field of that name).\n',
    )
    expect(run.stdout).toContain(
      'Row 2  created  Network;00:1a:2b:3c:4d:70;WiFi: Device created or updated.; Paired to berlin-f2.',
    )
    expect(run.stdout).toMatch(
      /Done in [\d.]+ s: 9 created, 0 updated, 0 unchanged, 9 paired; 0 rows not done\./,
    )
    expect(run.code).toBe(0)
  }, 60_000)

  it('--dry-run sends nothing and exits 1 naming each row that would not be sent', async () => {
    const admin = await machine()
    const run = await admin([
      'import',
      join(FIXTURES, 'excel-de-semicolon-bom.csv'),
      '--dry-run',
      '--json',
    ])
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('Error: 5 of 10 rows would not be sent: rows 5, 6, 8, 9, 11.\n')
    const lines = run.stdout.trimEnd().split('\n')
    // --json: the preview, then the error object.
    const preview = JSON.parse(lines.slice(0, lines.indexOf('}') + 1).join('\n')) as {
      counts: { create: number }
    }
    expect(preview.counts.create).toBe(4)
    const after = await admin(['devices', 'list', '--json'])
    expect(after.stdout).not.toContain('F01E341F8303')
  }, 60_000)

  it('exports to a file that imports back with zero changes', async () => {
    const admin = await machine()
    const out = join(await tempDir(), 'devices.csv')
    const exported = await admin(['export', '--out', out])
    expect(exported).toMatchObject({ code: 0, stderr: '' })
    expect(exported.stdout).toMatch(/^Exported \d+ devices to .*devices\.csv\.\n$/)
    expect(
      (await readFile(out, 'utf8')).startsWith('\uFEFFserialId,type,name,info,location\r\n'),
    ).toBe(true)
    const again = await admin(['import', out, '--dry-run'])
    expect(again.stdout).toMatch(
      /Would create 0, update 0, leave \d+ unchanged, pair 0; 0 rows not sent\./,
    )
    expect(again.code).toBe(0)
  }, 60_000)

  it.each([
    [['import'], 2, /import takes one file/],
    [['export', '--format', 'xml'], 2, /--format is csv or json/],
    [
      ['import', '/nonexistent/devices.csv'],
      1,
      /The file \/nonexistent\/devices\.csv cannot be read \(ENOENT\)/,
    ],
  ])(
    '%j exits %i with a message that says what to fix',
    async (args, code, message) => {
      const admin = await machine()
      const run = await admin(args)
      expect(run.code).toBe(code)
      expect(run.stderr).toMatch(message)
    },
    60_000,
  )
})
