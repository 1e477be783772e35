// The command lines' own sentences in the chosen language: --lang, else the system's, else English.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { machine } from './support/machine.ts'

const ENGLISH = { env: { LANG: 'C.UTF-8' } }
const GERMAN_SYSTEM = { env: { LANG: 'de_DE.UTF-8' } }
const DOCK = [
  'device',
  'register',
  '--type',
  'usb',
  '--vendor',
  '413C',
  '--serial',
  'CNZZ0DOCK26001',
]
const DOCK_ID = '413C;CNZZ0DOCK26001;45166'

describe('device-admin says its own sentences in its language', () => {
  it('a result: in German with --lang de or a German system, in English by default', async () => {
    const { run } = await machine()
    const register = [...DOCK, '--product', 'B06E', '--name', 'Dock', '--location', 'berlin-f2']
    const german = await run([...register, '--lang', 'de'], ENGLISH)
    expect(german).toMatchObject({ code: 0, stderr: '' })
    expect(german.stdout).toBe(`${DOCK_ID} (usb) registriert. Zugeordnet zu berlin-f2.\n`)

    const again = await run(register, GERMAN_SYSTEM)
    expect(again.stdout).toBe(
      `${DOCK_ID} (usb) ist bereits so registriert; weiterhin zugeordnet zu berlin-f2.\n`,
    )
    const english = await run(register, ENGLISH)
    expect(english.stdout).toBe(
      `${DOCK_ID} (usb) is registered already as given; still paired to berlin-f2.\n`,
    )
    // --lang wins over the system's language.
    expect((await run([...register, '--lang', 'en'], GERMAN_SYSTEM)).stdout).toBe(english.stdout)
  })

  it('a refusal of the command line, even one that does not parse, with its pointer to --help', async () => {
    const { run } = await machine()
    const german = await run(['pair', 'x', '--lang', 'de'], ENGLISH)
    expect(german).toMatchObject({ code: 2, stdout: '' })
    expect(german.stderr).toBe(
      'Geben Sie --location ID an.\nMit --help sehen Sie, wie der Befehl verwendet wird.\n',
    )
    const english = await run(['pair', 'x'], ENGLISH)
    expect(english.stderr).toBe('Give --location ID.\nRun with --help for usage.\n')

    // Node's parser refuses the option in its own English; the pointer is in the language asked for.
    const unparsed = await run(['devices', 'list', '--bogus', '--lang', 'de'], ENGLISH)
    expect(unparsed.code).toBe(2)
    expect(unparsed.stderr).toMatch(
      /^Unknown option '--bogus'.*\nMit --help sehen Sie, wie der Befehl verwendet wird\.\n$/s,
    )
    const unknown = await run(['devices', 'lsit'], GERMAN_SYSTEM)
    expect(unknown.stderr).toContain('Das ist kein Befehl; meinten Sie „devices list“?')
  })

  it('a failure in German on the terminal, and in English in --json’s error', async () => {
    const { run } = await machine()
    const sensor = ['demo', 'sensor', '/nonexistent/sensor.json', '--lang', 'de']
    const german = await run(sensor, ENGLISH)
    expect(german.code).toBe(1)
    expect(german.stderr).toMatch(
      /^Error: \/nonexistent\/sensor\.json kann nicht gelesen werden: ENOENT/,
    )
    const json = await run([...sensor, '--json'], ENGLISH)
    expect(JSON.parse(json.stdout).error).toMatchObject({
      code: 'unreadable',
      message: expect.stringMatching(/^\/nonexistent\/sensor\.json cannot be read: ENOENT/),
    })
  })

  it('a question before a change, and how to answer it', async () => {
    const { run } = await machine()
    const revoke = ['apikeys', 'revoke', 'key-berlin-admin', '--lang', 'de']
    const asked = await run(revoke, { ...ENGLISH, confirm: false })
    expect(asked.prompts[0]).toMatch(/^Den API-Schlüssel key-berlin-admin widerrufen\? /)
    expect(asked.stderr).toBe('Error: Abgebrochen: Es wurde nichts geändert.\n')
  })
})

const SERIAL_ID = fileURLToPath(new URL('../../../src/cli/serial-id.ts', import.meta.url))

/** device-serial-id as a child process, in the environment given (and none of this shell's language). */
function serialId(env: Record<string, string>, ...args: string[]) {
  const {
    LANG: _lang,
    LANGUAGE: _language,
    LC_ALL: _all,
    LC_MESSAGES: _messages,
    ...rest
  } = process.env
  const child = spawnSync(process.execPath, [SERIAL_ID, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...rest, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return { code: child.status, stdout: child.stdout, stderr: child.stderr }
}

describe('device-serial-id says its own sentences in its language', () => {
  it('in German with --lang de or a German system, in English by default', () => {
    const english = serialId({ LANG: 'C.UTF-8' }, 'build', 'wifi')
    expect(english).toEqual({
      code: 2,
      stdout: '',
      stderr: 'build wifi takes 1 part(s): bssid; got 0.\nRun with --help for usage.\n',
    })
    const german = serialId({ LANG: 'C.UTF-8' }, '--lang', 'de', 'build', 'wifi')
    expect(german.stderr).toBe(
      'build wifi erwartet 1 Teil(e): bssid; angegeben: 0.\nMit --help sehen Sie, wie der Befehl verwendet wird.\n',
    )
    expect(serialId({ LANG: 'de_DE.UTF-8' }, 'build', 'wifi').stderr).toBe(german.stderr)
    expect(serialId({ LANG: 'C.UTF-8' }, '--lang=de', 'validate', 'wifi').stderr).toMatch(
      /^validate erwartet TYPE und SERIALID\.\n/,
    )
  })

  it('refuses a language it does not speak, and keeps stdout and exit codes as they are', () => {
    expect(serialId({ LANG: 'C.UTF-8' }, '--lang', 'fr', 'parse', 'x')).toEqual({
      code: 2,
      stdout: '',
      stderr: '--lang takes en or de (got "fr").\nRun with --help for usage.\n',
    })
    const built = serialId(
      { LANG: 'C.UTF-8' },
      '--lang',
      'de',
      'build',
      'wifi',
      '00-1A-2B-3C-4D-5E',
    )
    expect(built).toEqual({ code: 0, stdout: 'Network;00:1a:2b:3c:4d:5e;WiFi\n', stderr: '' })
  })
})
