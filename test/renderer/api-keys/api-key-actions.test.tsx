import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Api } from '#shared/ipc/contract.ts'
import { ApiKeysScreen } from '#renderer/features/api-keys/ApiKeysScreen.tsx'
import { accountAdminSession, fakeApi, ok } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'
import { KEY as ACCOUNT_KEY } from './key.ts'

const KEY = { ...ACCOUNT_KEY, expiresAt: '2099-01-05T10:00:00.000Z' }
const PROFILE = {
  id: 'offline-demo',
  name: 'Offline demo',
  kind: 'offline' as const,
  baseUrl: null,
  authMethod: 'apiKey' as const,
  username: null,
  hasStoredSecret: true,
  allowInsecureHttp: false,
  defaultAccountId: null,
}
const SECRET = 'secret-0123456789abcdefghijklmnopqrstuvwxyz'

function setup(manage: boolean, overrides: Partial<Api> = {}) {
  const api = fakeApi([], {
    listApiKeys: () => ok({ apiKeys: [KEY] }),
    apiKeyManagement: () =>
      ok({
        manage,
        activeKeyId: 'key-1',
        usedBy: [{ keyId: 'key-1', profileId: 'offline-demo', profileName: 'Offline demo' }],
      }),
    listProfiles: () => ok({ profiles: [PROFILE], activeProfileId: 'offline-demo', notice: null }),
    ...overrides,
  })
  renderInWorkspace(<ApiKeysScreen />, api, accountAdminSession)
}

describe('API key management in the window', () => {
  it('says a service lets you list keys only, and offers no action', async () => {
    setup(false)
    expect(await screen.findByText('This service lets you list keys only.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull()
  })

  it('marks the profile’s key and offers Rotate and Revoke for it', async () => {
    setup(true)
    const row = await screen.findByRole('row', { name: /Berlin reporting/ })
    expect(row.textContent).toContain('Used by this profile')
    expect(within(row).getByRole('button', { name: 'Rotate Berlin reporting' })).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Revoke Berlin reporting' })).toBeTruthy()
  })

  it('shows a new secret once and drops it in main when the dialog closes', async () => {
    const createApiKey = vi.fn(() =>
      ok({ apiKey: { ...KEY, id: 'key-2', name: 'sync' }, secret: SECRET, profile: null }),
    )
    const forgetCreatedApiKey = vi.fn(() => ok({ forgotten: true }))
    setup(true, { createApiKey, forgetCreatedApiKey })
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }))
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'sync')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    const secret = await screen.findByRole('textbox', { name: 'Secret of sync' })
    expect((secret as HTMLInputElement).value).toBe(SECRET)
    expect(createApiKey).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'sync',
        role: 'accountAdmin',
        expiresAt: expect.any(String),
      }),
    )
    expect(screen.getByText(/When you close this dialog the secret is gone for good/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close, the secret is lost' }))
    await waitFor(() => expect(forgetCreatedApiKey).toHaveBeenCalledWith({ keyId: 'key-2' }))
    expect(document.body.innerHTML).not.toContain(SECRET)
  })

  it('asks before revoking, naming the profile that stops working', async () => {
    const revokeApiKey = vi.fn(() =>
      ok({ apiKey: { ...KEY, revokedAt: '2026-06-01T00:00:00.000Z' } }),
    )
    setup(true, { revokeApiKey })
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Berlin reporting' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain(
      'The profile “Offline demo” of this app signs in with it and will be refused.',
    )
    expect(revokeApiKey).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    expect(await screen.findByText('Berlin reporting was revoked.')).toBeTruthy()
    expect(revokeApiKey).toHaveBeenCalledWith({ id: 'key-1' })
  })
})
