import type { EmitEvent } from '../ipc/events.ts'
import type { Registry } from '../registry/registry.ts'
import type { SessionManager } from '../session/session-manager.ts'
import { createImportMemory, type ImportMemory } from './import-memory.ts'
import type { OpenImport } from './open-imports.ts'

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

/** What every step of an import works on: its deps, the files open now, and what is remembered of files. */
export interface ImportContext {
  deps: ImportDeps
  /** The open files by import id (at most KEPT of them, bar those being sent). */
  imports: Map<string, OpenImport>
  memory: ImportMemory
}

export const importContext = (deps: ImportDeps): ImportContext => ({
  deps,
  imports: new Map(),
  memory: createImportMemory(deps.configDir, deps.log),
})
