// Runs the real command line as a child process, as admins and scripts do.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { makeEdid } from '../../support/edid.ts'
import { tempDir } from '../core/support/fixtures.ts'
import { hasControls } from '#shared/text/visible.ts'

const CLI = fileURLToPath(new URL('../../../src/cli/serial-id.ts', import.meta.url))
const FIXTURES = fileURLToPath(new URL('../../fixtures/serial-id/', import.meta.url))

function run(...args: string[]) {
  return runWith(undefined, ...args)
}

function runWith(input: string | Buffer | undefined, ...args: string[]) {
  const child = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    ...(input === undefined ? { stdio: ['ignore', 'pipe', 'pipe'] } : { input }),
  })
  return { code: child.status, stdout: child.stdout, stderr: child.stderr }
}

describe('serial-id command line', () => {
  it.each([
    [['build', 'wifi', '00-1A-2B-3C-4D-5E'], 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    [['build', 'router', '8:0:37:d7:a:45'], 'Network;08:00:37:d7:0a:45;Gateway'],
    [['build', 'nic', 'WLAN', '001a.2b3c.4d5e'], 'WLAN;00:1a:2b:3c:4d:5e;NIC'],
    [['build', 'usb', '0bda', 'F01E341F8303', '0x8153'], '0BDA;F01E341F8303;33107'],
    [['build', 'usb', '413c', 'CN0R12345', 'b06e'], '413C;CN0R12345;45166'],
    [['build', 'monitor', 'sam', 'HLJZ301656', 'dec:1588'], 'SAM;HLJZ301656;0634'],
    [['build', 'monitor', 'del', '#HLAYMxgwABnI', 'a17d'], 'DEL;#HLAYMxgwABnI;A17D'],
    [['build', '32', '001A2B3C4D5E'], 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    [['build', 'WiFi', '001A2B3C4D5E'], 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    [['build', 'usb', '0bda', '-serial-with-dash', '1'], '0BDA;-serial-with-dash;1'],
  ])('%j prints %s and exits 0', (args, serialId) => {
    expect(run(...args)).toEqual({ code: 0, stdout: `${serialId}\n`, stderr: '' })
  })

  it('build with a bad part exits 1 and names the part on stderr', () => {
    const result = run('build', 'usb', 'xyz', 'a;b', 'a359')
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('serial: The USB serial "a;b" contains a semicolon')
    expect(result.stderr).toContain('vendor: The USB vendor id "xyz" is not a number')
    expect(result.stderr).toContain(
      'Layout: <USB vendor id, 4 uppercase hex digits>;<USB serial>;<USB product id, decimal>',
    )
  })

  it.each([
    [
      ['build', 'usb', '0bda', 'S', '8153'],
      ['0BDA;S;33107   hex, as lsusb', '0BDA;S;8153    decimal, as macOS ioreg'],
    ],
    [
      ['build', 'monitor', 'SAM', 'HLJZ301656', '3604'],
      ['SAM;HLJZ301656;3604   hex, as Windows', 'SAM;HLJZ301656;0E14   decimal, as edid-decode'],
    ],
  ])(
    'build %j reads two ways: exit 1, naming both ids and where each form is printed',
    (args, lines) => {
      const result = run(...args)
      expect(result.code).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr).toMatch(/reads two ways.*Write 0x\d+ for hex or dec:\d+ for decimal/)
      for (const line of lines) expect(result.stderr).toContain(`  ${line}`)
    },
  )

  it('build keeps what a sensor can report and warns on stderr', () => {
    const result = run('build', 'monitor', 'phl', ' BZ  126103', '082c')
    expect(result).toEqual({
      code: 0,
      stdout: 'PHL; BZ  126103;082C\n',
      stderr: expect.stringMatching(/^warning: The EDID serial " BZ {2}126103" starts with spaces/),
    })
  })

  it('validate prints a valid id back and exits 0', () => {
    expect(run('validate', 'wifi', 'Network;00:1a:2b:3c:4d:5e;WiFi')).toEqual({
      code: 0,
      stdout: 'Network;00:1a:2b:3c:4d:5e;WiFi\n',
      stderr: '',
    })
  })

  it('validate of a wrong id exits 1 with the part, the layout and the suggestion', () => {
    const result = run('validate', 'wifi', 'Network;00-1A-2B-3C-4D-5E;WiFi')
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(/^bssid: The BSSID must be six lowercase hex bytes/)
    expect(result.stderr).toContain('Layout: Network;<BSSID>;WiFi\n')
    expect(result.stderr).toContain('Did you mean: Network;00:1a:2b:3c:4d:5e;WiFi\n')
  })

  it.each([
    ['build', 'wifi', '00-00-00-00-00-00', /^bssid: The BSSID 00:00:00:00:00:00 is all zeros/],
    [
      'build',
      'nic',
      'WLAN',
      '02:00:00:00:00:00',
      /^mac: The MAC address 02:00:00:00:00:00 is what Android reports/,
    ],
    [
      'validate',
      'router',
      'Network;ff:ff:ff:ff:ff:ff;Gateway',
      /^mac: The MAC address of the gateway ff:ff:ff:ff:ff:ff is the broadcast address/,
    ],
  ])('%s of a value no device has exits 1 and prints no id: %s %s', (...args) => {
    const message = args.pop() as RegExp
    const result = run(...(args as string[]))
    expect(result).toMatchObject({ code: 1, stdout: '' })
    expect(result.stderr).toMatch(message)
  })

  it('parse prints the type and parts', () => {
    expect(run('parse', '0BDA;001000001;33107')).toEqual({
      code: 0,
      stdout: 'usb (4) vendor=0BDA serial=001000001 product=33107\n',
      stderr: '',
    })
  })

  it('parse of an id in no layout exits 1 with the reason', () => {
    const result = run('parse', 'network;00:1a:2b:3c:4d:5e;wifi')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Did you mean Network;00:1a:2b:3c:4d:5e;WiFi')
  })

  it('--json prints the full result and keeps the exit code', () => {
    const good = run('--json', 'parse', 'Network;00:1a:2b:3c:4d:5e;WiFi')
    expect(good.code).toBe(0)
    expect(JSON.parse(good.stdout)).toEqual({
      ok: true,
      matches: [{ deviceType: 32, kind: 'wifi', parts: { bssid: '00:1a:2b:3c:4d:5e' } }],
    })
    const bad = run('--json', 'validate', 'usb', '0BDA;x;0x8153')
    expect(bad.code).toBe(1)
    expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, suggestion: '0BDA;x;33107' })
  })

  it.each([['--help'], ['-h'], ['help']])('%s documents usage and exits 0', (flag) => {
    const result = run(flag)
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('build TYPE PART')
    expect(result.stdout).toContain('validate TYPE SERIALID')
    expect(result.stdout).toContain('parse SERIALID')
    expect(result.stdout).toContain('read [FILE|-]')
    expect(result.stdout).toContain('0x8153 is hex, dec:8153 is decimal')
    expect(result.stdout).toContain('monitor | usb | nic | router | wifi')
  })

  it.each([
    [[], /Missing command/],
    [['frobnicate'], /^Unknown command: use build, validate, parse or read\.\n/],
    [['read', 'a', 'b'], /read takes one FILE/],
    [['--verbose', 'parse', 'x'], /Unknown option "--verbose"/],
    [['build', 'printer', 'x'], /Unknown device type "printer"/],
    [['build', '1', 'x'], /Unknown device type "1"/],
    [['build', 'nic', '00:1a:2b:3c:4d:5e'], /build nic takes 2 part\(s\): kind mac; got 1/],
    [['build', 'wifi'], /build wifi takes 1 part\(s\): bssid; got 0/],
    [['validate', 'wifi'], /validate takes TYPE and SERIALID/],
    [['parse'], /parse takes one SERIALID/],
    [['parse', 'a', 'b'], /parse takes one SERIALID/],
  ])('usage error %j exits 2 with the reason on stderr', (args, reason) => {
    const result = run(...args)
    expect(result.code).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(reason)
    expect(result.stderr).toContain('--help')
  })
})

