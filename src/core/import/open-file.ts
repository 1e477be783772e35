import { coded } from '#shared/coded-text.ts'
import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { basename } from 'node:path'
import { UserFacingError } from '#shared/errors.ts'
import type { ImportEncoding, ImportFile } from '#shared/ipc/import.ts'
import { describeTable } from './describe-file.ts'
import type { ImportContext } from './import-context.ts'
import { hashing, KEPT, type OpenImport, type OpenOptions } from './open-imports.ts'
import { readTable } from './read-file.ts'
import { recogniseSource } from './sources/index.ts'

/** Reads a file once and keeps it open under its import id; the oldest files beyond KEPT are dropped. */
export async function openFile(
  { imports, memory }: ImportContext,
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

/** A file on this machine, streamed from its path. */
export const openPath = (
  context: ImportContext,
  path: string,
  options: Omit<OpenOptions, 'path'>,
) =>
  openFile(context, basename(path), createReadStream(path), { ...options, path }).catch(
    (error: unknown) => {
      // Only the file system's own errors (ENOENT, EACCES…) are about reading it; ours say more.
      if (error instanceof UserFacingError) throw error
      const code = (error as { code?: unknown }).code
      if (typeof code !== 'string') throw error
      throw new UserFacingError(
        'bad_file',
        coded('errors.import.import-file-unreadable', { path, reason: code }),
      )
    },
  )

/** The open file of that id; refused when it is open no longer. */
export function opened({ imports }: ImportContext, importId: string): OpenImport {
  const state = imports.get(importId)
  if (!state) throw new UserFacingError('not_found', coded('errors.import.import-file-closed'))
  return state
}

/** The open file read again from its path (another encoding, or changed on disk), under the same id. */
export async function reread(
  context: ImportContext,
  importId: string,
  encoding: ImportEncoding | undefined,
): Promise<ImportFile> {
  const state = opened(context, importId)
  if (state.running) throw new UserFacingError('busy', coded('errors.import.import-sending'))
  if (state.path === undefined)
    throw new UserFacingError(
      'reread_unavailable',
      coded('errors.import.import-reread-unavailable', { fileName: state.fileName }),
    )
  return openPath(context, state.path, { encoding, remember: state.remember, importId })
}

/** The file the person picks in main's open dialog, opened; or why none was. */
export async function chooseAndOpen(context: ImportContext, encoding: ImportEncoding | undefined) {
  if (!context.deps.chooseFile) return { outcome: 'unsupported' as const }
  const path = await context.deps.chooseFile()
  if (path === null) return { outcome: 'cancelled' as const }
  return {
    outcome: 'opened' as const,
    file: await openPath(context, path, { encoding, remember: true }),
  }
}
