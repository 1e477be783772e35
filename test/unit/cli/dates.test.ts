import { describe, expect, it } from 'vitest'
import { dateLocale, humanMoment } from '#cli/admin/dates.ts'
import { machine } from './support/machine.ts'

const MOMENT = '2026-11-26T09:30:00.000Z'

describe('dates in the command line’s human output', () => {
  it.each([
    [{ LANG: 'de_DE.UTF-8' }, 'de-DE'],
    [{ LANG: 'en_GB.UTF-8' }, 'en-GB'],
    [{ LC_ALL: 'de_AT.UTF-8', LANG: 'en_US.UTF-8' }, 'de-AT'],
    [{ LC_TIME: 'fr_FR.UTF-8', LANG: 'en_US.UTF-8' }, 'fr-FR'],
    [{ LANG: 'sv_SE.ISO-8859-1@euro' }, 'sv-SE'],
  ])('%j gives %s', (env, locale) => {
    expect(dateLocale(env)).toBe(locale)
  })

  it('C, POSIX, nothing or nonsense: the system default, never ICU’s undetermined locale', () => {
    for (const env of [{ LANG: 'C.UTF-8' }, { LC_ALL: 'POSIX' }, {}, { LANG: '!!' }])
      expect(dateLocale(env)).not.toBe('und')
  })

  it('writes a moment in the locale’s form, in this machine’s zone', () => {
    const local = new Date(MOMENT)
    const hh = String(local.getHours()).padStart(2, '0')
    const mm = String(local.getMinutes()).padStart(2, '0')
    expect(humanMoment(MOMENT, 'de-DE')).toBe(`26.11.2026, ${hh}:${mm}`)
    expect(humanMoment(MOMENT, 'en-US')).toMatch(/^Nov 26, 2026, \d{1,2}:\d{2}\s[AP]M$/)
    expect(humanMoment('not a date', 'de-DE')).toBe('not a date')
  })

  it('activity and API keys print dates in the locale, --json keeps ISO 8601', async () => {
    const { run } = await machine()
    const wifi = [
      '--type',
      'wifi',
      '--bssid',
      '00-1A-2B-3C-4D-5E',
      '--ssid',
      'Guest',
      '--band',
      '5 GHz',
    ]
    await run(['device', 'register', ...wifi, '--keep-unpaired'])
    const german = await run(['activity'], { env: { LANG: 'de_DE.UTF-8' } })
    expect(german.stdout).toMatch(/^1 +\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} +register /m)
    const english = await run(['activity'], { env: { LANG: 'en_US.UTF-8' } })
    expect(english.stdout).toMatch(
      /^1 +[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M +register /m,
    )
    const json = JSON.parse(
      (await run(['activity', '--json'], { env: { LANG: 'de_DE.UTF-8' } })).stdout,
    )
    expect(json.entries[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const keys = await run(['apikeys', 'list'], { env: { LANG: 'de_DE.UTF-8' } })
    expect(keys.stdout).toMatch(/^key-berlin-admin .* \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} /m)
  })
})
