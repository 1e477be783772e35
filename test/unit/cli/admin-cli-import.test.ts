// import and export as a script runs them: the real command line as a child process, offline demo office.
import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../core/support/fixtures.ts'
import { freshMachineEnv, runScript } from './support/process.ts'

const FIXTURES = fileURLToPath(new URL('../../fixtures/import/', import.meta.url))
const SOURCES = join(FIXTURES, 'sources')

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
      'Not imported: "AP Model", "Radio", "Channel" (no field of that name).\nSending: 0 of 9 rows (0%), 0 rows/s\n' +
        run.stderr.split('\n').slice(2).join('\n'),
    )
    expect(run.stderr.trimEnd().split('\n').at(-1)).toMatch(
      /^Pairing: 9 of 9 rows \(100%\), [\d,]+ rows\/s$/,
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
    // --json: exactly one document, the preview (the error is on stderr).
    const preview = JSON.parse(run.stdout) as { counts: { create: number } }
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

  it('maps columns, chooses ids, accepts suggestions, and saves a mapping for the next file', async () => {
    const admin = await machine()
    const dir = await tempDir()
    const file = join(dir, 'boxes.csv')
    await writeFile(
      file,
      'Gerät,Adresse,Art,Ort\nbox1,00-00-5E-00-53-E9,router,berlin-f2\nbox2,0000.5e00.53ea,router,berlin-f2\n',
    )
    const mapped = await admin([
      'import',
      file,
      '--dry-run',
      '--map',
      'Adresse=mac',
      '--map',
      '#3=type',
      '--save-mapping',
      'Boxes',
      '--choose',
      '3=Network;00:00:5e:00:53:eb;Gateway',
    ])
    expect(mapped.code).toBe(0)
    expect(mapped.stdout).toContain(
      'Row 3  Network;00:00:5e:00:53:eb;Gateway  create, pair to berlin-f2',
    )
    expect(mapped.stdout).toContain('    router, name "box2", info "", location berlin-f2')
    expect(mapped.stdout).toContain('  mac ← "Adresse": mapped so in this import')
    const other = join(dir, 'boxes-2.csv')
    await writeFile(
      other,
      'Ort,Art,Adresse,Gerät\nberlin-f3,router,"Network;00-00-5E-00-53-EC;Gateway",box3\n',
    )
    const reused = await admin([
      'import',
      other,
      '--mapping',
      'boxes',
      '--map',
      'Adresse=serialId',
      '--accept-suggestions',
    ])
    expect(reused.stderr).toContain("Accepted 1 suggestion (the sensor's form).")
    expect(reused.stdout).toMatch(
      /^Row 2 {2}created {2}Network;00:00:5e:00:53:ec;Gateway: Device created or updated\.; Paired to berlin-f3\./m,
    )
    expect(reused.code).toBe(0)
  }, 90_000)

  it.each([
    [
      ['--map', 'Nope=mac'],
      /--map "Nope=mac": the file has no column "Nope"\. The columns: "bssid" \(#1\)/,
    ],
    [['--map', 'bssid=colour'], /"colour" is no field\. Fields: serialId, type/],
    [['--choose', 'two=x'], /--choose takes "ROW=SERIALID"/],
    [['--mapping', 'none'], /--mapping "none": no mapping of that name is saved/],
    [['--type', 'printer'], /--type is one of wifi, usb, monitor, nic, router/],
  ])(
    '%j exits 2 saying what is wrong',
    async (flags, message) => {
      const admin = await machine()
      const file = join(await tempDir(), 'aps.csv')
      await writeFile(file, 'bssid,ssid,location\n00:00:5e:00:53:01,Corp,berlin-f2\n')
      const run = await admin(['import', file, ...flags])
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(message)
    },
    60_000,
  )

  it("asks once which of a survey's networks are ours (exit 1, as every question), then imports only those", async () => {
    const admin = await machine()
    const file = join(SOURCES, 'ekahau-access-points.csv')
    const asked = await admin(['import', file, '--location', 'berlin-f2'])
    expect(asked.code).toBe(1)
    expect(asked.stderr).toContain('"FRITZ!Box 7590 QX": 2 BSSIDs')
    expect(asked.stderr).toContain('For example: --ssid "Northwind-Corp" --ssid "Northwind-Guest"')
    const run = await admin([
      'import',
      file,
      '--location',
      'berlin-f2',
      '--ssid',
      'Northwind-Corp',
      '--ssid',
      'Northwind-Guest',
      '--json',
    ])
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as { rows: Array<{ outcome: string }> }
    expect(report.rows.map((row) => row.outcome)).toEqual([
      ...Array(8).fill('created'),
      ...Array(4).fill('left-out'),
    ])
  }, 60_000)

  it('--json prints exactly one document when rows fail, the report; progress goes to stderr', async () => {
    const admin = await machine()
    const run = await admin([
      'import',
      join(SOURCES, 'meraki-dashboard-devices.csv'),
      '--location',
      'berlin-f2',
      // The appliance's own MAC is asked about; this answers it, so its row is sent.
      '--choose',
      '5=Network;00:00:5e:00:53:f1;Gateway',
      '--json',
    ])
    expect(run.code).toBe(1)
    const report = JSON.parse(run.stdout) as { rows: Array<{ outcome: string }> }
    expect(report.rows.map((row) => row.outcome)).toEqual([
      'skipped',
      'skipped',
      'skipped',
      'created',
      'left-out',
    ])
    expect(run.stderr).toMatch(/^Sending: .* rows/m)
    expect(run.stderr).toMatch(/Error: 3 of 5 rows not done: rows 2, 3, 4\.\n$/)
  }, 60_000)

  it.each([
    ['empty.csv', new Uint8Array(0), /empty\.csv is empty \(0 bytes\)/],
    [
      'sheet.xlsx',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]),
      /sheet\.xlsx is a ZIP archive \(an Excel workbook/,
    ],
    [
      'cut.json',
      new TextEncoder().encode('{"devices": [{"serialId": "a"'),
      /not valid JSON: at line 1, column 30: Expected ','/,
    ],
    [
      'latin.csv',
      new Uint8Array([
        ...new TextEncoder().encode('bssid;ssid\n00:00:5e:00:53:01;Caf'),
        0xe9,
        0x0a,
      ]),
      /The file is not UTF-8: it was read as Windows-1252/,
    ],
  ])(
    'says what %s is, never only "cannot be read (bad_file)"',
    async (name, bytes, message) => {
      const admin = await machine()
      const file = join(await tempDir(), name)
      await writeFile(file, bytes)
      const run = await admin(['import', file, '--dry-run', '--keep-unpaired'])
      expect(run.stderr).toMatch(message)
      expect(run.stderr).not.toMatch(/bad_file/)
    },
    60_000,
  )

  it('import --help lists the fields with their headers, English and German, and the tools it recognises', async () => {
    const admin = await machine()
    const run = await admin(['import', '--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^ {2}ssid +the SSID: a Wi-Fi device's name/m)
    expect(run.stdout).toMatch(/headers: .*standort/)
    expect(run.stdout).toContain('  --map "COLUMN=FIELD"')
    expect(run.stdout).toContain('  Ekahau survey access point list')
  }, 60_000)

  it('writes the desk template of a floor, which imports back', async () => {
    const admin = await machine()
    const out = join(await tempDir(), 'desks.csv')
    const written = await admin(['export', '--template', '--location', 'berlin-f2', '--out', out])
    expect(written.stdout).toMatch(
      /^Wrote 6 desks to .*desks\.csv: fill in the ids on the floor, then import it\.\n$/,
    )
    const back = await admin(['import', out, '--dry-run'])
    expect(back.stdout).toMatch(/Would create 0, update 0, leave \d+ unchanged, pair 0/)
    expect(back.code).toBe(0)
  }, 60_000)
})
