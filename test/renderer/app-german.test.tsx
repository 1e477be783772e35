import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from '#renderer/app/app.tsx'
import { ErrorAlert } from '#renderer/app/ErrorAlert.tsx'
import { ErrorBoundary } from '#renderer/app/ErrorBoundary.tsx'
import { LostNotice } from '#renderer/features/lost/LostNotice.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import type { Api } from '#shared/ipc/contract.ts'
import type { LostDevice } from '#shared/ipc/registry.ts'
import type { SessionState } from '#shared/ipc/session.ts'
import { accountAdminSession, fakeApi, ok } from './fake-api.ts'
import { renderInLanguage, renderInWorkspace, renderWithApi } from './render.tsx'
import { coded } from '#shared/coded-text.ts'

const member: SessionState = {
  ...accountAdminSession,
  principal: { kind: 'user', name: 'berlin.member', role: 'member', accountId: 'a1' },
}

function appApi(session: SessionState): Partial<Api> {
  return fakeApi([], {
    getAppInfo: () => ok({ name: 'x', version: '1.2.3' }),
    getSession: () => ok(session),
    listProfiles: () => ok({ profiles: [], activeProfileId: session.profileId, notice: null }),
  })
}

describe('the frame in German', () => {
  it('names the screens, the settings and what a member cannot do', async () => {
    renderWithApi(<App />, appApi(member), 'de')
    expect(
      await screen.findByRole('heading', { name: 'Mit dieser Rolle gibt es nichts zu verwalten' }),
    ).toBeTruthy()
    expect(screen.getByRole('note').textContent).toBe(
      'Angemeldet als berlin.member (Mitglied): Mitglieder haben keine Administratorrechte, daher werden Geräte und API-Schlüssel hier weder angezeigt noch geändert. Melden Sie sich mit dem API-Schlüssel oder den Anmeldedaten eines Kontoadministrators an (Profile → Abmelden) oder wenden Sie sich an einen Kontoadministrator.',
    )
    const menu = screen.getByRole('navigation', { name: 'Ansichten' })
    const register = within(menu).getByRole('button', { name: /^Gerät registrieren/ })
    expect(register.getAttribute('aria-disabled')).toBe('true')
    expect(register.textContent).toContain('Erfordert eine Administratorrolle')
    for (const name of ['Übersicht', 'Geräte', 'Etage begehen', 'Aktivität', 'API-Schlüssel'])
      expect(within(menu).getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: 'Sprache' })).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: 'Farbschema' })).toBeTruthy()
  })

  it('says that the profile file was set aside, where it went and why, until dismissed', async () => {
    const path = '/home/a/.config/Device Registry Admin/profiles.json.corrupt-2026-11-26'
    renderWithApi(
      <App />,
      {
        ...appApi(member),
        listProfiles: () =>
          ok({
            profiles: [],
            activeProfileId: member.profileId,
            notice: coded(
              'connection.profiles-notice.not-json',
              { path },
              'profiles-set-aside-not-json',
            ),
          }),
      },
      'de',
    )
    const alert = await screen.findByRole('alert', { name: 'Ihre Profile wurden beiseitegelegt' })
    expect(alert.textContent).toContain(
      `Die Profildatei konnte nicht gelesen werden (sie ist kein gültiges JSON). Sie wurde als ${path} beiseitegelegt`,
    )
    await userEvent.click(within(alert).getByRole('button', { name: 'Ausblenden' }))
    expect(screen.queryByRole('alert', { name: 'Ihre Profile wurden beiseitegelegt' })).toBeNull()
  })

  it('says what an error means in German, and main’s English words as English', () => {
    const error = { code: 'network' as const, message: 'The service at x did not answer.' }
    const { unmount } = renderInLanguage(<ErrorAlert error={error} onClose={() => {}} />, 'de')
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Der Dienst hat nicht geantwortet')).toBeTruthy()
    expect(within(alert).getByText(error.message).closest('[lang]')?.getAttribute('lang')).toBe(
      'en',
    )
    expect(within(alert).getByRole('button', { name: 'Ausblenden' })).toBeTruthy()
    unmount()
    renderInLanguage(<ErrorAlert error={error} />)
    expect(screen.getByRole('alert').textContent).toBe(`The service did not answer${error.message}`)
  })

  describe('the crash screen', () => {
    beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
    afterEach(() => vi.restoreAllMocks())

    it('speaks German', async () => {
      function Broken(): never {
        throw new Error('broken')
      }
      renderWithApi(
        <ErrorBoundary onReload={() => {}}>
          <Broken />
        </ErrorBoundary>,
        { reportRendererError: () => ok({ report: 'Error: broken' }) },
        'de',
      )
      expect(
        screen.getByRole('heading', { name: 'In diesem Fenster ist ein Fehler aufgetreten' }),
      ).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy()
      expect(await screen.findByRole('button', { name: 'Bericht kopieren' })).toBeTruthy()
      expect(screen.getByLabelText('Fehlerbericht').getAttribute('lang')).toBe('en')
    })
  })
})

