import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Api } from '#shared/ipc/contract.ts'
import { SessionProvider, useSession } from '#renderer/app/session-context.tsx'
import { WorkspaceProvider } from '#renderer/app/workspace-context.tsx'
import type { ProfileSummary } from '#shared/ipc/session.ts'
import { ProfileDialog } from '#renderer/features/connection/ProfileDialog.tsx'
import { accountAdminSession, fail, NOTHING_LOST, ok } from '../fake-api.ts'
import { renderWithApi } from '../render.tsx'

function setup(saveProfile: Api['saveProfile'], onClose = vi.fn()) {
  const useProfile = vi.fn(() => ok({ ...accountAdminSession, status: 'signedOut' as const }))
  renderWithApi(
    <SessionProvider>
      <ProfileDialog profile={null} onClose={onClose} />
    </SessionProvider>,
    {
      getSession: () => ok(accountAdminSession),
      listProfiles: () => ok({ profiles: [], activeProfileId: 'offline-demo', notice: null }),
      saveProfile,
      useProfile,
    },
  )
  return { user: userEvent.setup(), useProfile, onClose }
}

describe('Add a remote profile', () => {
  it('names the missing fields instead of saving', async () => {
    const saveProfile = vi.fn()
    const { user } = setup(saveProfile)
    await user.click(screen.getByRole('button', { name: 'Add profile' }))
    expect(saveProfile).not.toHaveBeenCalled()
    expect(screen.getByText('Give the profile a name')).toBeTruthy()
    expect(screen.getByText(/Give the service URL/)).toBeTruthy()
  })

  it('saves the profile and makes it the active one', async () => {
    const saveProfile = vi.fn(() =>
      ok({
        id: 'p9',
        name: 'Staging',
        kind: 'remote' as const,
        baseUrl: 'https://admin.example.com',
        authMethod: 'apiKey' as const,
        username: null,
        hasStoredSecret: false,
        allowInsecureHttp: false,
        defaultAccountId: null,
      }),
    )
    const { user, useProfile, onClose } = setup(saveProfile)
    await user.type(screen.getByRole('textbox', { name: 'Profile name' }), 'Staging')
    await user.type(
      screen.getByRole('textbox', { name: 'Service URL' }),
      'https://admin.example.com',
    )
    await user.click(screen.getByRole('button', { name: 'Add profile' }))
    expect(saveProfile).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Staging',
        baseUrl: 'https://admin.example.com',
        authMethod: 'apiKey',
      }),
    )
    await waitFor(() => expect(useProfile).toHaveBeenCalledWith({ id: 'p9' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('keeps what was typed when main refuses the profile', async () => {
    const saveProfile = vi.fn(() =>
      fail('invalid_input', 'The URL must start with https:// (or allow plain HTTP).'),
    )
    const { user, onClose } = setup(saveProfile)
    await user.type(screen.getByRole('textbox', { name: 'Profile name' }), 'Lab')
    await user.type(screen.getByRole('textbox', { name: 'Service URL' }), 'http://lab.local')
    await user.click(screen.getByRole('button', { name: 'Add profile' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/must start with https/),
    )
    expect((screen.getByRole('textbox', { name: 'Service URL' }) as HTMLInputElement).value).toBe(
      'http://lab.local',
    )
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('Main refuses a field', () => {
  it('shows the reason at that field, keeps what was typed, and clears it once edited', async () => {
    const reason =
      'Plain http to lab.example.com would send your credentials unencrypted; use https, or allow plain HTTP for this profile if you must (the “Allow plain HTTP” box; --allow-insecure-http on the command line)'
    const saveProfile = vi.fn(() =>
      fail('invalid_input', reason, [{ path: 'baseUrl', message: reason }]),
    )
    const { user } = setup(saveProfile)
    await user.type(screen.getByRole('textbox', { name: 'Profile name' }), 'Lab')
    const url = screen.getByRole('textbox', { name: 'Service URL' })
    await user.type(url, 'http://lab.example.com')
    await user.click(screen.getByRole('button', { name: 'Add profile' }))
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'))
    // Once, at the field (not again in a list under a raw "baseUrl:" path).
    expect(screen.getAllByText(reason)).toHaveLength(1)
    expect(screen.queryByText(/baseUrl/)).toBeNull()
    expect(screen.getByRole('alert').textContent).toMatch(/correct the field marked in red/)
    expect((url as HTMLInputElement).value).toBe('http://lab.example.com')
    await user.clear(url)
    await user.type(url, 'https://lab.example.com')
    expect(url.getAttribute('aria-invalid')).not.toBe('true')
    expect(screen.queryByText(reason)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('Edit a remote profile', () => {
  it('starts from the saved values and saves under the same id', async () => {
    const saveProfile = vi.fn<Api['saveProfile']>((input) =>
      ok({
        id: 'p1',
        name: input.name,
        kind: 'remote' as const,
        baseUrl: input.baseUrl,
        authMethod: input.authMethod,
        username: input.username ?? null,
        hasStoredSecret: true,
        allowInsecureHttp: false,
        defaultAccountId: null,
      }),
    )
    renderWithApi(
      <SessionProvider>
        <ProfileDialog
          profile={{
            id: 'p1',
            name: 'Head office',
            kind: 'remote',
            baseUrl: 'https://admin.example.com',
            authMethod: 'login',
            username: 'ops',
            hasStoredSecret: true,
            allowInsecureHttp: false,
            defaultAccountId: 'acct-1',
          }}
          onClose={() => {}}
        />
      </SessionProvider>,
      {
        getSession: () => ok(accountAdminSession),
        listProfiles: () => ok({ profiles: [], activeProfileId: 'p1', notice: null }),
        saveProfile,
        useProfile: () => ok(accountAdminSession),
      },
    )
    const user = userEvent.setup()
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe(
      'ops',
    )
    const name = screen.getByRole('textbox', { name: 'Profile name' })
    await user.clear(name)
    await user.type(name, 'HQ')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(saveProfile).toHaveBeenCalledWith({
      id: 'p1',
      name: 'HQ',
      baseUrl: 'https://admin.example.com',
      authMethod: 'login',
      username: 'ops',
      allowInsecureHttp: false,
      defaultAccountId: 'acct-1',
    })
  })
})

describe('Edit the profile in use as a tenant admin', () => {
  const PROFILE: ProfileSummary = {
    id: 'p1',
    name: 'Head office',
    kind: 'remote',
    baseUrl: 'https://admin.example.com',
    authMethod: 'apiKey',
    username: null,
    hasStoredSecret: true,
    allowInsecureHttp: false,
    defaultAccountId: null,
  }

  function Workspace({ children }: { children: React.ReactNode }) {
    const { session } = useSession()
    return (
      <WorkspaceProvider session={session} defaultAccountId={null}>
        {children}
      </WorkspaceProvider>
    )
  }

  it('picks the account to open first by name instead of typing its id', async () => {
    const tenantAdmin = {
      ...accountAdminSession,
      profileId: 'p1',
      kind: 'remote' as const,
      principal: {
        kind: 'apiKey' as const,
        name: 'Ops',
        role: 'tenantAdmin' as const,
        tenantId: 't1',
      },
    }
    const saveProfile = vi.fn<Api['saveProfile']>(() => ok(PROFILE))
    renderWithApi(
      <SessionProvider>
        <Workspace>
          <ProfileDialog profile={PROFILE} onClose={() => {}} />
        </Workspace>
      </SessionProvider>,
      {
        getSession: () => ok(tenantAdmin),
        listProfiles: () => ok({ profiles: [PROFILE], activeProfileId: 'p1', notice: null }),
        listAccounts: () =>
          ok({
            supported: true,
            accounts: [
              { id: 'acct-berlin', name: 'Berlin HQ', tenantId: 't1', tenantName: 'Northwind' },
              { id: 'acct-munich', name: 'Munich Office', tenantId: 't1', tenantName: 'Northwind' },
            ],
          }),
        listDevices: () => ok({ complete: true, devices: [], lost: NOTHING_LOST }),
        listLocations: () => ok({ supported: true, hierarchy: false, locations: [] }),
        saveProfile,
        useProfile: () => ok(tenantAdmin),
      },
    )
    const user = userEvent.setup()
    const picker = await screen.findByRole('combobox', { name: 'Account to open first' })
    await user.selectOptions(picker, 'Munich Office · Northwind (acct-munich)')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() =>
      expect(saveProfile).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'p1', defaultAccountId: 'acct-munich' }),
      ),
    )
  })
})
