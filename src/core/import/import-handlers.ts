import { coded } from '#shared/coded-text.ts'
import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { basename } from 'node:path'
import { UserFacingError } from '#shared/errors.ts'
import type { ImportEncoding, ImportFile, ImportPlanInput, PreviewRow } from '#shared/ipc/import.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'
import type { EmitEvent } from '../ipc/events.ts'
import type { Authorized, SessionManager } from '../session/session-manager.ts'
import { checkTable, mappingColumns } from './check-table.ts'
import { describeTable } from './describe-file.ts'
import { exportDevices } from './export-devices.ts'
import { unescapeCell } from './export.ts'
import { createImportMemory } from './import-memory.ts'
import { openQuestions, refuseOpen } from './column-questions.ts'
import { describeColumns, explainFields, headerSignature } from './mapping.ts'
import { accountKey, planRows } from './plan.ts'
import { countLines } from './line-count.ts'
import { chunksOf, readTable } from './read-file.ts'
import { firstToLook, reportCsv } from './report.ts'
import { derivedChoices } from './choices.ts'
import { matchesFilter } from '#shared/import/row-filter.ts'
import { putInBatches } from '../registry/put-devices.ts'
import type { Registry } from '../registry/registry.ts'
import { importSummary, sendPlan } from './send.ts'
import type { Snapshots } from './account-snapshot.ts'
import { loadSnapshots, snapshotsDigest } from './snapshot.ts'
import { recogniseSource } from './sources/index.ts'
import { deskTemplate } from './template.ts'
import {
  hashing,
  KEPT,
  planKey,
  type ImportMethods,
  type OpenImport,
  type OpenOptions,
} from './open-imports.ts'

/** Saves a file where the person picks (Electron's save dialog); absent where there is none. */
export type SaveFile = (file: {
  suggestedName: string
  content: string
  kind: 'csv' | 'json'
}) => Promise<{ outcome: 'saved' | 'cancelled'; path?: string }>

/** Lets the person pick a file to import (Electron's open dialog): its path, or null when cancelled. */
export type ChooseFile = () => Promise<string | null>

export interface ImportDeps {
  session: SessionManager
  emit: EmitEvent
  saveFile?: SaveFile | undefined
  chooseFile?: ChooseFile | undefined
  /** Rows are put in through the registry's use case, as every other way in does. */
  registry: Registry
  /** Saved mappings and remembered choices live here (import-memory.json). */
  configDir: string
  log?: (line: string) => void
}

/** Every location's name by id in the accounts read (none where the service lists no locations). */
function locationNames(snapshots: Snapshots): ReadonlyMap<string, string> {
  const names = new Map<string, string>()
  for (const held of snapshots.values())
    if (!('error' in held))
      for (const location of held.locations ?? []) names.set(location.id, location.name)
  return names
}

