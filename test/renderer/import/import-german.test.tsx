// The import screen in German: its steps speak German, counts are plurals in the window's number format,
// and what main says (findings, where a field comes from, the report) is worded in German from its code;
// only the serial id helper's own texts stay as they come, marked as English.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ColumnMapping } from '#renderer/features/import/ColumnMapping.tsx'
import { FileFacts } from '#renderer/features/import/FileFacts.tsx'
import { ImportScreen } from '#renderer/features/import/ImportScreen.tsx'
import { PreviewSummary } from '#renderer/features/import/PreviewSummary.tsx'
import { SendProgress } from '#renderer/features/import/SendProgress.tsx'
import type { Locale } from '#shared/messages/locales.ts'
import type {
  ImportCounts,
  ImportFile,
  ImportPreview,
  ImportReport,
  PreviewRow,
  ReportRow,
} from '#shared/ipc/import.ts'
import { accountAdminSession, fakeApi, ok } from '../fake-api.ts'
import { renderInLanguage, renderInWorkspace } from '../render.tsx'

const FILE: ImportFile = {
  importId: 'imp-1',
  fileName: 'bssids.csv',
  format: 'csv',
  encoding: 'utf-8',
  delimiter: ';',
  rows: 1234,
  columns: [
    { header: 'SSID', field: 'ssid', samples: ['Corp'] },
    { header: 'BSSID', field: 'bssid', samples: ['00:00:5e:00:53:01'] },
  ],
  unmapped: 0,
  source: null,
  notices: [],
  survey: false,
  canReread: false,
  savedMappings: [],
  remembered: null,
}

const row = (n: number, patch: Partial<PreviewRow> = {}): PreviewRow => ({
  row: n,
  part: 0,
  column: null,
  deviceType: 32,
  serialId: `Network;00:00:5e:00:53:0${n};WiFi`,
  name: 'Corp',
  info: '5 GHz',
  location: 'f2',
  locationId: 'f2',
  accountId: 'a1',
  action: 'create',
  changes: [],
  pairing: 'pair',
  currentLocationId: null,
  findings: [],
  ...patch,
})

/** A finding as main makes it: its code and values, and its English for the command line. */
const NO_LOCATION = {
  level: 'error' as const,
  code: 'location-unknown' as const,
  id: 'import.finding.location-unknown' as const,
  values: { said: 'unknown', location: 'Etage 9', examples: '' },
  message:
    'The account has no location "Etage 9". Write a location\'s id or its name as the app lists it.',
}
const NO_LOCATION_DE =
  'Das Konto hat keinen Standort „Etage 9“. Geben Sie die ID eines Standorts an oder seinen Namen, wie die App ihn anzeigt.'

const ROWS = [
  row(2),
  row(3, { serialId: null, action: 'skip', pairing: 'none', findings: [NO_LOCATION] }),
  row(4, {
    serialId: null,
    action: 'skip',
    pairing: 'none',
    findings: [
      { level: 'error', code: 'invalid', message: 'The BSSID "00:00:5e:00:53:zz" is not a MAC.' },
    ],
  }),
]

const FIELDS: ImportPreview['fields'] = [
  {
    field: 'name',
    column: 'SSID',
    rows: { code: 'wifi', id: 'import.why.rows.wifi', message: 'Wi-Fi rows' },
    why: [
      {
        code: 'header-names',
        id: 'import.why.header-names',
        values: { header: 'SSID', field: 'ssid' },
        message: 'the header "SSID" names the ssid',
      },
      {
        code: 'wifi-ssid',
        id: 'import.why.wifi-ssid',
        message: 'the sensor names a Wi-Fi device after its SSID',
      },
    ],
    passedOver: [],
  },
]

const counts = (patch: Partial<ImportCounts>): ImportCounts => ({
  rows: 0,
  create: 0,
  update: 0,
  unchanged: 0,
  skip: 0,
  pair: 0,
  withWarnings: 0,
  suggestions: 0,
  choices: 0,
  withoutLocation: 0,
  ...patch,
})

