import type { ImportEncoding } from '#shared/ipc/import.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'
import { exportDevices } from './export-devices.ts'
import { forgetChoices, saveMapping } from './import-choices.ts'
import { importContext, type ImportContext, type ImportDeps } from './import-context.ts'
import { previewPage, reportFile, rowCells } from './import-views.ts'
import { chooseAndOpen, openFile, openPath, reread } from './open-file.ts'
import type { ImportMethods } from './open-imports.ts'
import { planImport } from './plan-import.ts'
import { chunksOf } from './read-file.ts'
import { cancelSend, isSending, sendImport } from './send-import.ts'
import { deskTemplate } from './template.ts'

export type { ChooseFile, ImportDeps, SaveFile } from './import-context.ts'

/** The import's IPC methods, each a step over the context. */
function importHandlers(context: ImportContext): Pick<IpcHandlers, ImportMethods> {
  const { session } = context.deps
  return {
    openImport: ({ fileName, base64, encoding }) =>
      openFile(context, fileName, chunksOf(Buffer.from(base64, 'base64')), {
        encoding,
        remember: true,
      }),
    previewImport: (input) =>
      session.authorized(async (authorized) => {
        const { preview } = await planImport(context, input, authorized)
        return input.rowLimit === undefined
          ? preview
          : { ...preview, rows: preview.rows.slice(0, input.rowLimit) }
      }),
    previewRows: async (input) => previewPage(context, input),
    sendImport: (input) =>
      session.authorized((authorized) => sendImport(context, input, authorized)),
    cancelImport: async ({ importId }) => cancelSend(context, importId),
    importReportCsv: async ({ importId }) => reportFile(context, importId),
    importRowCells: async ({ importId, row }) => rowCells(context, importId, row),
    saveImportMapping: ({ importId, name, mapping }) =>
      saveMapping(context, importId, name, mapping),
    forgetImportChoices: ({ importId }) => forgetChoices(context, importId),
    rereadImport: ({ importId, encoding }) => reread(context, importId, encoding),
    chooseImportFile: ({ encoding }) => chooseAndOpen(context, encoding),
    exportDeskTemplate: (input) =>
      session.authorized((authorized) => deskTemplate(input, authorized)),
    exportDevices: (input) => session.authorized((authorized) => exportDevices(input, authorized)),
    saveFile: async (file) =>
      context.deps.saveFile ? context.deps.saveFile(file) : { outcome: 'download' },
  }
}

/** Import and export: read a file once, then preview and send it as often as asked. */
export function createImport(deps: ImportDeps) {
  const context = importContext(deps)
  return {
    handlers: importHandlers(context),
    /** True while any import is being sent. */
    isSending: () => isSending(context),
    /** A file on this machine, streamed (command line, benchmark): never reachable from the window. */
    openPath: (path: string, encoding?: ImportEncoding) =>
      openPath(context, path, { encoding, remember: false }),
    /** Chunks from elsewhere (the command line's standard input), read as a file of that name. */
    openStream: (fileName: string, chunks: AsyncIterable<Uint8Array>, encoding?: ImportEncoding) =>
      openFile(context, fileName, chunks, { encoding, remember: false }),
  }
}
export type Import = ReturnType<typeof createImport>
