import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Api } from '#shared/ipc/contract.ts'
import { SessionProvider } from '#renderer/app/session-context.tsx'
import { SignInPanel } from '#renderer/features/connection/SignInPanel.tsx'
import type { ProfileSummary, SessionState } from '#shared/ipc/session.ts'
import { accountAdminSession, fail, ok } from '../fake-api.ts'
import { renderWithApi } from '../render.tsx'

const profile: ProfileSummary = {
  id: 'p1',
  name: 'Staging',
  kind: 'remote',
  baseUrl: 'https://admin.example.com',
  authMethod: 'apiKey',
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

function setup(signIn: Api['signIn'], shown: ProfileSummary = profile, more: Partial<Api> = {}) {
  const api = {
    getSession: () => ok(signedOut),
    listProfiles: () => ok({ profiles: [shown], activeProfileId: 'p1', notice: null }),
    signIn,
    ...more,
  }
  renderWithApi(
    <SessionProvider>
      <SignInPanel session={signedOut} profile={shown} />
    </SessionProvider>,
    api,
  )
  return userEvent.setup()
}

describe('Sign in', () => {
  it('offers to sign in again with the key the keychain still holds', async () => {
    const useProfile = vi.fn(() => ok(accountAdminSession))
    const user = setup(vi.fn(), { ...profile, hasStoredSecret: true }, { useProfile })
    await user.click(screen.getByRole('button', { name: 'Sign in with the stored API key' }))
    expect(useProfile).toHaveBeenCalledWith({ id: 'p1' })
  })

  it('offers no stored-key sign-in when the keychain holds nothing', () => {
    setup(vi.fn())
    expect(screen.queryByRole('button', { name: /stored API key/ })).toBeNull()
  })

  it('hands the API key to main and clears the field once submitted', async () => {
    const signIn = vi.fn(() => ok(accountAdminSession))
    const user = setup(signIn)
    const field = screen.getByLabelText('API key', { selector: 'input[type="password"]' })
    await user.type(field, 'secret-key-123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(signIn).toHaveBeenCalledWith({ method: 'apiKey', apiKey: 'secret-key-123' })
    expect((field as HTMLInputElement).value).toBe('')
  })

  it('says why a sign-in failed and keeps the username', async () => {
    const signIn = vi.fn(() =>
      fail('unauthenticated', 'Wrong username or password. Check both and try again.'),
    )
    const user = setup(signIn)
    await user.click(screen.getByRole('radio', { name: 'Username and password' }))
    const username = screen.getByRole('textbox', { name: 'Username' })
    await user.clear(username)
    await user.type(username, 'berlin.admin')
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'nope')
    await user.click(screen.getByRole('checkbox', { name: /Remember the password/ }))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(signIn).toHaveBeenCalledWith({
      method: 'password',
      username: 'berlin.admin',
      password: 'nope',
      remember: true,
    })
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/Wrong username or password/),
    )
    expect((username as HTMLInputElement).value).toBe('berlin.admin')
  })

  it('writes the moments a refusal names as the locale does, not as raw ISO text', async () => {
    const signIn = vi.fn(() =>
      fail(
        'unauthenticated',
        'This API key expired on 2026-11-06T04:58:00.000Z. Ask an admin for a new key.',
      ),
    )
    const user = setup(signIn)
    await user.type(screen.getByLabelText('API key', { selector: 'input' }), 'an-old-key')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const local = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2026-11-06T04:58:00.000Z'))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(`This API key expired on ${local}.`),
    )
    expect(screen.getByRole('alert').textContent).not.toContain('2026-11-06T')
  })

  it('asks for the key instead of calling main with an empty one', async () => {
    const signIn = vi.fn(() => ok(accountAdminSession))
    const user = setup(signIn)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(signIn).not.toHaveBeenCalled()
    expect(screen.getByText('Paste the API key')).toBeTruthy()
  })
})
