import { describe, expect, it } from 'vitest'
import { parseCommandLine } from '#cli/admin/args.ts'
import { cliLocale } from '#cli/admin/language.ts'
import { machine } from './support/machine.ts'

const locale = (argv: string[], env: Record<string, string>) =>
  cliLocale(parseCommandLine(argv), env)

describe('the command line’s language', () => {
  it('is --lang, else the system’s as gettext finds it, else English', () => {
    expect(locale(['--lang', 'de'], { LANG: 'en_US.UTF-8' })).toBe('de')
    expect(locale(['--lang', 'EN'], { LANG: 'de_DE.UTF-8' })).toBe('en')
    expect(locale([], { LANG: 'de_DE.UTF-8' })).toBe('de')
    expect(locale([], { LANGUAGE: 'fr:de', LANG: 'en_US.UTF-8' })).toBe('de')
    expect(locale([], { LC_ALL: 'C', LANGUAGE: 'de', LANG: 'de_DE.UTF-8' })).toBe('en')
    expect(locale([], { LC_MESSAGES: 'de_AT.UTF-8', LANG: 'en_GB.UTF-8' })).toBe('de')
    expect(locale([], { LANG: 'sv_SE.UTF-8' })).toMatch(/^(en|de)$/)
  })

  it('refuses a language it does not speak, naming those it does', async () => {
    const { run } = await machine()
    const refused = await run(['activity', '--lang', 'fr'])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('--lang takes en or de (got "fr").')
  })

  it('says what the core says in that language: an undo in German, in English by default', async () => {
    const { run } = await machine()
    const dock = ['--type', 'usb', '--vendor', '413C', '--serial', 'CNZZ0DOCK26001', '--product']
    await run(['device', 'register', ...dock, 'B06E', '--name', 'Dock', '--location', 'berlin-f2'])
    const renamed = async () => {
      await run(['device', 'register', ...dock, 'B06E', '--name', 'Dock at the window'])
      const activity = JSON.parse((await run(['activity', '--json'])).stdout)
      return String(activity.entries[0].id)
    }

    const german = await run(['undo', await renamed(), '--lang', 'de'])
    expect(german).toMatchObject({ code: 0 })
    expect(german.stdout).toBe(
      '„Dock at the window“ hat wieder den Namen „Dock“ und die Info „“.\n',
    )

    const english = await run(['undo', await renamed()], { env: { LANG: 'C.UTF-8' } })
    expect(english.stdout).toBe('"Dock at the window" has its name "Dock" and info "" again.\n')
  })

  it('says the core’s errors in that language, and keeps --json’s message in English', async () => {
    const { run } = await machine()
    const add = ['profiles', 'add', 'Staging', '--url', 'ftp://admin.example.com', '--lang', 'de']
    const german = await run(add)
    expect(german.code).toBe(1)
    expect(german.stderr).toBe(
      'Error: Die Dienst-URL muss mit https:// beginnen (sie beginnt mit ftp://)\n',
    )
    const json = await run([...add, '--json'])
    expect(JSON.parse(json.stdout).error.message).toBe(
      'The service URL must start with https:// (it starts with ftp://)',
    )
  })
})