/** Import and export: read a file once, then preview and send it as often as asked. */
export function createImport(deps: ImportDeps) {
  const { session } = deps
  const imports = new Map<string, OpenImport>()
  const memory = createImportMemory(deps.configDir, deps.log)

  async function open(
    fileName: string,
    chunks: AsyncIterable<Uint8Array>,
    options: OpenOptions,
  ): Promise<ImportFile> {
    const hashed = hashing(chunks)
    const table = await readTable(fileName, hashed.chunks, options.encoding)
    const key = hashed.key(fileName)
    const source = recogniseSource(table)
    const importId = options.importId ?? randomUUID()
    const file = describeTable(importId, fileName, table, source, {
      canReread: options.path !== undefined,
      saved: await memory.mappings(),
      remembered: options.remember ? await memory.remembered(key) : null,
    })
    const previous = imports.get(importId)
    imports.set(importId, {
      fileName,
      table,
      source,
      path: options.path,
      key,
      remember: options.remember,
      running: null,
      report: previous?.report ?? null,
      previewed: [],
      previewedFrom: null,
    })
    for (const id of imports.keys())
      if (imports.size > KEPT && !imports.get(id)?.running) imports.delete(id)
    return file
  }

  const openPath = (path: string, options: Omit<OpenOptions, 'path'>) =>
    open(basename(path), createReadStream(path), { ...options, path }).catch((error: unknown) => {
      // Only the file system's own errors (ENOENT, EACCES…) are about reading it; ours say more.
      if (error instanceof UserFacingError) throw error
      const code = (error as { code?: unknown }).code
      if (typeof code !== 'string') throw error
      throw new UserFacingError(
        'bad_file',
        coded('errors.import.import-file-unreadable', { path, reason: code }),
      )
    })

  function opened(importId: string): OpenImport {
    const state = imports.get(importId)
    if (!state) throw new UserFacingError('not_found', coded('errors.import.import-file-closed'))
    return state
  }

  /**
   * Plans the file's rows on what the service holds (`loaded`: read already for the same rows); that
   * too is returned, for the send's put.
   */
  async function plan(
    input: ImportPlanInput,
    { client, credentials, profile }: Authorized,
    loaded?: Snapshots,
  ) {
    const state = opened(input.importId)
    const defaultAccount = input.accountId ?? profile.defaultAccountId ?? undefined
    let checked = checkTable(state.table, input, state.source)
    const derived = derivedChoices(checked.rows, input)
    if (derived.length)
      checked = checkTable(
        state.table,
        { ...input, choices: [...input.choices, ...derived] },
        state.source,
      )
    const keys = new Set(checked.rows.map((row) => accountKey(row.account, defaultAccount)))
    const snapshots = loaded ?? (await loadSnapshots(client, credentials, keys))
    const preview = planRows(
      checked.rows,
      defaultAccount,
      snapshots,
      { defaultLocation: input.defaultLocation, keepUnpaired: input.keepUnpaired },
      {
        fields: explainFields(checked.plan, input.mapping, checked.rows),
        survey: state.source?.survey === true,
        ssids: input.ssids,
        columnQuestions: openQuestions(checked.plan, input),
      },
    )
    const unused = [
      ...(input.defaultType && !checked.rows.some((row) => row.defaulted)
        ? (['defaultType'] as const)
        : []),
      ...(input.ssids && state.source?.survey !== true ? (['ssids'] as const) : []),
    ]
    if (unused.length) preview.unusedOptions = unused
    state.previewed = preview.rows
    state.previewedFrom = {
      key: planKey(input, profile),
      accounts: keys,
      held: snapshotsDigest(snapshots),
    }
    if (state.remember) {
      const own = checked.plan.mapping.every((field, index) => input.mapping[index] === field)
      await memory
        .remember(state.key, {
          ...(own ? {} : { mapping: input.mapping }),
          choices: input.choices,
          edits: input.edits ?? [],
          ...(input.ssids ? { ssids: input.ssids } : {}),
          ...(input.acceptSuggestions ? { acceptSuggestions: true } : {}),
          ...(input.readings?.length ? { readings: input.readings } : {}),
          ...(input.answeredColumns?.length ? { answeredColumns: input.answeredColumns } : {}),
        })
        .catch((error: unknown) => deps.log?.(`import choices not remembered: ${String(error)}`))
    }
    return { preview, snapshots }
  }

  /**
   * The rows a send puts in, planned on what the service holds now, and what it holds. The last preview's
   * rows when it was planned from the same input, profile and service contents, since planning again
   * would give the same rows: planning a 100,000-row file again cost a send ~100 MB of memory.
   */
  async function rowsToSend(
    state: OpenImport,
    input: ImportPlanInput,
    context: Authorized,
  ): Promise<{ rows: readonly PreviewRow[]; snapshots: Snapshots }> {
    // Taken together: a preview may finish while the service is read.
    const [previewed, rows] = [state.previewedFrom, state.previewed]
    if (previewed?.key !== planKey(input, context.profile)) return sent(await plan(input, context))
    const held = await loadSnapshots(context.client, context.credentials, previewed.accounts)
    if (snapshotsDigest(held) === previewed.held) return { rows, snapshots: held }
    return sent(await plan(input, context, held))
  }
  const sent = ({ preview, snapshots }: Awaited<ReturnType<typeof plan>>) => ({
    rows: preview.rows,
    snapshots,
  })

  const handlers: Pick<IpcHandlers, ImportMethods> = {
    openImport: ({ fileName, base64, encoding }) =>
      open(fileName, chunksOf(Buffer.from(base64, 'base64')), { encoding, remember: true }),
    previewImport: (input) =>
      session.authorized(async (context) => {
        const { preview } = await plan(input, context)
        return input.rowLimit === undefined
          ? preview
          : { ...preview, rows: preview.rows.slice(0, input.rowLimit) }
      }),
    previewRows: async ({ importId, offset, limit, filter }) => {
      const state = opened(importId)
      const rows =
        filter === 'all'
          ? state.previewed
          : state.previewed.filter((row) => matchesFilter(row, filter))
      return { rows: rows.slice(offset, offset + limit), total: rows.length, offset }
    },
    sendImport: (input) =>
      session.authorized(async (context) => {
        const state = opened(input.importId)
        if (state.running)
          throw new UserFacingError('busy', coded('errors.import.import-sending-already'))
        refuseOpen(openQuestions(describeColumns(state.table, state.source), input))
        const controller = new AbortController()
        state.running = controller
        try {
          const { rows, snapshots } = await rowsToSend(state, input, context)
          state.locationNames = locationNames(snapshots)
          const report = await sendPlan(rows, {
            put: (accountId, devices, options, done) => {
              // The account as just read for the plan: a 100,000-device account is not listed twice.
              const held = snapshots.get(accountId ?? '')
              const known = held && !('error' in held) ? held : undefined
              return putInBatches(
                deps.registry.changeContext(context, accountId, 'import'),
                devices,
                input.keepUnpaired,
                { ...options, known },
                done,
              )
            },
            onProgress: (progress) =>
              deps.emit('importProgress', { importId: input.importId, ...progress }),
            // The registry's 8 requests at once: 16 and 24 sent 10,000 rows no faster (the service is the limit).
            signal: controller.signal,
          })
          const lines = countLines(state.table, report.rows)
          state.report = lines ? { ...report, lines } : report
          deps.registry.recordImport(
            deps.registry.changeContext(context, input.accountId, 'import'),
            importSummary(state.fileName, report),
          )
          return input.rowLimit === undefined
            ? state.report
            : firstToLook(state.report, input.rowLimit)
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
      if (!state.report)
        throw new UserFacingError('not_found', coded('errors.import.import-not-sent-yet'))
      const stem = state.fileName.replace(/\.[^.]*$/, '')
      return {
        fileName: `${stem}-import-report.csv`,
        content: reportCsv(state.report.rows, state.locationNames),
      }
    },
    importRowCells: async ({ importId, row }) => {
      const state = opened(importId)
      const found = state.table.rows.find((entry) => entry.row === row)
      if (!found)
        throw new UserFacingError('not_found', coded('errors.import.import-no-row', { row }))
      const csv = state.table.format === 'csv'
      return {
        row,
        cells: state.table.headers.map((header, index) => {
          const cell = found.cells[index] ?? ''
          return { header, value: csv ? unescapeCell(cell) : cell, field: null }
        }),
      }
    },
    saveImportMapping: async ({ importId, name, mapping }) => {
      const state = opened(importId)
      if (mapping.length !== state.table.headers.length)
        throw new UserFacingError('invalid_input', mappingColumns(mapping, state.table))
      await memory.saveMapping({
        name,
        signature: headerSignature(state.table.headers),
        columns: state.table.headers.map((header, index) => ({
          header,
          field: mapping[index] ?? 'ignore',
        })),
      })
      return { name }
    },
    forgetImportChoices: async ({ importId }) => {
      const state = opened(importId)
      await memory.forget(state.key)
      return { forgotten: true }
    },
    rereadImport: async ({ importId, encoding }) => {
      const state = opened(importId)
      if (state.running) throw new UserFacingError('busy', coded('errors.import.import-sending'))
      if (state.path === undefined)
        throw new UserFacingError(
          'reread_unavailable',
          coded('errors.import.import-reread-unavailable', { fileName: state.fileName }),
        )
      return openPath(state.path, { encoding, remember: state.remember, importId })
    },
    chooseImportFile: async ({ encoding }) => {
      if (!deps.chooseFile) return { outcome: 'unsupported' as const }
      const path = await deps.chooseFile()
      if (path === null) return { outcome: 'cancelled' as const }
      return {
        outcome: 'opened' as const,
        file: await openPath(path, { encoding, remember: true }),
      }
    },
    exportDeskTemplate: (input) => session.authorized((context) => deskTemplate(input, context)),
    exportDevices: (input) => session.authorized((context) => exportDevices(input, context)),
    saveFile: async (file) => (deps.saveFile ? deps.saveFile(file) : { outcome: 'download' }),
  }

  return {
    handlers,
    /** True while any import is being sent. */
    isSending: () => [...imports.values()].some((state) => state.running !== null),
    /** A file on this machine, streamed (command line, benchmark): never reachable from the window. */
    openPath: (path: string, encoding?: ImportEncoding) =>
      openPath(path, { encoding, remember: false }),
    /** Chunks from elsewhere (the command line's standard input), read as a file of that name. */
    openStream: (fileName: string, chunks: AsyncIterable<Uint8Array>, encoding?: ImportEncoding) =>
      open(fileName, chunks, { encoding, remember: false }),
  }
}
export type Import = ReturnType<typeof createImport>
