// Ask, never guess (issue 37): a Wi-Fi scan's printout (netsh, airport -s, nmcli, iw) or a survey app's list
// is a survey, read by the serial id helper's readers: every network in range is in it, so which are the
// account's is asked once, and a scan whose BSSIDs were masked or hidden is refused with the reader's reason.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { call, testCore } from '../core/support/fixtures.ts'
import { rejected } from '../core/support/error-text.ts'
import { FIXTURES, openFile, tableOf } from './support.ts'

const scan = (name: string) => readFileSync(new URL(`scans/${name}`, FIXTURES))
const serialIdFixture = (name: string) => readFileSync(new URL(`../serial-id/${name}`, FIXTURES))
const netsh = serialIdFixture('netsh-networks-win10.txt')

async function survey(name: string, data: Uint8Array, ssids?: string[]) {
  const core = await testCore()
  const { file, input } = await openFile(core.dispatch, name, data)
  const preview = await call(core.dispatch, 'previewImport', {
    ...input,
    ...(ssids ? { ssids } : {}),
    defaultLocation: 'berlin-f2',
  })
  return { core, file, input, preview }
}

describe('a Wi-Fi scan is a survey', () => {
  it.each([
    ['netsh-networks-win10.txt', netsh, ['Office', 'Office-5G', 'Printers']],
    ['airport-s.txt', scan('airport-s.txt'), ['Northwind-Corp', 'Baeckerei-5', 'Northwind-Guest']],
    [
      'nmcli-dev-wifi-list.txt',
      scan('nmcli-dev-wifi-list.txt'),
      ['Northwind-Corp', 'DIRECT-7F-Printer'],
    ],
    ['signal-column-scan.csv', scan('signal-column-scan.csv'), ['Northwind-Corp', 'Cafe-Free']],
  ])(
    '%s: read as a scan, every network asked about, nothing sent before the answer',
    async (name, data, networks) => {
      const { file, preview } = await survey(name, data)
      expect(file.source?.id).toBe('wifi-scan')
      expect(file.survey).toBe(true)
      expect(preview.networks?.networks.map((network) => network.ssid).sort()).toEqual(
        [...networks].sort(),
      )
      expect(preview.networks?.answered).toBe(false)
      // Before the answer only networks the account has already are taken as its own.
      const known = new Set(preview.networks?.networks.filter((n) => n.known).map((n) => n.ssid))
      for (const row of preview.rows)
        if (!known.has(row.name))
          expect(row.findings.map((f) => f.code)).toContain('network-unconfirmed')
      expect(preview.rows.some((row) => !known.has(row.name))).toBe(true)
    },
  )

  it('answered: only the chosen networks are registered, each named after its SSID with its band', async () => {
    const { preview } = await survey('airport-s.txt', scan('airport-s.txt'), ['Northwind-Corp'])
    expect(
      preview.rows.map((row) => [row.row, row.action, row.serialId, row.name, row.info]),
    ).toEqual([
      [2, 'create', 'Network;00:00:5e:00:53:a1;WiFi', 'Northwind-Corp', '5 GHz'],
      [3, 'create', 'Network;00:00:5e:00:53:a0;WiFi', 'Northwind-Corp', '2.4 GHz'],
      [4, 'skip', 'Network;00:00:5e:00:53:a2;WiFi', 'Northwind-Guest', '5 GHz'],
      [5, 'skip', 'Network;00:00:5e:00:53:b7;WiFi', 'Baeckerei-5', '2.4 GHz'],
    ])
  })

  it("counts every line of netsh's printout in the send's report", async () => {
    const core = await testCore()
    const { input } = await openFile(core.dispatch, 'netsh.txt', netsh)
    const report = await call(core.dispatch, 'sendImport', {
      ...input,
      ssids: ['Office'],
      defaultLocation: 'berlin-f2',
    })
    const total = netsh
      .toString('utf8')
      .replace(/\r\n/g, '\n')
      .replace(/\n$/, '')
      .split('\n').length
    expect(report.lines).toMatchObject({ total, done: 3, header: 0 })
    const lines = report.lines!
    expect(lines.done + lines.notDone + lines.header + lines.blank + lines.other).toBe(total)
    expect(report.rows.filter((row) => row.outcome === 'created').map((row) => row.name)).toEqual([
      'Office',
    ])
  })

  it("a scan whose BSSIDs were masked is refused with the reader's reason, not read as columns", async () => {
    const text = await rejected(tableOf('iw-scan.txt', scan('iw-scan-masked.txt')))
    expect(text).toMatchObject({
      code: 'import-scan-without-bssids',
      id: 'serialId.notice.bssid-masked',
      message:
        'The BSSID on line 1 is masked (xx:xx:xx:xx:53:e1): paste the output as iw printed it.',
    })
  })

  it('a CSV of BSSIDs with no signal column is no scan', async () => {
    const csv = 'bssid,ssid,band,location\n00:00:5e:00:53:51,Corp,5 GHz,berlin-f2\n'
    const { file } = await survey('aps.csv', Buffer.from(csv))
    expect(file.source).toBeNull()
    expect(file.survey).toBe(false)
  })

  it("macOS's Wi-Fi list as JSON is a scan; one that hides its BSSIDs is refused with macOS's reason", async () => {
    const { file } = await survey(
      'airport.json',
      serialIdFixture('system-profiler-airport-10.15.json'),
    )
    expect(file.source?.id).toBe('wifi-scan')
    const text = await rejected(
      tableOf('airport.json', serialIdFixture('system-profiler-airport-15.json')),
    )
    expect(text).toMatchObject({
      code: 'import-scan-without-bssids',
      id: 'serialId.notice.bssids-hidden',
    })
  })
})

describe("macOS's display list, the displays nested under each GPU", () => {
  it('is read by its reader: a display with its serial text sent, one without refused for its serial', async () => {
    const { file, preview } = await survey(
      'displays.json',
      serialIdFixture('ask/system-profiler-displays.json'),
    )
    expect(file.source?.id).toBe('macos-displays')
    expect(
      preview.rows.map((row) => [row.row, row.action, row.serialId ?? null, row.name]),
    ).toEqual([
      [8, 'skip', null, 'Color LCD'],
      [18, 'create', 'DEL;7XK2M93;A1C4', 'DELL U2723QE'],
    ])
    // The reader's reason, with what to paste instead, not a bare "fill in".
    const said = preview.rows[0]?.findings.map((f) => f.message) ?? []
    expect(said.join(' ')).toContain('system_profiler shows no serial text for this display')
    expect(said.join(' ')).toContain('paste the EDID instead (ioreg -l -w0 | grep IODisplayEDID)')
    expect(said.join(' ')).not.toContain('Fill in the EDID serial')
  })

  it("as text is refused in its reader's words: it gives no vendor or product id", async () => {
    const text = serialIdFixture('ask/system-profiler-displays.txt')
    const error = await rejected(tableOf('displays.txt', text))
    expect(error).toMatchObject({
      code: 'import-scan-without-bssids',
      id: 'serialId.notice.part-not-printed',
      values: { part: 'displayIds', command: 'system_profiler SPDisplaysDataType -json' },
    })
  })
})
