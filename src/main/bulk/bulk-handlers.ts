import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { basename } from 'node:path'
import { UserFacingError } from '#shared/errors.ts'
import type { ImportFile, ImportPlanInput, ImportReport } from '#shared/ipc/bulk.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'
import type { EmitEvent } from '../ipc/events.ts'
import type { Authorized, SessionManager } from '../session/session-manager.ts'
import { checkTable, describeTable } from './check-table.ts'
import { exportDevices } from './export-devices.ts'
import { accountKey, planRows } from './plan.ts'
import { chunksOf, readTable } from './read-file.ts'
import { reportCsv } from './report.ts'
import { putDevices } from '../registry/put-devices.ts'
import type { Registry } from '../registry/registry.ts'
import { importSummary, sendPlan } from './send.ts'
import { loadSnapshots } from './snapshot.ts'
import type { Table } from './table.ts'

/** Saves a file where the person picks (Electron's save dialog); absent where there is none. */
export type SaveFile = (file: {
  suggestedName: string
  content: string
  kind: 'csv' | 'json'
}) => Promise<{ outcome: 'saved' | 'cancelled'; path?: string }>

export interface BulkDeps {
  session: SessionManager
  emit: EmitEvent
  saveFile?: SaveFile | undefined
  /** Rows are put in through the registry's use case, as every other way in does. */
  registry: Registry
}

interface OpenImport {
  fileName: string
  table: Table
  running: AbortController | null
  report: ImportReport | null
}

/** Open files kept at once; the oldest is dropped (its rows can be big). */
const KEPT = 4

type BulkMethods =
  | 'openImport'
  | 'previewImport'
  | 'sendImport'
  | 'cancelImport'
  | 'importReportCsv'
  | 'exportDevices'
  | 'saveFile'

/** Import and export: read a file once, then preview and send it as often as asked. */
export function createBulk(deps: BulkDeps) {
  const { session } = deps
  const imports = new Map<string, OpenImport>()

  async function open(fileName: string, chunks: AsyncIterable<Uint8Array>): Promise<ImportFile> {
    const table = await readTable(fileName, chunks)
    const importId = randomUUID()
    const file = describeTable(importId, fileName, table)
    imports.set(importId, { fileName, table, running: null, report: null })
    for (const id of imports.keys())
      if (imports.size > KEPT && !imports.get(id)?.running) imports.delete(id)
    return file
  }

  function opened(importId: string): OpenImport {
    const state = imports.get(importId)
    if (!state)
      throw new UserFacingError(
        'not_found',
        'That import file is no longer open; choose the file again.',
      )
    return state
  }

  async function plan(input: ImportPlanInput, { client, credentials, profile }: Authorized) {
    const state = opened(input.importId)
    const defaultAccount = input.accountId ?? profile.defaultAccountId ?? undefined
    const checked = checkTable(state.table, input)
    const keys = new Set(checked.map((row) => accountKey(row.account, defaultAccount)))
    const snapshots = await loadSnapshots(client, credentials, keys)
    return planRows(checked, defaultAccount, snapshots, {
      defaultLocation: input.defaultLocation,
      keepUnpaired: input.keepUnpaired,
    })
  }

  const handlers: Pick<IpcHandlers, BulkMethods> = {
    openImport: ({ fileName, base64 }) => open(fileName, chunksOf(Buffer.from(base64, 'base64'))),
    previewImport: (input) => session.authorized((context) => plan(input, context)),
    sendImport: (input) =>
      session.authorized(async (context) => {
        const state = opened(input.importId)
        if (state.running)
          throw new UserFacingError(
            'busy',
            'This file is being sent already; wait for it or cancel it.',
          )
        const controller = new AbortController()
        state.running = controller
        try {
          // Planned afresh: rows a previous run finished are unchanged now and are not sent again.
          const preview = await plan(input, context)
          state.report = await sendPlan(preview.rows, {
            put: (accountId, devices, options) =>
              putDevices(
                deps.registry.changeContext(context, accountId, 'import'),
                devices,
                input.keepUnpaired,
                options,
              ),
            onProgress: (progress) =>
              deps.emit('importProgress', { importId: input.importId, ...progress }),
            signal: controller.signal,
          })
          deps.registry.recordImport(
            deps.registry.changeContext(context, input.accountId, 'import'),
            importSummary(state.fileName, state.report),
          )
          return state.report
        } finally {
          state.running = null
        }
      }),
    cancelImport: async ({ importId }) => {
      const running = imports.get(importId)?.running
      running?.abort()
      return { cancelling: running !== undefined && running !== null }
    },
    importReportCsv: async ({ importId }) => {
      const state = opened(importId)
      if (!state.report) throw new UserFacingError('not_found', 'This file has not been sent yet.')
      const stem = state.fileName.replace(/\.[^.]*$/, '')
      return { fileName: `${stem}-import-report.csv`, content: reportCsv(state.report.rows) }
    },
    exportDevices: (input) => session.authorized((context) => exportDevices(input, context)),
    saveFile: async (file) => (deps.saveFile ? deps.saveFile(file) : { outcome: 'download' }),
  }

  return {
    handlers,
    /** True while any import is being sent. */
    isSending: () => [...imports.values()].some((state) => state.running !== null),
    /** A file on this machine, streamed (command line, benchmark): never reachable from the window. */
    openPath: (path: string) =>
      open(basename(path), createReadStream(path)).catch((error: unknown) => {
        const code = (error as { code?: unknown }).code
        if (typeof code !== 'string') throw error
        throw new UserFacingError('bad_file', `The file ${path} cannot be read (${code}).`)
      }),
    /** Chunks from elsewhere (the command line's standard input), read as a file of that name. */
    openStream: (fileName: string, chunks: AsyncIterable<Uint8Array>) => open(fileName, chunks),
  }
}
export type Bulk = ReturnType<typeof createBulk>
