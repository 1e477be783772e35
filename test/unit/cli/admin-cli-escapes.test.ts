// A device name can hold what a terminal obeys (the service accepts it): the command line shows such
// characters as escapes in everything for people, and --json keeps them exactly.
import { describe, expect, it } from 'vitest'
import { createAdminClient } from '#core/admin-client/client.ts'
import { createHttp } from '#core/admin-client/http.ts'
import { hasControls } from '#shared/text/visible.ts'
import { DEMO, remoteMockServer } from '../core/support/fixtures.ts'
import { json, transportServer } from '../core/support/http-server.ts'
import { machine } from './support/machine.ts'
import { runScript } from './support/process.ts'

const ESC = '\u001b'
const BEL = '\u0007'
/** Retitles the window and clears the screen; then a right-to-left override and a one-character CSI. */
const NAME = `Lobby AP${ESC}]0;owned${BEL}${ESC}[2J`
const INFO = `rack\u202e4 \u009b31m`
const NAME_SHOWN = 'Lobby AP\\x1b]0;owned\\x07\\x1b[2J'
const INFO_SHOWN = 'rack\\u202e4 \\x9b31m'
const SERIAL = 'Network;00:1a:2b:3c:4d:77;Gateway'
const REGISTER = [
  ...['device', 'register', '--type', 'router', '--mac', '00-1A-2B-3C-4D-77'],
  ...['--name', NAME, '--info', INFO, '--location', 'berlin-f2'],
]

/** Nothing a terminal would act on: no control character but the line breaks. */
const inert = (text: string) => !hasControls(text.replaceAll('\n', ''))

describe('admin command line: text that cannot rewrite a terminal', () => {
  it('devices list shows a name with ESC sequences escaped; --json keeps it exactly', async () => {
    const { run } = await machine()
    expect(await run(REGISTER)).toMatchObject({ code: 0, stderr: '' })
    const human = await run(['devices', 'list'])
    expect(human.code).toBe(0)
    const row = human.stdout.split('\n').find((line) => line.startsWith(SERIAL))
    expect(row).toContain(NAME_SHOWN)
    expect(row).toContain(INFO_SHOWN)
    expect(inert(human.stdout)).toBe(true)

    const machineReadable = await run(['devices', 'list', '--json'])
    const value = JSON.parse(machineReadable.stdout) as { devices: Array<{ serialId: string }> }
    expect(value.devices.find((d) => d.serialId === SERIAL)).toMatchObject({
      name: NAME,
      info: INFO,
    })
    expect(machineReadable.stdout).toBe(`${JSON.stringify(value, null, 2)}\n`)
  })

  it("escapes the service's words in an error, on stderr and in --json's message only as JSON does", async () => {
    const { run } = await machine()
    const serialId = `${SERIAL}${ESC}[2J`
    const human = await run(['unpair', serialId])
    expect(human.code).toBe(1)
    expect(human.stderr).toContain(`Serial id "${SERIAL}\\x1b[2J" is unknown`)
    expect(inert(human.stderr)).toBe(true)
    const machineReadable = await run(['unpair', serialId, '--json'])
    expect(
      (JSON.parse(machineReadable.stdout) as { error: { message: string } }).error.message,
    ).toContain(`"${serialId}"`)
  })

  it('escapes field details and problem text a service sends', async () => {
    // Only the device list is refused: signing in (GET /auth/me) finds no such extension.
    const server = await transportServer((req, res) =>
      req.url?.startsWith('/admin/devices')
        ? json(res, 400, {
            status: 400,
            title: 'Bad request',
            detail: `Refused${ESC}]0;owned${BEL}`,
            code: 'validation_failed',
            errors: [{ path: `name${ESC}[2J`, message: `too\nlong\u202e` }],
          })
        : json(res, 404, { status: 404, title: 'Not found', code: 'not_found' }),
    )
    const { run } = await machine()
    const result = await run(['devices', 'list'], {
      env: { DEVICE_ADMIN_URL: server.url, DEVICE_ADMIN_API_KEY: 'key-0123456789abcdef' },
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      'Error: Refused\\x1b]0;owned\\x07.\n  name\\x1b[2J: too\\nlong\\u202e\n',
    )
  })

  it('as a process: the bytes on the terminal hold no control character but line breaks', async () => {
    const server = await remoteMockServer()
    const client = createAdminClient(createHttp({ baseUrl: server.url, allowInsecureHttp: false }))
    const key = { apiKey: DEMO.berlinAdminKey }
    await client.upsertDevice(key, undefined, {
      serialId: SERIAL,
      deviceType: 16,
      name: NAME,
      info: INFO,
    })
    const env = {
      ...process.env,
      DEVICE_ADMIN_URL: server.url,
      DEVICE_ADMIN_API_KEY: DEMO.berlinAdminKey,
    }
    const list = await runScript('src/cli/admin.ts', ['devices', 'list'], { env })
    expect(list).toMatchObject({ code: 0, stderr: '' })
    expect(list.stdout).toContain(NAME_SHOWN)
    expect(inert(list.stdout)).toBe(true)
    const exact = await runScript('src/cli/admin.ts', ['devices', 'list', '--json'], { env })
    expect(exact.stdout).toContain('\u202e') // JSON escapes C0 (\u001b) but keeps the rest as it is
    expect(JSON.stringify(JSON.parse(exact.stdout), null, 2) + '\n').toBe(exact.stdout)
  }, 30_000)
})
