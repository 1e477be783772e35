import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Api } from '#shared/ipc/contract.ts'
import { ApiKeysScreen } from '#renderer/features/api-keys/ApiKeysScreen.tsx'
import type { SessionState } from '#shared/ipc/session.ts'
import { accountAdminSession, fail, fakeApi, ok } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'
import { KEY } from './key.ts'

function setup(session: SessionState, listApiKeys: Api['listApiKeys']) {
  const api = fakeApi([], {
    listAccounts: () =>
      ok({
        supported: true,
        accounts: [{ id: 'a1', name: 'Berlin', tenantId: 't1', tenantName: 'Northwind' }],
      }),
    listApiKeys,
  })
  renderInWorkspace(<ApiKeysScreen />, api, session)
}

describe('API keys', () => {
  it('lists the account’s keys with name, role, scope and dates', async () => {
    const listApiKeys = vi.fn(() => ok({ apiKeys: [KEY] }))
    setup(accountAdminSession, listApiKeys)
    const row = await screen.findByRole('row', { name: /Berlin reporting/ })
    expect(row.textContent).toContain('Member')
    expect(row.textContent).toContain('Account a1')
    expect(row.textContent).toContain('Never')
    expect(listApiKeys).toHaveBeenCalledWith({})
    expect(screen.getByText('1 key in account a1')).toBeTruthy()
  })

  it('names the accounts and tenants a tenant admin sees, with the id beneath', async () => {
    const tenantAdmin: SessionState = {
      ...accountAdminSession,
      principal: { kind: 'user', name: 'tenant.admin', role: 'tenantAdmin', tenantId: 't1' },
    }
    const tenantKey = { ...KEY, id: 'key-2', name: 'Ops', scope: 'tenant' as const }
    delete (tenantKey as { accountId?: string }).accountId
    setup(
      tenantAdmin,
      vi.fn(() => ok({ apiKeys: [KEY, tenantKey] })),
    )
    const row = await screen.findByRole('row', { name: /Berlin reporting/ })
    expect(row.textContent).toContain('Account Berlin')
    expect(row.textContent).toContain('a1')
    expect(screen.getByRole('row', { name: /Ops/ }).textContent).toContain('Tenant Northwind')
    expect(screen.getByText('2 keys in tenant Northwind')).toBeTruthy()
  })

  it('lets a tenant admin switch between tenant and account scope', async () => {
    const tenantAdmin: SessionState = {
      ...accountAdminSession,
      principal: { kind: 'user', name: 'tenant.admin', role: 'tenantAdmin', tenantId: 't1' },
    }
    const listApiKeys = vi.fn(() => ok({ apiKeys: [KEY] }))
    setup(tenantAdmin, listApiKeys)
    await waitFor(() => expect(listApiKeys).toHaveBeenCalledWith({ tenantId: 't1' }))
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Scope' }), 'account')
    await waitFor(() => expect(listApiKeys).toHaveBeenCalledWith({ accountId: 'a1' }))
  })

  it('shows no status or expiry where the service reports neither (a service without the extension)', async () => {
    setup(
      accountAdminSession,
      vi.fn(() => ok({ apiKeys: [KEY] })),
    )
    await screen.findByRole('row', { name: /Berlin reporting/ })
    expect(screen.queryByRole('columnheader', { name: /status/i })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: /expires/i })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull()
    expect(screen.getByRole('note').textContent).toMatch(/does not say when keys expire/)
    // Last use is the spec's own field: that filter stays.
    expect(screen.getByRole('combobox', { name: 'Last used' })).toBeTruthy()
  })

  it('marks the key this session signs in with, and no other', async () => {
    const session: SessionState = {
      ...accountAdminSession,
      principal: { ...accountAdminSession.principal!, keyId: 'key-1' },
    }
    const other = { ...KEY, id: 'key-2', name: 'Other key', expiresAt: '2099-01-01T00:00:00.000Z' }
    setup(
      session,
      vi.fn(() => ok({ apiKeys: [KEY, other] })),
    )
    const row = await screen.findByRole('row', { name: /Berlin reporting/ })
    expect(row.textContent).toContain('Used by this profile')
    expect(screen.getByRole('row', { name: /Other key/ }).textContent).not.toContain(
      'Used by this profile',
    )
    expect(screen.getByRole('row', { name: /Other key/ }).textContent).toContain('Active')
  })

  it('explains a refusal', async () => {
    setup(
      accountAdminSession,
      vi.fn(() => fail('forbidden', 'Members may not list API keys. Ask an account admin.')),
    )
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/Members may not list API keys/),
    )
    expect(screen.queryByText(/Loading keys/)).toBeNull()
    expect(screen.getByText('The keys of account a1 could not be listed')).toBeTruthy()
    // A refusal by role passes with no retry: no Retry is offered.
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull()
  })

  it('says when a revoked key was revoked, in the locale’s format, and flags a key that never expires', async () => {
    const now = Date.now()
    const day = 24 * 60 * 60 * 1000
    const iso = (offset: number) => new Date(now + offset * day).toISOString()
    const revoked = {
      ...KEY,
      id: 'key-2',
      name: 'Contractor',
      expiresAt: iso(215),
      revokedAt: iso(-45),
    }
    const expiring = { ...KEY, id: 'key-3', name: 'Lobby', expiresAt: iso(12) }
    setup(
      accountAdminSession,
      vi.fn(() => ok({ apiKeys: [KEY, revoked, expiring] })),
    )
    const dayOf = (offset: number) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso(offset)))
    const contractor = await screen.findByRole('row', { name: /Contractor/ })
    expect(contractor.textContent).toContain(`Revoked ${dayOf(-45)}`)
    expect(contractor.textContent).toContain('45 days ago')
    expect(contractor.textContent).not.toContain('in 215 days')
    expect(screen.getByRole('row', { name: /Lobby/ }).textContent).toContain(dayOf(12))
    expect(screen.getByRole('row', { name: /Lobby/ }).textContent).toContain('in 12 days')
    const forever = screen.getByRole('row', { name: /Berlin reporting/ })
    expect(forever.textContent).toContain('Never expires')
    expect(screen.getByText('Never expires').getAttribute('title')).toMatch(/until it is revoked/)
  })
})
