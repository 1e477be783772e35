import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Api } from '#shared/ipc/contract.ts'
import { ApiKeysScreen } from '#renderer/features/api-keys/ApiKeysScreen.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import { accountAdminSession, fakeApi, ok } from '../fake-api.ts'
import { renderInWorkspace } from '../render.tsx'
import { KEY } from './key.ts'

const DAY = 24 * 60 * 60 * 1000

function setup(listApiKeys: Api['listApiKeys'], locale: Locale) {
  const api = fakeApi([], {
    listAccounts: () =>
      ok({
        supported: true,
        accounts: [{ id: 'a1', name: 'Berlin', tenantId: 't1', tenantName: 'Northwind' }],
      }),
    listApiKeys,
  })
  renderInWorkspace(<ApiKeysScreen />, api, accountAdminSession, locale)
}

describe('API keys in German', () => {
  it('shows the screen, the table and the dates in German', async () => {
    const now = Date.now()
    const iso = (days: number) => new Date(now + days * DAY).toISOString()
    const revoked = {
      ...KEY,
      id: 'key-2',
      name: 'Contractor',
      expiresAt: iso(215),
      revokedAt: iso(-45),
    }
    const expiring = { ...KEY, id: 'key-3', name: 'Lobby', expiresAt: iso(12) }
    setup(
      vi.fn(() => ok({ apiKeys: [KEY, revoked, expiring] })),
      'de',
    )
    expect(screen.getByRole('heading', { name: 'API-Schlüssel' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Bereich' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Zuletzt genutzt' })).toBeTruthy()

    const table = await screen.findByRole('table', { name: 'API-Schlüssel' })
    for (const header of ['Name', 'Rolle', 'Bereich', 'Status', 'Läuft ab', 'Erstellt'])
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0)

    const day = (days: number) =>
      new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date(iso(days)))
    const contractor = screen.getByRole('row', { name: /Contractor/ })
    expect(contractor.textContent).toContain(`Widerrufen am ${day(-45)}`)
    expect(contractor.textContent).toContain('vor 45 Tagen')
    expect(contractor.textContent).toContain('Widerrufen')
    expect(contractor.textContent).toContain('Mitglied')
    expect(contractor.textContent).toContain('Konto a1')
    const lobby = screen.getByRole('row', { name: /Lobby/ })
    expect(lobby.textContent).toContain(day(12))
    expect(lobby.textContent).toContain('in 12 Tagen')
    expect(lobby.textContent).toContain('Läuft bald ab')
    const forever = screen.getByRole('row', { name: /Berlin reporting/ })
    expect(forever.textContent).toContain('Läuft nie ab')
    expect(forever.textContent).toContain('Nie')
  })

  it('says how many keys a filter leaves, in German', async () => {
    setup(
      vi.fn(() => ok({ apiKeys: [KEY] })),
      'de',
    )
    await screen.findByText('1 Schlüssel im Konto a1')
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Rolle' }), 'Kontoadministrator')
    expect(await screen.findByText('0 von 1 Schlüssel im Konto a1')).toBeTruthy()
    expect(screen.getByText('Kein Schlüssel entspricht diesen Filtern.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Alle Schlüssel anzeigen' })).toBeTruthy()
  })

  it.each([
    ['en', 1, '1 key in account a1'],
    ['en', 2, '2 keys in account a1'],
    ['de', 1, '1 Schlüssel im Konto a1'],
    ['de', 2, '2 Schlüssel im Konto a1'],
  ] as const)('counts the keys (%s, %i)', async (locale, count, text) => {
    const keys = Array.from({ length: count }, (_, i) => ({
      ...KEY,
      id: `key-${i}`,
      name: `K${i}`,
    }))
    setup(
      vi.fn(() => ok({ apiKeys: keys })),
      locale,
    )
    expect(await screen.findByText(text)).toBeTruthy()
  })

  it('says "of" with the German plural after it', async () => {
    setup(
      vi.fn(() =>
        ok({ apiKeys: [KEY, { ...KEY, id: 'key-2', name: 'Ops', role: 'accountAdmin' as const }] }),
      ),
      'de',
    )
    await screen.findByText('2 Schlüssel im Konto a1')
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Rolle' }), 'Mitglied')
    expect(await screen.findByText('1 von 2 Schlüsseln im Konto a1')).toBeTruthy()
  })
})
