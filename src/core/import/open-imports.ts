import { createHash } from 'node:crypto'
import type {
  ImportEncoding,
  ImportPlanInput,
  ImportReport,
  PreviewRow,
} from '#shared/ipc/import.ts'
import type { Profile } from '../profiles/schema.ts'
import type { ImportSource } from './sources/index.ts'
import type { Table } from './table.ts'

// What the import keeps of each open file, and the key a plan is made from.

export interface OpenImport {
  fileName: string
  table: Table
  source: ImportSource | undefined
  /** Where main can read it again ("Send again"); undefined for bytes the window handed over. */
  path: string | undefined
  /** Name, size and content: the key of what was chosen for this very file. */
  key: string
  /** The window's files remember their choices; the command line's never do. */
  remember: boolean
  running: AbortController | null
  report: ImportReport | null
  /** The last preview's rows, which the window pages through. */
  previewed: PreviewRow[]
  /** What the last preview was planned from. */
  previewedFrom: PlannedFrom | null
  /** Location names by id in the accounts the last send read: the report's CSV names them. */
  locationNames?: ReadonlyMap<string, string>
}

/** A plan's inputs: the same again plan the same rows (planning is a function of them and the file). */
export interface PlannedFrom {
  /** The input, all of it but how many rows the answer shows, and the profile (planKey). */
  key: string
  /** The accounts the rows name, and a digest of what the service held in them. */
  accounts: ReadonlySet<string>
  held: string
}

// Hashed: up to 200,000 choices and edits are not kept twice.
export const planKey = ({ rowLimit: _shown, ...input }: ImportPlanInput, profile: Profile) =>
  createHash('sha256')
    .update(JSON.stringify([profile, input]))
    .digest('hex')

/** Open files kept at once; the oldest is dropped (its rows can be big). */
export const KEPT = 4

export type ImportMethods =
  | 'openImport'
  | 'previewImport'
  | 'sendImport'
  | 'cancelImport'
  | 'importReportCsv'
  | 'importRowCells'
  | 'previewRows'
  | 'saveImportMapping'
  | 'forgetImportChoices'
  | 'rereadImport'
  | 'chooseImportFile'
  | 'exportDeskTemplate'
  | 'exportDevices'
  | 'saveFile'

/** Chunks passed on as they are, their size and SHA-256 kept: the file's key once it is read. */
export function hashing(chunks: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256')
  let size = 0
  async function* pass() {
    for await (const chunk of chunks) {
      hash.update(chunk)
      size += chunk.length
      yield chunk
    }
  }
  return { chunks: pass(), key: (name: string) => `${name}|${size}|${hash.digest('hex')}` }
}

export interface OpenOptions {
  encoding?: ImportEncoding | undefined
  path?: string | undefined
  remember: boolean
  importId?: string | undefined
}
