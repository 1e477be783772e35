// The import screen against a fake main: what it asks main for, and what it shows of the answers.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ImportScreen } from '#renderer/features/import/ImportScreen.tsx'
import type { ImportFile, ImportPreview, ImportReport, PreviewRow } from '#shared/ipc/import.ts'
import type { IpcInput } from '#shared/ipc/contract.ts'
import { accountAdminSession, fail, fakeApi, ok } from '../fake-api.ts'
import { coded } from '#shared/coded-text.ts'
import { renderInWorkspace } from '../render.tsx'

const headerNames = (header: string, field: string) =>
  coded('import.why.header-names', { header, field })

const FILE: ImportFile = {
  importId: 'imp-1',
  fileName: 'bssids.csv',
  format: 'csv',
  encoding: 'utf-8',
  delimiter: ',',
  rows: 2,
  columns: [
    { header: 'Name', field: 'name', why: headerNames('Name', 'name'), samples: ['AP-1'] },
    { header: 'SSID', field: 'ssid', why: headerNames('SSID', 'ssid'), samples: ['Corp'] },
    { header: 'BSSID', field: 'bssid', samples: ['00:00:5e:00:53:01'] },
    { header: 'Location', field: 'location', samples: ['f2'] },
  ],
  unmapped: 0,
  source: {
    id: 'meraki-bssids',
    notes: [
      {
        code: 'meraki-bssids',
        id: 'import.source.note.meraki-bssids',
        message:
          'One row per network an access point broadcasts: the SSID names each device (as the sensor reports it), not the access point.',
      },
    ],
  },
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

function previewOf(rows: PreviewRow[], patch: Partial<ImportPreview> = {}): ImportPreview {
  const create = rows.filter((r) => r.action === 'create').length
  return {
    rows: [],
    counts: {
      rows: rows.length,
      create,
      update: 0,
      unchanged: 0,
      skip: rows.length - create,
      pair: create,
      withWarnings: 0,
      suggestions: 0,
      choices: 0,
      withoutLocation: 0,
    },
    notices: [],
    fields: [
      {
        field: 'name',
        column: 'SSID',
        rows: { code: 'wifi', id: 'import.why.rows.wifi', message: 'Wi-Fi rows' },
        why: [
          {
            code: 'wifi-ssid',
            id: 'import.why.wifi-ssid',
            message: 'the sensor names a Wi-Fi device after its SSID',
          },
        ],
        passedOver: [
          {
            column: 'Name',
            why: {
              code: 'not-ssid',
              id: 'import.why.not-ssid',
              message:
                "a name the sensor does not report for a Wi-Fi device (an access point's own name)",
            },
          },
        ],
      },
    ],
    networks: null,
    columnQuestions: [],
    totalRows: rows.length,
    suggestions: 0,
    readings: [],
    ...patch,
  }
}

const BAD = row(3, {
  serialId: null,
  action: 'skip',
  pairing: 'none',
  findings: [
    { level: 'error', code: 'invalid', message: 'The BSSID "00:00:5e:00:53:zz" is not a MAC.' },
  ],
})

function setup(options: { rows?: PreviewRow[]; file?: ImportFile } = {}) {
  let rows = options.rows ?? [row(2), BAD]
  const inputs: IpcInput<'previewImport'>[] = []
  const previewImport = vi.fn((input: IpcInput<'previewImport'>) => {
    inputs.push(input)
    if (input.edits?.length) rows = [row(2), row(3)]
    return ok(previewOf(rows))
  })
  const report: ImportReport = {
    rows: [],
    totalRows: 2,
    outcomes: { created: 1, skipped: 1 },
    paired: 1,
    cancelled: false,
    failed: 1,
    seconds: 0.4,
  }
  const api = fakeApi([], {
    openImport: vi.fn(() => ok(options.file ?? FILE)),
    chooseImportFile: () => ok({ outcome: 'unsupported' as const }),
    previewImport,
    previewRows: vi.fn(({ offset, limit }: { offset: number; limit: number }) =>
      ok({ rows: rows.slice(offset, offset + limit), total: rows.length, offset }),
    ),
    importRowCells: vi.fn(() =>
      ok({
        row: 3,
        cells: [
          { header: 'Name', value: 'AP-2', field: null },
          { header: 'SSID', value: 'Corp', field: null },
          { header: 'BSSID', value: '00:00:5e:00:53:zz', field: null },
          { header: 'Location', value: 'f2', field: null },
        ],
      }),
    ),
    sendImport: vi.fn(() => ok(report)),
    rereadImport: vi.fn(() => fail('reread_unavailable', 'choose the file again')),
    saveImportMapping: vi.fn(() => ok({ name: 'Meraki' })),
    lastLocation: () => ok({ locationId: 'f2' }),
  })
  renderInWorkspace(<ImportScreen onShowDevices={() => {}} />, api, accountAdminSession)
  return { api, inputs, user: userEvent.setup() }
}

async function dropFile(user: ReturnType<typeof userEvent.setup>) {
  const input = screen
    .getByTestId('import-drop')
    .querySelector('input[type=file]') as HTMLInputElement
  await user.upload(input, new File(['x'], 'bssids.csv', { type: 'text/csv' }))
  return screen.findByTestId('import-counts')
}

describe('the import preview', () => {
  it('shows every field of every row, the tool the file came from, and where each field comes from', async () => {
    const { user } = setup()
    expect((await dropFile(user)).textContent).toContain('2 rows: 1 to create')
    expect(screen.getByTestId('import-source').textContent).toContain(
      'Read as Cisco Meraki BSSID list.',
    )
    expect(
      screen.getByText(
        'One row per network an access point broadcasts: the SSID names each device (as the sensor reports it), not the access point.',
      ),
    ).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Import preview' })
    for (const header of ['Serial id', 'Name, info', 'Location'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy()
    const first = await within(table).findByText('Network;00:00:5e:00:53:02;WiFi')
    const line = first.closest('tr') as HTMLElement
    expect(line.textContent).toContain('Corp')
    expect(line.textContent).toContain('5 GHz')
    expect(screen.getByTestId('import-fields').textContent).toContain(
      "name (Wi-Fi rows) from “SSID”: the sensor names a Wi-Fi device after its SSID; not “Name”: a name the sensor does not report for a Wi-Fi device (an access point's own name)",
    )
  })

  it("edits a row's cells and checks it again with them", async () => {
    const { user, inputs, api } = setup()
    await dropFile(user)
    await user.click(await screen.findByRole('button', { name: 'Edit row 3' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit row 3' })
    const bssid = await within(dialog).findByRole('textbox', { name: 'BSSID' })
    expect((bssid as HTMLInputElement).value).toBe('00:00:5e:00:53:zz')
    await user.clear(bssid)
    await user.type(bssid, '00:00:5e:00:53:03')
    await user.click(within(dialog).getByRole('button', { name: 'Check the row again' }))
    await waitFor(() =>
      expect(inputs.at(-1)?.edits).toEqual([{ row: 3, column: 2, value: '00:00:5e:00:53:03' }]),
    )
    expect(api.importRowCells).toHaveBeenCalledWith({ importId: 'imp-1', row: 3 })
    await waitFor(() =>
      expect(screen.getByTestId('import-counts').textContent).toContain('2 rows: 2 to create'),
    )
    // The window never asks for the rows with the preview: it pages them.
    expect(inputs.every((input) => input.rowLimit === 0)).toBe(true)
  })

  it('offers saved mappings in the mapping step and saves this one by name', async () => {
    const saved = {
      name: 'Meraki',
      mapping: ['ignore', 'ssid', 'bssid', 'ignore'] as const,
      fits: true,
    }
    const { user, api, inputs } = setup({
      file: { ...FILE, unmapped: 1, savedMappings: [{ ...saved, mapping: [...saved.mapping] }] },
    })
    const input = screen
      .getByTestId('import-drop')
      .querySelector('input[type=file]') as HTMLInputElement
    await user.upload(input, new File(['x'], 'bssids.csv'))
    await user.click(await screen.findByRole('button', { name: 'Use “Meraki”' }))
    await user.type(screen.getByRole('textbox', { name: 'Save this mapping as' }), 'Meraki APs')
    await user.click(screen.getByRole('button', { name: 'Save mapping' }))
    expect(api.saveImportMapping).toHaveBeenCalledWith({
      importId: 'imp-1',
      name: 'Meraki APs',
      mapping: ['ignore', 'ssid', 'bssid', 'ignore'],
    })
    // Saving says so, and offers the mapping at once (not only once the file is opened again).
    expect((await screen.findByTestId('mapping-saved')).textContent).toBe(
      'Saved as “Meraki APs”: offered under “Saved mappings” for this file and the next ones.',
    )
    expect(screen.getByRole('button', { name: 'Use “Meraki APs”' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Check the rows' }))
    await waitFor(() =>
      expect(inputs.at(-1)?.mapping).toEqual(['ignore', 'ssid', 'bssid', 'ignore']),
    )
  })

  it('reads a pasted table as a file named pasted.txt', async () => {
    const { user, api } = setup()
    await user.click(screen.getByRole('button', { name: 'Paste a table…' }))
    await user.click(screen.getByRole('textbox', { name: 'Pasted text' }))
    await user.paste('bss  ess\n---  ---\nx    Corp\n')
    await user.click(screen.getByRole('button', { name: 'Read the pasted table' }))
    await screen.findByTestId('import-counts')
    expect(api.openImport).toHaveBeenCalledWith({
      fileName: 'pasted.txt',
      base64: btoa('bss  ess\n---  ---\nx    Corp\n'),
    })
  })

  it('asks for the file again for "Send again" when main cannot read it from disk', async () => {
    const { user, api } = setup()
    await dropFile(user)
    await user.click(screen.getByRole('button', { name: 'Send 1 and pair 1' }))
    await user.click(await screen.findByRole('button', { name: 'Send again' }))
    expect(await screen.findByRole('button', { name: 'Choose the file again' })).toBeTruthy()
    expect(api.rereadImport).not.toHaveBeenCalled()
  })

  it('says a guessed encoding and reads the file again in the one chosen', async () => {
    const { user, api } = setup({
      file: {
        ...FILE,
        encoding: 'windows-1252',
        encodingNote: {
          code: 'cp1252',
          id: 'import.notice.cp1252',
          message: 'The file is not UTF-8: …',
        },
      },
    })
    await dropFile(user)
    expect(
      screen.getByText(/^The file is not UTF-8: it was read as Windows-1252 \(Western European\)/),
    ).toBeTruthy()
    await user.click(screen.getByRole('combobox', { name: 'Read the file as' }))
    await user.click(await screen.findByRole('option', { name: 'UTF-8' }))
    await waitFor(() =>
      expect(api.openImport).toHaveBeenLastCalledWith(
        expect.objectContaining({ encoding: 'utf-8' }),
      ),
    )
  })
})
