import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SessionProvider } from '#renderer/app/session-context.tsx'
import { ConnectionSummary } from '#renderer/features/connection/ConnectionSummary.tsx'
import { ProfileMenu } from '#renderer/features/connection/ProfileMenu.tsx'
import { ProfilesDialog } from '#renderer/features/connection/ProfilesDialog.tsx'
import { SignInPanel } from '#renderer/features/connection/SignInPanel.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import type { ProfileSummary, SessionState } from '#shared/ipc/session.ts'
import { accountAdminSession, fail, ok } from '../fake-api.ts'
import { renderWithApi } from '../render.tsx'

const demo: ProfileSummary = {
  id: 'offline-demo',
  name: 'Offline demo',
  kind: 'offline',
  baseUrl: null,
  authMethod: 'apiKey',
  username: null,
  hasStoredSecret: true,
  allowInsecureHttp: false,
  defaultAccountId: null,
}
const staging: ProfileSummary = {
  id: 'p1',
  name: 'Staging',
  kind: 'remote',
  baseUrl: 'https://admin.example.com',
  authMethod: 'login',
  username: 'ops',
  hasStoredSecret: false,
  allowInsecureHttp: false,
  defaultAccountId: null,
}
const signedOut: SessionState = {
  ...accountAdminSession,
  profileId: 'p1',
  profileName: 'Staging',
  kind: 'remote',
  status: 'signedOut',
  principal: null,
  message: 'Sign in to use this profile.',
}

function profilesDialog(profiles: ProfileSummary[], locale: Locale) {
  renderWithApi(
    <SessionProvider>
      <ProfilesDialog
        onEdit={() => {}}
        onRemove={() => {}}
        onUse={() => {}}
        onAdd={() => {}}
        onClose={() => {}}
      />
    </SessionProvider>,
    {
      getSession: () => ok(accountAdminSession),
      listProfiles: () => ok({ profiles, activeProfileId: demo.id, notice: null }),
    },
    locale,
  )
}

