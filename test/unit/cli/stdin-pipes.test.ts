// Standard input as a shell pipe brings it: from a command that takes a moment before it prints (netsh,
// lsusb -v, iw), in pieces with pauses between them, and more than a pipe holds at once (64 KiB).
// Every command that takes `-` or a secret on stdin, run as the real process.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { InputTooLarge, readStream } from '#cli/read-stream.ts'
import { makeEdid } from '../../support/edid.ts'
import { largeNetshScan, netshScan, numberedBssid } from '../../support/tool-prints.ts'
import { DEMO, tempDir } from '../core/support/fixtures.ts'
import { freshMachineEnv, runPiped } from './support/process.ts'

const PAUSE_MS = 300

/** The text cut into `count` pieces of about the same length (a cut may fall inside a line). */
function pieces(text: string | Uint8Array, count: number): Array<string | Uint8Array> {
  const size = Math.ceil(text.length / count)
  return Array.from({ length: count }, (_, i) => text.slice(i * size, (i + 1) * size))
}

const scan = netshScan([
  { ssid: 'Corp', bssids: ['00:00:5e:00:53:01', '00:00:5e:00:53:02'], band: '5 GHz', channel: 36 },
  { ssid: 'Corp-Guest', bssids: ['00:00:5e:00:53:03'], band: '2.4 GHz', channel: 11 },
])
const SCAN_IDS = ['01', '02', '03'].map((n) => `Network;00:00:5e:00:53:${n};WiFi\n`).join('')

describe('serial-id read from a pipe', () => {
  it.each([
    ['read -', 'src/cli/serial-id.ts', ['read', '-']],
    ['read (no FILE)', 'src/cli/serial-id.ts', ['read']],
    ['the device-serial-id launcher', 'bin/device-serial-id.js', ['read', '-']],
  ])(
    `%s: a scan that comes in three pieces, ${PAUSE_MS} ms apart`,
    async (_case, script, args) => {
      const result = await runPiped(script, args, pieces(scan, 3), PAUSE_MS)
      expect(result).toEqual({ code: 0, stdout: SCAN_IDS, stderr: '' })
    },
    20_000,
  )

  it('an EDID that comes in pieces, its header cut in two', async () => {
    const edid = makeEdid({ vendor: 'ZZT', productCode: 0x1234, serialText: 'PIPE0001' })
    const result = await runPiped(
      'src/cli/serial-id.ts',
      ['read'],
      [edid.slice(0, 4), edid.slice(4)],
      PAUSE_MS,
    )
    expect(result).toEqual({ code: 0, stdout: 'ZZT;PIPE0001;1234\n', stderr: '' })
  }, 20_000)

  it('a scan of 16,000 access points (about 5 MB), at once and in pieces: every id, in order', async () => {
    const big = largeNetshScan(16_000)
    expect(big.length).toBeGreaterThan(4 << 20)
    for (const chunks of [[big], pieces(big, 3)]) {
      const started = performance.now()
      const result = await runPiped('src/cli/serial-id.ts', ['read', '-'], chunks, PAUSE_MS)
      const lines = result.stdout.trimEnd().split('\n')
      expect({ code: result.code, stderr: result.stderr, count: lines.length }).toEqual({
        code: 0,
        stderr: '',
        count: 16_000,
      })
      expect([lines[0], lines.at(-1)]).toEqual([
        `Network;${numberedBssid(0)};WiFi`,
        `Network;${numberedBssid(15_999)};WiFi`,
      ])
      // Seconds, not minutes, on a shared 2-core machine (about 1 s for one run alone).
      expect(performance.now() - started).toBeLessThan(30_000)
    }
  }, 120_000)
})

describe('readStream', () => {
  it('stops at its limit with InputTooLarge, without reading the rest', async () => {
    let pulled = 0
    async function* endless() {
      for (;;) {
        pulled++
        yield new Uint8Array(1024)
      }
    }
    await expect(readStream(endless(), 10 * 1024)).rejects.toBeInstanceOf(InputTooLarge)
    expect(pulled).toBe(11)
  })

  it('joins text and byte chunks in order', async () => {
    async function* mixed() {
      yield 'ab'
      yield new Uint8Array([0x63])
    }
    expect((await readStream(mixed(), 3)).toString()).toBe('abc')
  })
})

describe('device-admin from a pipe', () => {
  async function admin() {
    const home = await tempDir()
    const env = freshMachineEnv(home, {
      DEVICE_ADMIN_KEYCHAIN_SERVICE: `dra-test-pipe-${randomBytes(6).toString('hex')}`,
    })
    const configDir = join(home, 'config')
    return (args: string[], chunks: ReadonlyArray<string | Uint8Array>) =>
      runPiped('src/cli/admin.ts', [...args, '--config-dir', configDir], chunks, PAUSE_MS, {
        env,
      })
  }

  const csv = (rows: number) =>
    [
      'BSSID,SSID,Band,Location',
      ...Array.from(
        { length: rows },
        (_, n) => `${numberedBssid(n)},Floor-${n >> 2},5 GHz,berlin-f2`,
      ),
    ].join('\r\n')

  it('import - --dry-run: a file that comes in three pieces', async () => {
    const run = await admin()
    const result = await run(['import', '-', '--dry-run', '--json'], pieces(csv(12), 3))
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const preview = JSON.parse(result.stdout) as { rows: unknown[]; file: { fileName: string } }
    expect(preview.rows).toHaveLength(12)
    expect(preview.file.fileName).toBe('stdin')
  }, 60_000)

  it('import - --dry-run: a file larger than a pipe holds (2,000 rows, over 64 KiB)', async () => {
    const run = await admin()
    const text = csv(2_000)
    expect(text.length).toBeGreaterThan(64 << 10)
    const result = await run(['import', '-', '--dry-run', '--json'], pieces(text, 2))
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect((JSON.parse(result.stdout) as { rows: unknown[] }).rows).toHaveLength(2_000)
  }, 120_000)

  it('login: a password that comes in two pieces, after a pause', async () => {
    const run = await admin()
    const { username, password } = DEMO.berlinAdmin
    const result = await run(
      ['login', '--password', '--username', username],
      [password.slice(0, 3), `${password.slice(3)}\n`],
    )
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
  }, 60_000)
})