const previewWith = (patch: Partial<ImportCounts>): ImportPreview => ({
  rows: [],
  counts: counts(patch),
  notices: [],
  fields: [],
  networks: null,
  columnQuestions: [],
  totalRows: 0,
  suggestions: 0,
  readings: [],
})

const reportRow = (n: number, patch: Partial<ReportRow>): ReportRow => ({
  row: n,
  part: 0,
  column: null,
  serialId: `Network;00:00:5e:00:53:0${n};WiFi`,
  deviceType: 32,
  name: 'Corp',
  outcome: 'created',
  message: { code: 'service', values: { text: 'Device created.' }, message: 'Device created.' },
  locationId: 'f2',
  pairing: 'paired',
  pairingMessage: {
    code: 'paired',
    id: 'import.pairing.paired',
    values: { location: 'f2' },
    message: 'Paired to f2.',
  },
  ...patch,
})

const REPORT: ImportReport = {
  rows: [
    reportRow(2, {}),
    reportRow(3, {
      serialId: null,
      outcome: 'skipped',
      message: {
        code: 'not-sent',
        message: `Not sent: ${NO_LOCATION.message}`,
        findings: [NO_LOCATION],
      },
      pairing: 'none',
      pairingMessage: null,
    }),
  ],
  totalRows: 2,
  outcomes: { created: 1, skipped: 1 },
  paired: 1,
  cancelled: false,
  failed: 1,
  seconds: 0.4,
}

