// Runs the real command line as a child process, as admins and scripts do.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const CLI = fileURLToPath(new URL('../../../src/cli/serial-id.ts', import.meta.url))

function run(...args: string[]) {
  const child = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 20_000 })
  return { code: child.status, stdout: child.stdout, stderr: child.stderr }
}

describe('serial-id command line', () => {
  it.each([
    [['build', 'wifi', '00-1A-2B-3C-4D-5E'], 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    [['build', 'router', '8:0:37:d7:a:45'], 'Network;08:00:37:d7:0a:45;Gateway'],
    [['build', 'nic', 'WLAN', '001a.2b3c.4d5e'], 'WLAN;00:1a:2b:3c:4d:5e;NIC'],
    [['build', 'usb', '0bda', '001000001', '0x8153'], '0BDA;001000001;33107'],
    [['build', 'monitor', 'del', '#HLAYMxgwABnI', 'a17d'], 'DEL;#HLAYMxgwABnI;A17D'],
    [['build', '32', '001A2B3C4D5E'], 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    [['build', 'WiFi', '001A2B3C4D5E'], 'Network;00:1a:2b:3c:4d:5e;WiFi'],
    [['build', 'usb', '0bda', '-serial-with-dash', '1'], '0BDA;-serial-with-dash;1'],
  ])('%j prints %s and exits 0', (args, serialId) => {
    expect(run(...args)).toEqual({ code: 0, stdout: `${serialId}\n`, stderr: '' })
  })

  it('build with a bad part exits 1 and names the part on stderr', () => {
    const result = run('build', 'usb', '0bda', 'a;b', 'a359')
    expect(result.code).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('serial: The USB serial "a;b" contains a semicolon')
    expect(result.stderr).toContain('product: The USB product id "a359" looks hexadecimal')
    expect(result.stderr).toContain(
      'Layout: <USB vendor id, 4 uppercase hex digits>;<USB serial>;<USB product id, decimal>',
    )
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
    expect(result.stdout).toContain('monitor | usb | nic | router | wifi')
  })

  it.each([
    [[], /Missing command/],
    [['frobnicate'], /Unknown command "frobnicate"/],
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
