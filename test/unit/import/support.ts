import { readFileSync } from 'node:fs'
import { chunksOf, readTable } from '#core/import/read-file.ts'
import type { Dispatch } from '#core/core.ts'
import { call } from '../core/support/fixtures.ts'

export const FIXTURES = new URL('../../fixtures/import/', import.meta.url)

export function fixture(name: string): Buffer {
  return readFileSync(new URL(name, FIXTURES))
}

/** A file read the way main reads what the window hands over: its bytes, in chunks of `size`. */
export function tableOf(name: string, bytes: Uint8Array | string, size?: number) {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  return readTable(name, chunksOf(data, size))
}

/** Opens a file through the handler table, as the window hands it over (its bytes, base64). */
export async function openFile(
  dispatch: Dispatch,
  fileName: string,
  bytes: Uint8Array | string = fixture(fileName),
) {
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes)
  const file = await call(dispatch, 'openImport', { fileName, base64: data.toString('base64') })
  const mapping = file.columns.map((column) => column.field ?? ('ignore' as const))
  return { file, input: { importId: file.importId, mapping, choices: [] as Choice[] } }
}
type Choice = { row: number; serialId: string }
