import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActivityScreen } from '#renderer/features/activity/ActivityScreen.tsx'
import { DeviceHistory } from '#renderer/features/activity/DeviceHistory.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import type { ActivityEntry } from '#shared/ipc/registry.ts'
import { accountAdminSession, fakeApi, ok } from './fake-api.ts'
import { renderInWorkspace } from './render.tsx'

const entry = (id: number, patch: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  at: '2026-05-04T08:00:00.000Z',
  profileId: 'offline-demo',
  accountId: 'a1',
  who: { kind: 'apiKey', name: 'Berlin admin', role: 'accountAdmin' },
  via: 'devices',
  surface: 'app',
  action: 'pair',
  serialId: 'DEL;ABC;A17D',
  deviceType: 2,
  before: { deviceType: 2, name: 'Desk 7 monitor', info: 'Dell', locationId: null },
  after: { deviceType: 2, name: 'Desk 7 monitor', info: 'Dell', locationId: 'f2' },
  summary: null,
  undoOf: null,
  undoneBy: null,
  undoable: true,
  status: 'done',
  ...patch,
})

const PAIRED = entry(2, {})
const run = {
  action: 'import',
  via: 'import',
  surface: 'cli',
  serialId: null,
  deviceType: null,
  before: null,
  after: null,
  undoable: false,
  status: 'done',
} as const
const IMPORTED = entry(1, {
  ...run,
  // As src/core/journal/summaries.ts makes it.
  summary: {
    code: 'imported',
    id: 'activity.summary.imported',
    values: {
      fileName: 'devices.csv',
      ...{ rows: 3, created: 3, updated: 0, unchanged: 0, paired: 2, failed: 0 },
      end: 'finished',
    },
    message:
      'Imported devices.csv: 3 rows; 3 created, 0 updated, 0 unchanged, 2 paired, 0 not done.',
  },
})
/** Written before summaries had codes: only main's English. */
const IMPORTED_BEFORE_CODES = entry(0, {
  ...run,
  summary: { message: 'Imported old.csv: 3 created, 0 updated.' },
})

function renderActivity(entries: ActivityEntry[], locale: Locale) {
  const api = fakeApi([], {
    listActivity: () => ok({ total: entries.length, entries, notices: [] }),
  })
  return renderInWorkspace(<ActivityScreen />, api, accountAdminSession, locale)
}

describe('the activity screen in German', () => {
  it('names its heading, button, filters and columns in German', async () => {
    renderActivity([PAIRED, IMPORTED], 'de')
    expect(await screen.findByRole('heading', { name: 'Aktivität', level: 2 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Suche' })).toBeTruthy()
    expect(screen.getByPlaceholderText('Alle Aktionen')).toBeTruthy()
    expect(screen.getByPlaceholderText('Alle Typen')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Gerät' })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Aktivität' })
    for (const column of ['Wann', 'Aktion', 'Gerät', 'Änderung', 'Ausgeführt von'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeTruthy()
  })

  // The journal's table draws only the rows in view, and jsdom lays nothing out: a device's history
  // (the drawer's list) shows the same sentences.
  it('says in German what each entry did, who did it and from where; old English summaries stay English', async () => {
    renderInWorkspace(
      <DeviceHistory serialId="DEL;ABC;A17D" onDone={() => {}} />,
      fakeApi([], {
        listActivity: () =>
          ok({ total: 25, entries: [PAIRED, IMPORTED, IMPORTED_BEFORE_CODES], notices: [] }),
      }),
      accountAdminSession,
      'de',
    )
    expect(await screen.findByRole('heading', { name: 'Verlauf' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Verlauf dieses Geräts' })
    const paired = within(list).getByText('Zugeordnet zu Head office › Floor 2')
    expect(paired.getAttribute('lang')).toBeNull()
    expect(within(list).getByText(/· Berlin admin · Geräte \(App\)$/)).toBeTruthy()
    expect(within(list).getAllByText(/· Berlin admin · Import \(Befehlszeile\)$/)).toHaveLength(2)
    const summary = within(list).getByText(
      'devices.csv importiert – Zeilen: 3; angelegt: 3, geändert: 0, unverändert: 0, zugeordnet: 2, nicht erledigt: 0.',
    )
    expect(summary.getAttribute('lang')).toBeNull()
    const old = within(list).getByText('Imported old.csv: 3 created, 0 updated.')
    expect(old.getAttribute('lang')).toBe('en')
    expect(
      within(list).getByRole('button', {
        name: 'Rückgängig machen: Zugeordnet zu Head office › Floor 2',
      }),
    ).toBeTruthy()
    expect(
      screen.getByText('20 von 25 angezeigt: Die Ansicht „Aktivität“ zeigt alle.'),
    ).toBeTruthy()
  })

  it.each([
    ['en', '1 entry, newest first', [PAIRED]],
    ['en', '2 entries, newest first', [PAIRED, IMPORTED]],
    ['de', '1 Eintrag, neueste zuerst', [PAIRED]],
    ['de', '2 Einträge, neueste zuerst', [PAIRED, IMPORTED]],
  ] as const)('counts the entries in %s: "%s"', async (locale, text, entries) => {
    renderActivity([...entries], locale)
    expect(await screen.findByText(text)).toBeTruthy()
  })
})