describe('the connection in German', () => {
  it('signs in in German, with main’s words kept in English', async () => {
    const signIn = vi.fn(() => fail('unauthenticated', 'Wrong username or password.'))
    renderWithApi(
      <SessionProvider>
        <SignInPanel session={signedOut} profile={staging} />
      </SessionProvider>,
      {
        getSession: () => ok(signedOut),
        listProfiles: () => ok({ profiles: [staging], activeProfileId: 'p1', notice: null }),
        signIn,
      },
      'de',
    )
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Anmelden' })).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: 'Anmelden mit' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'API-Schlüssel' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Benutzername und Passwort' })).toBeTruthy()
    expect(screen.getByText('Sign in to use this profile.').closest('[lang="en"]')).toBeTruthy()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(signIn).not.toHaveBeenCalled()
    expect(screen.getByText('Geben Sie das Passwort ein')).toBeTruthy()

    await user.type(screen.getByLabelText('Passwort', { selector: 'input' }), 'nope')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Nicht angemeldet')
    expect(alert.textContent).toContain('Wrong username or password.')
    expect(alert.textContent).toContain(
      'Geben Sie das Passwort für einen neuen Versuch erneut ein.',
    )
  })

  it('says why no one is signed in in German, its moments as German writes them', () => {
    const expired: SessionState = {
      ...signedOut,
      message:
        'The service no longer accepts your sign-in (it expired or was withdrawn). The service refused the API key (This API key expired on 2026-11-06T12:00:00.000Z). Sign in again with a valid key.',
      parts: [
        {
          code: 'session-expired',
          id: 'errors.profile.session-expired',
          message: 'The service no longer accepts your sign-in (it expired or was withdrawn).',
        },
        {
          code: 'session-key-refused-because',
          id: 'errors.profile.session-key-refused-because',
          values: { reason: 'This API key expired on 2026-11-06T12:00:00.000Z' },
          message:
            'The service refused the API key (This API key expired on 2026-11-06T12:00:00.000Z). Sign in again with a valid key.',
        },
      ],
    }
    renderWithApi(
      <SessionProvider>
        <SignInPanel session={expired} profile={staging} />
      </SessionProvider>,
      {
        getSession: () => ok(expired),
        listProfiles: () => ok({ profiles: [staging], activeProfileId: 'p1', notice: null }),
      },
      'de',
    )
    const note = screen.getByRole('note')
    expect(note.textContent).toContain(
      'Der Dienst akzeptiert Ihre Anmeldung nicht mehr (sie ist abgelaufen oder wurde widerrufen). Der Dienst hat den API-Schlüssel abgelehnt (This API key expired on ',
    )
    expect(note.textContent).toContain('06.11.2026')
    expect(note.textContent).not.toContain('2026-11-06T')
    expect(note.querySelector('[lang="en"]')).toBeNull()
  })

  it('says in the header why no one is signed in, a service’s own words in English', () => {
    const session: SessionState = {
      ...signedOut,
      message: 'Sign in as ops. Wrong realm.',
      parts: [
        {
          code: 'session-sign-in-as',
          id: 'errors.profile.session-sign-in-as',
          values: { username: 'ops' },
          message: 'Sign in as ops.',
        },
        { message: 'Wrong realm.' },
      ],
    }
    renderWithApi(<ConnectionSummary session={session} />, {}, 'de')
    const group = screen.getByRole('group', { name: 'Verbindung' })
    expect(group.textContent).toContain('Melden Sie sich als ops an. Wrong realm.')
    expect(screen.getByText('Melden Sie sich als ops an.').closest('[lang="en"]')).toBeNull()
    expect(screen.getByText('Wrong realm.').closest('[lang="en"]')).toBeTruthy()
  })

  it('says who is signed in, with which role, in German', () => {
    renderWithApi(<ConnectionSummary session={accountAdminSession} />, {}, 'de')
    const group = screen.getByRole('group', { name: 'Verbindung' })
    expect(group.textContent).toContain('Offline-Demo')
    expect(group.textContent).toContain('Angemeldet')
    expect(group.textContent).toContain(
      'Angemeldet als Berlin admin (API-Schlüssel) · Kontoadministrator',
    )
  })

  it('offers the profile menu in German', async () => {
    renderWithApi(
      <SessionProvider>
        <ProfileMenu onError={() => {}} />
      </SessionProvider>,
      {
        getSession: () => ok(accountAdminSession),
        listProfiles: () => ok({ profiles: [demo], activeProfileId: demo.id, notice: null }),
      },
      'de',
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Verbindung und Profile' }))
    await screen.findByRole('menu')
    expect(screen.getByRole('menuitem', { name: 'Profile verwalten…' })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: 'Remote-Profil hinzufügen…' })).toBeTruthy()
    expect(screen.getByRole('menuitem', { name: /^Offline demo \(offline\)/ })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Abmelden' })).toBeTruthy())
  })

  it('lists the profiles in German, with the remote one’s actions', async () => {
    profilesDialog([demo, staging], 'de')
    const dialog = await screen.findByRole('dialog', { name: 'Profile' })
    await screen.findByText('Staging')
    expect(screen.getByRole('columnheader', { name: 'Dienst und Anmeldung' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Staging bearbeiten oder umbenennen' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Staging entfernen' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Verbindung von Staging testen' })).toBeTruthy()
    expect(dialog.textContent).toContain('Anmeldung als ops · nichts gespeichert')
    expect(dialog.textContent).toContain(
      'Integriert: Dieses Profil kann nicht bearbeitet oder entfernt werden.',
    )
  })

  it.each([
    ['en', '1 profile; Offline demo is always there.', [demo]],
    ['en', '2 profiles; Offline demo is always there.', [demo, staging]],
    ['de', '1 Profil; die Offline-Demo ist immer vorhanden.', [demo]],
    ['de', '2 Profile; die Offline-Demo ist immer vorhanden.', [demo, staging]],
  ] as const)('counts the profiles in %s: %s', async (locale, text, profiles) => {
    profilesDialog([...profiles], locale)
    expect(await screen.findByText(text)).toBeTruthy()
  })
})
