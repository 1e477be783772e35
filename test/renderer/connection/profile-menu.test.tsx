import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Api } from '#shared/ipc/contract.ts'
import { SessionProvider } from '#renderer/app/session-context.tsx'
import { ProfileMenu } from '#renderer/features/connection/ProfileMenu.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import type { ProfileSummary, SessionState } from '#shared/ipc/session.ts'
import { accountAdminSession, ok } from '../fake-api.ts'
import { renderWithApi } from '../render.tsx'
import { coded } from '#shared/coded-text.ts'

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

// As main/credentials/store-names.ts makes them (test/unit/renderer/coded-connection.test.ts checks
// that the window's English is main's).
const WINDOWS: SessionState['credentialStore'] = {
  kind: 'keychain',
  label: coded('connection.store.windows-credential-manager'),
  hint: null,
}
const SESSION_ONLY: SessionState['credentialStore'] = {
  kind: 'sessionOnly',
  label: coded('connection.store.session-only'),
  hint: coded('connection.store.hint.install-secret-service'),
}

async function openMenu(session: SessionState, more: Partial<Api> = {}, locale: Locale = 'en') {
  renderWithApi(
    <SessionProvider>
      <ProfileMenu onError={() => {}} />
    </SessionProvider>,
    {
      getSession: () => ok(session),
      listProfiles: () => ok({ profiles: [demo], activeProfileId: demo.id, notice: null }),
      ...more,
    },
    locale,
  )
  const user = userEvent.setup()
  await user.click(
    screen.getByRole('button', {
      name: locale === 'en' ? 'Connection and profiles' : 'Verbindung und Profile',
    }),
  )
  await screen.findByRole('menu')
  return user
}

describe('the profile menu', () => {
  it('names the keychain that holds the secret', async () => {
    await openMenu({ ...accountAdminSession, credentialStore: WINDOWS })
    expect((await screen.findByTestId('credential-store')).textContent).toContain(
      'Windows Credential Manager',
    )
  })

  it('names the keychain and says what to install in German', async () => {
    await openMenu({ ...accountAdminSession, credentialStore: WINDOWS }, {}, 'de')
    const note = await screen.findByTestId('credential-store')
    expect(note.textContent).toBe('Windows-Anmeldeinformationsverwaltung')
    expect(note.getAttribute('lang')).toBeNull()
  })

  it('says in German that a secret is kept for this session only, and what to install', async () => {
    await openMenu({ ...accountAdminSession, credentialStore: SESSION_ONLY }, {}, 'de')
    const note = await screen.findByTestId('credential-store')
    expect(note.textContent).toContain('Nur diese Sitzung: kein Schlüsselbund gefunden')
    expect(note.textContent).toContain('Installieren und entsperren Sie einen Secret Service')
  })

  it('says a session-only secret is lost at quit, and what to install', async () => {
    await openMenu({ ...accountAdminSession, credentialStore: SESSION_ONLY })
    const note = await screen.findByTestId('credential-store')
    expect(note.textContent).toContain('This session only: no keychain found')
    expect(note.textContent).toContain('Install and unlock a Secret Service, such as gnome-keyring')
  })

  it('offers no demo reset for a remote profile', async () => {
    await openMenu({
      ...accountAdminSession,
      kind: 'remote',
      profileName: 'Staging',
      credentialStore: {
        kind: 'keychain',
        label: coded('connection.store.macos-keychain'),
        hint: null,
      },
    })
    // Once the session shows, the demo's items would be there too.
    await screen.findByTestId('credential-store')
    expect(screen.queryByText('Demo data')).toBeNull()
    expect(screen.queryByRole('menuitem', { name: 'Reset demo office…' })).toBeNull()
  })

  it('resets the demo only after the person confirms, showing where its data lives', async () => {
    const resetDemo = vi.fn(() => ok(accountAdminSession))
    const user = await openMenu(
      { ...accountAdminSession, demoDataDir: '/home/ada/.config/app/mock-server' },
      { resetDemo },
    )
    await waitFor(() =>
      expect(screen.getByRole('menu').textContent).toContain('/home/ada/.config/app/mock-server'),
    )
    await user.click(screen.getByRole('menuitem', { name: 'Reset demo office…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset the demo office?' })
    expect(dialog.textContent).toContain(
      'devices registered, paired or unpaired, and API keys made',
    )
    expect(resetDemo).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Reset demo office' }))
    await waitFor(() => expect(resetDemo).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