describe('serial-id read', () => {
  it.each([
    [
      'a netsh scan (German), from a file',
      'netsh-networks-de.txt',
      ['11', '12', '13', '14'].map((n) => `Network;00:00:5e:00:53:${n};WiFi`),
    ],
    [
      'system_profiler SPUSBDataType as text',
      'system-profiler-usb.txt',
      ['0BDA;00005E005371;33107', '0D8C;000000000000;16450', '05AC;F0T5E0053720;668'],
    ],
  ])('%s: one id per line, in order', (_case, file, ids) => {
    const result = run('read', `${FIXTURES}${file}`)
    expect(result.stdout).toBe(ids.map((id) => `${id}\n`).join(''))
  })

  it('a binary EDID with a leading space in its serial: exit 0, the spaces kept, a warning', async () => {
    const file = join(await tempDir(), 'edid')
    writeFileSync(file, makeEdid({ vendor: 'ZZT', productCode: 0x082c, serialText: ' ZZ  5E0053' }))
    const result = run('read', file)
    expect(result).toMatchObject({ code: 0, stdout: 'ZZT; ZZ  5E0053;082C\n' })
    expect(result.stderr).toMatch(
      /^edid: warning: The EDID serial " ZZ {2}5E0053" starts with spaces/,
    )
  })

  it('reads stdin, with - or without a FILE', () => {
    const text = readFileSync(`${FIXTURES}netsh-networks-win10.txt`)
    for (const args of [['read', '-'], ['read']])
      expect(runWith(text, ...args)).toMatchObject({
        code: 0,
        stdout:
          'Network;00:00:5e:00:53:21;WiFi\nNetwork;00:00:5e:00:53:22;WiFi\nNetwork;00:00:5e:00:53:23;WiFi\n',
      })
  })

  it('prints warnings with their line on stderr, ids still on stdout', () => {
    const result = run('read', `${FIXTURES}ipconfig-all.txt`)
    expect(result.stdout.split('\n')).toContain('Ethernet;00:50:56:c0:00:08;NIC')
    expect(result.stderr).toMatch(
      /^line 46 \(ipconfig\): warning: “VMware Network Adapter VMnet8” \(VMware Virtual Ethernet Adapter for VMnet8\) is a virtual adapter/m,
    )
  })

  it('says which lines it left out and why (root hubs), on stderr', () => {
    const result = run('read', `${FIXTURES}lsusb-v.txt`)
    expect(result.stderr).toMatch(
      /^line 2 \(lsusb\): Bus 002 Device 001 \(1d6b:0003\) is left out: a root hub/m,
    )
    expect(result.stdout).not.toContain('1D6B')
  })

  it('exits 1 when a device has no single id, saying why on stderr', () => {
    const result = run('read', `${FIXTURES}getmac.txt`)
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('line 4 (getmac): nic reads more than one way; choose one:')
    expect(result.stderr).toContain('  Ethernet;00:00:5e:00:53:61;NIC   a wired adapter (Ethernet)')
    expect(result.stderr).toContain('  WLAN;00:00:5e:00:53:61;NIC       a Wi-Fi adapter (WLAN)')
  })

  it('a neighbour table alone: exits 1, asking which neighbour is the gateway; with its route, exit 0', () => {
    const table = readFileSync(`${FIXTURES}arp-an.txt`, 'utf8')
    const asked = runWith(table, 'read')
    expect(asked).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'line 1 (arp): A neighbour table does not say which neighbour is the gateway; the default route does. Choose the gateway, or paste the route together with the table (route -n get default; arp -an).',
        '  Network;00:00:5e:00:53:01;Gateway   192.0.2.1 on en0',
        '  Network;00:00:5e:00:53:a7;Gateway   192.0.2.23 on en0',
        '',
      ].join('\n'),
    })
    const route = readFileSync(`${FIXTURES}route-get-default.txt`, 'utf8')
    expect(runWith(`${route}\n${table}`, 'read')).toEqual({
      code: 0,
      stdout: 'Network;00:00:5e:00:53:01;Gateway\n',
      stderr: '',
    })
  })

  it('a masked serial is refused with the reason, exit 1', () => {
    const result = run('read', `${FIXTURES}ask/system-profiler-usb-masked.json`)
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('0BDA;001000001;33107\n')
    expect(result.stderr).toContain(
      'line 6 (system-profiler): usb vendor=0x2109 product=0x0620: The USB serial "********" is masked',
    )
  })

  it('exits 1 when a tool does not print a part, and says how to get it', () => {
    const result = runWith(
      'Bus 003 Device 007: ID 413c:b06e Dell Computer Corp. Dell dock\n',
      'read',
    )
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'line 1 (lsusb): usb vendor=0x413c product=0xb06e: lsusb prints no serial: run lsusb -v -d 413c:b06e and paste its output (the iSerial line).\n',
    })
  })

  it.each([
    [
      'text no tool printed',
      'hello\n',
      /^input: No device found\. Paste what one of these printed: /,
    ],
    [
      'macOS hiding the BSSIDs',
      readFileSync(`${FIXTURES}system-profiler-airport-15.json`),
      /Location Services/,
    ],
  ])('exits 1 with the reason for %s', (_case, input, reason) => {
    const result = runWith(input, 'read', '-')
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toMatch(reason)
  })

  it.each([
    ['a missing file', `${FIXTURES}nope.bin`, /Cannot read .*nope\.bin.*: no such file\./],
    ['a file no tool printed', `${FIXTURES}README.md`, /No device found/],
    ['a folder', FIXTURES, /Cannot read .*: it is a folder\./],
  ])('exits 1 for %s', (_case, file, reason) => {
    const result = run('read', file)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(reason)
  })

  it('shows control characters it quotes as escapes, never raw', () => {
    const result = run('read', `${FIXTURES}nope\u001b]0;owned\u0007\u009b2J.bin`)
    expect(result.code).toBe(1)
    // The path is quoted as JSON (ESC and BEL as \u001b, \u0007), which leaves C1 (U+009B, a CSI) raw.
    expect(result.stderr).toContain('nope\\u001b]0;owned\\u0007\\x9b2J.bin')
    expect(hasControls(result.stderr.replaceAll('\n', ''))).toBe(false)
  })

  it('--json prints every device with its type, id, name, info, source and line', () => {
    const result = run('read', `${FIXTURES}netsh-networks-win10.txt`, '--json')
    expect(result.code).toBe(0)
    const parsed = JSON.parse(result.stdout) as { devices: unknown[]; notices: unknown[] }
    expect(parsed.devices[0]).toEqual({
      kind: 'wifi',
      deviceType: 32,
      serialId: 'Network;00:00:5e:00:53:21;WiFi',
      candidates: [],
      parts: { bssid: '00:00:5e:00:53:21' },
      name: 'Office',
      info: '2.4 GHz',
      source: 'netsh',
      line: 9,
      lineText: '    BSSID 1                 : 00:00:5e:00:53:21',
      warnings: [],
    })
  })
})