const at = (day: number) => `2026-11-${day}T12:00:00.000Z`
const lostDevice = (n: number, day = 26, certain = true): LostDevice => ({
  serialId: `Network;00:1a:2b:3c:4d:0${n};WiFi`,
  deviceType: 32,
  name: `Corp ${n}`,
  info: '5 GHz',
  locationId: null,
  registeredAt: at(day),
  certain,
})

function renderLost(lost: LostDevice[], locale: Locale, api: Partial<Api> = {}) {
  const onDone = vi.fn()
  renderInWorkspace(
    <LostNotice onDone={onDone} />,
    fakeApi([], {
      listDevices: () =>
        ok({
          complete: true,
          devices: [],
          lost: { devices: lost, checkedAt: '2026-11-26T13:00:00.000Z' },
        }),
      ...api,
    }),
    accountAdminSession,
    locale,
  )
  return { onDone }
}

const notice = async (title: string) =>
  (await screen.findByText(title)).closest('[role="alert"]') as HTMLElement

describe('the lost-devices notice', () => {
  it.each([
    [
      'en',
      [lostDevice(1)],
      'Registrations lost',
      '1 device you registered on Nov 26 was lost when the service restarted: it no longer has it.',
      'Show it',
    ],
    [
      'en',
      [lostDevice(1, 24), lostDevice(2, 25), lostDevice(3)],
      'Registrations lost',
      '3 devices you registered between Nov 24 and Nov 26 were lost when the service restarted: it no longer has them.',
      'Show them',
    ],
    [
      'de',
      [lostDevice(1)],
      'Registrierungen verloren',
      '1 Gerät, das Sie am 26. Nov. registriert haben, ging beim Neustart des Dienstes verloren: Der Dienst hat es nicht mehr.',
      'Gerät anzeigen',
    ],
    [
      'de',
      [lostDevice(1, 24), lostDevice(2, 25), lostDevice(3)],
      'Registrierungen verloren',
      '3 Geräte, die Sie zwischen 24. Nov. und 26. Nov. registriert haben, gingen beim Neustart des Dienstes verloren: Der Dienst hat sie nicht mehr.',
      'Geräte anzeigen',
    ],
  ] as const)('%s: %#', async (locale, lost, title, sentence, show) => {
    renderLost([...lost], locale)
    const alert = await notice(title)
    expect(within(alert).getByText(sentence)).toBeTruthy()
    expect(within(alert).getByRole('button', { name: show })).toBeTruthy()
  })

  it('says when devices may only be unpaired, in German', async () => {
    renderLost([lostDevice(1, 26, false), lostDevice(2, 26, false)], 'de')
    const alert = await notice('Registrierungen verloren')
    expect(
      within(alert).getByText(
        '2 Geräte, die Sie am 26. Nov. registriert haben, werden vom Dienst nicht aufgeführt. Er führt nur zugeordnete Geräte auf; sie sind also vielleicht nicht zugeordnet oder gingen beim Neustart des Dienstes verloren.',
      ),
    ).toBeTruthy()
  })

  it.each([
    ['en', 1, 'Forget it', 'Stopped looking for 1 lost device.'],
    ['en', 2, 'Forget them', 'Stopped looking for 2 lost devices.'],
    ['de', 1, 'Gerät vergessen', 'Die Suche nach 1 verlorenen Gerät wurde beendet.'],
    ['de', 2, 'Geräte vergessen', 'Die Suche nach 2 verlorenen Geräten wurde beendet.'],
  ] as const)('%s: forgets %i device(s) and says so', async (locale, count, forget, done) => {
    const lost = [lostDevice(1), lostDevice(2)].slice(0, count)
    const { onDone } = renderLost(lost, locale, {
      forgetLostDevices: () => ok({ forgotten: count }),
    })
    await userEvent.setup().click(await screen.findByRole('button', { name: forget }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(done))
  })

  it('registers them again from a dialog in German', async () => {
    renderLost([lostDevice(1), lostDevice(2)], 'de')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Geräte erneut registrieren und zuordnen…' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Geräte erneut registrieren' })
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
    await user.click(within(dialog).getByRole('checkbox', { name: /^Nicht zuordnen/ }))
    expect(
      within(dialog).getByRole('button', { name: 'Erneut ohne Zuordnung registrieren' }),
    ).toBeTruthy()
  })
})