describe('the import screen in German', () => {
  it('says each step, the findings, where a field comes from and the report in German', async () => {
    const api = fakeApi([], {
      // Excel's UTF-8 with a byte order mark: its name in German too.
      openImport: vi.fn(() => ok({ ...FILE, encoding: 'utf-8 with BOM' as const })),
      chooseImportFile: () => ok({ outcome: 'unsupported' as const }),
      previewImport: vi.fn(() =>
        ok({
          ...previewWith({ rows: 2, create: 1, skip: 1, pair: 1 }),
          fields: FIELDS,
          totalRows: 2,
        }),
      ),
      previewRows: vi.fn(() => ok({ rows: ROWS, total: ROWS.length, offset: 0 })),
      sendImport: vi.fn(() => ok(REPORT)),
      lastLocation: () => ok({ locationId: 'f2' }),
    })
    renderInWorkspace(<ImportScreen onShowDevices={() => {}} />, api, accountAdminSession, 'de')
    const user = userEvent.setup()

    expect(screen.getByRole('heading', { name: 'Geräte importieren' })).toBeTruthy()
    expect(
      screen.getByText('Datei hierher ziehen, auswählen oder eine Tabelle einfügen'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tabelle einfügen…' })).toBeTruthy()
    const input = screen
      .getByTestId('import-drop')
      .querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, new File(['x'], 'bssids.csv', { type: 'text/csv' }))

    expect((await screen.findByTestId('import-counts')).textContent).toBe(
      '2 Zeilen: 1 anzulegen, 0 zu ändern, 0 unverändert, 1 zuzuordnen; 1 Zeile nicht gesendet.',
    )
    expect(
      screen.getByText('bssids.csv · CSV, UTF-8 mit BOM, getrennt durch „;“ · 1.234 Zeilen ·', {
        exact: false,
      }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'andere Datei auswählen' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Spaltenzuordnung ändern' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Zu prüfen' })).toBeTruthy()

    const table = await screen.findByRole('table', { name: 'Importvorschau' })
    for (const header of ['Zeile', 'Aktion', 'Serien-ID', 'Standort', 'Hinweise'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy()
    expect(await within(table).findByText('Neu + zuordnen')).toBeTruthy()
    expect(within(table).getAllByText('Fehlerhaft')).toHaveLength(2)
    expect(within(table).getByRole('button', { name: 'Zeile 3 bearbeiten' })).toBeTruthy()
    const finding = within(table).getAllByText(NO_LOCATION_DE)
    for (const text of finding) expect(text.closest('[lang="en"]')).toBeNull()
    // The serial id helper's own words come as they are, marked as English.
    const helper = within(table).getAllByText('The BSSID "00:00:5e:00:53:zz" is not a MAC.')
    for (const text of helper) expect(text.closest('[lang="en"]')).not.toBeNull()
    expect(screen.getByTestId('import-fields').textContent).toContain(
      'name (WLAN-Zeilen) aus „SSID“: die Überschrift „SSID“ nennt das Feld ssid; der Sensor benennt ein WLAN-Gerät nach seiner SSID',
    )

    // jsdom lays nothing out: the report's rows window gets a height to show its rows in.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800)
    await user.click(screen.getByRole('button', { name: '1 senden und 1 zuordnen' }))
    const result = await screen.findByTestId('import-result')
    expect(result.textContent).toContain('Import abgeschlossen, einige Zeilen sind zu prüfen')
    expect(result.textContent).toContain(
      '1 angelegt, 0 geändert, 0 unverändert, 1 zugeordnet; 1 Zeile nicht erledigt (0,4 s).',
    )
    const said = screen.getByRole('table', { name: 'Importergebnis' }).textContent
    expect(said).toContain('Dem Standort Floor 2 zugeordnet.')
    // The service's answer, as it came.
    expect(said).toContain('Device created.')
    height.mockRestore()
    expect(screen.getByRole('button', { name: 'Bericht als CSV speichern' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Erneut senden' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Andere Datei importieren' })).toBeTruthy()
  })
})

describe('the column mapping in German', () => {
  it('names the fields a column can hold in German and how main found them', () => {
    renderInLanguage(
      <ColumnMapping
        file={{
          ...FILE,
          unmapped: 1,
          columns: [
            {
              header: 'BSSID',
              field: 'bssid',
              why: {
                code: 'header-names',
                id: 'import.why.header-names',
                values: { header: 'BSSID', field: 'bssid' },
                message: 'the header "BSSID" names the bssid',
              },
              holds: {
                code: 'radio',
                id: 'import.holds.radio',
                message:
                  "base radio MAC addresses (an access point's BSSIDs are derived from them)",
              },
              samples: ['00:00:5e:00:53:01'],
            },
            { header: 'Etage', field: null, samples: ['f2'] },
          ],
        }}
        mapping={['bssid', 'ignore']}
        onChange={() => {}}
        onDone={() => {}}
        onSave={() => Promise.resolve(true)}
      />,
      'de',
    )
    expect(screen.getByText('Einige Spaltenüberschriften kennt der Import nicht')).toBeTruthy()
    const bssid = screen.getByRole('combobox', { name: 'Importiert als, Spalte BSSID' })
    expect((bssid as HTMLInputElement).value).toBe('BSSID (WLAN)')
    const floor = screen.getByRole('combobox', { name: 'Importiert als, Spalte Etage' })
    expect((floor as HTMLInputElement).value).toBe('Nicht importieren')
    const why = screen.getByText('die Überschrift „BSSID“ nennt das Feld bssid', { exact: false })
    expect(why.textContent).toBe(
      'die Überschrift „BSSID“ nennt das Feld bssid Die Spalte enthält Basis-MAC-Adressen der Funkmodule (aus ihnen werden die BSSIDs eines Access Points abgeleitet).',
    )
    expect(why.closest('[lang="en"]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Zeilen prüfen' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Zuordnung speichern' })).toBeTruthy()
  })
})

describe('a file larger than an import reads, in German', () => {
  it('is refused in the window, its size and the limit in German numbers', async () => {
    const openImport = vi.fn(() => ok(FILE))
    const api = fakeApi([], {
      openImport,
      chooseImportFile: () => ok({ outcome: 'unsupported' as const }),
    })
    renderInWorkspace(<ImportScreen onShowDevices={() => {}} />, api, accountAdminSession, 'de')
    const user = userEvent.setup()
    const input = screen
      .getByTestId('import-drop')
      .querySelector('input[type=file]') as HTMLInputElement
    const big = new File(['x'], 'gross.csv', { type: 'text/csv' })
    Object.defineProperty(big, 'size', { value: 40.25 * 2 ** 20 })
    await user.upload(input, big)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Die Datei gross.csv ist 40,3 MB groß, mehr als die 32 MB, die ein Import liest: Teilen Sie sie auf und importieren Sie die Teile einzeln.',
    )
    // The window's own words: not marked as English.
    expect(alert.querySelector('[lang="en"]')).toBeNull()
    expect(openImport).not.toHaveBeenCalled()
  })
})

describe('the tool a file came from, in German', () => {
  it('names the tool and says its notes in German, not as English that came', () => {
    renderInLanguage(
      <FileFacts
        file={{
          ...FILE,
          source: {
            id: 'ekahau',
            notes: [
              {
                code: 'survey-neighbours',
                id: 'import.source.note.survey-neighbours',
                message:
                  "A survey hears every network in range, the neighbours' too: the preview asks once which networks are yours, and only their access points are registered.",
              },
              {
                code: 'survey-ssid',
                id: 'import.source.note.survey-ssid',
                message:
                  'The SSID names each device (as the sensor reports it), not the measured access point.',
              },
            ],
          },
        }}
        onReadAs={() => {}}
        onForget={() => {}}
      />,
      'de',
    )
    const source = screen.getByTestId('import-source')
    expect(source.textContent).toBe('Gelesen als Access-Point-Liste einer Ekahau-WLAN-Begehung.')
    expect(source.querySelector('[lang="en"]')).toBeNull()
    const note = screen.getByText(
      'Jedes Gerät wird nach der SSID benannt (wie der Sensor es meldet), nicht nach dem gemessenen Access Point.',
    )
    expect(note.closest('[lang="en"]')).toBeNull()
    expect(
      screen.getByText(/^Eine WLAN-Begehung erfasst jedes Netzwerk in Reichweite/),
    ).toBeTruthy()
  })
})

describe('counts as plurals in the window’s language', () => {
  const summary = (patch: Partial<ImportCounts>, locale: Locale) => {
    renderInLanguage(
      <PreviewSummary
        preview={previewWith(patch)}
        filter="all"
        onFilter={() => {}}
        onAcceptSuggestions={() => {}}
        onReadAll={() => {}}
        defaultType={undefined}
        onDefaultType={() => {}}
      />,
      locale,
    )
    return screen.getByTestId('import-counts').textContent
  }
  const one = { rows: 1, create: 1, pair: 1, skip: 1, withWarnings: 1 }
  const many = { rows: 1234, create: 1000, update: 200, unchanged: 34, pair: 1200 }

  it.each([
    [
      'en',
      one,
      '1 row: 1 to create, 0 to update, 0 unchanged, 1 to pair; 1 row not sent, 1 row with warnings.',
    ],
    [
      'en',
      many,
      '1,234 rows: 1,000 to create, 200 to update, 34 unchanged, 1,200 to pair; 0 rows not sent.',
    ],
    [
      'de',
      one,
      '1 Zeile: 1 anzulegen, 0 zu ändern, 0 unverändert, 1 zuzuordnen; 1 Zeile nicht gesendet, 1 Zeile mit Warnungen.',
    ],
    [
      'de',
      many,
      '1.234 Zeilen: 1.000 anzulegen, 200 zu ändern, 34 unverändert, 1.200 zuzuordnen; 0 Zeilen nicht gesendet.',
    ],
  ] as const)('the preview summary in %s: %o', (locale, patch, text) => {
    expect(summary(patch, locale)).toBe(text)
  })

  it.each([
    ['en', '1,200 / 5,000 rows sent · 12.5 per second · about 3 min left'],
    ['de', '1.200 / 5.000 Zeilen gesendet · 12,5 pro Sekunde · noch etwa 3 min'],
  ] as const)('the send progress in %s', (locale, text) => {
    renderInLanguage(
      <SendProgress
        progress={{
          importId: 'imp-1',
          phase: 'register',
          done: 1200,
          total: 5000,
          failed: 0,
          perSecond: 12.5,
          secondsLeft: 150,
          waitingSeconds: null,
          cancelling: false,
        }}
        onCancel={() => {}}
      />,
      locale,
    )
    expect(screen.getByTestId('import-progress').textContent).toBe(text)
  })
})
