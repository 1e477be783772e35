import type { ImportFile, ImportPreview, ImportProgress } from '#shared/ipc/import.ts'
import type { ShownError } from '../../app/error-text.ts'
import type { Decisions } from './import-state.ts'

export type Stage = 'pick' | 'map' | 'preview' | 'sending' | 'done'

/** Where the import is: the file main holds, the admin's decisions, the last check's preview. */
export interface ImportFlowState {
  stage: Stage
  file: ImportFile | null
  decisions: Decisions | null
  preview: ImportPreview | null
  /** Grows with each preview: the table fetches its rows again. */
  version: number
  progress: ImportProgress | null
  error: ShownError | null
  /** A call to main is under way (opening or checking the file). */
  busy: boolean
  /** Send again needs the file chosen again: the window handed over its bytes, main has no path. */
  needsFile: boolean
}

export type ImportEvent =
  | { type: 'working' }
  /** The call under way (opening or checking the file) failed. */
  | { type: 'failed'; error: ShownError }
  /** An error to show, or none: nothing else changes. */
  | { type: 'error'; error: ShownError | null }
  /** A file opened or read again, with the decisions that go with it; `ask`: its columns are asked first. */
  | { type: 'opened'; file: ImportFile; decisions: Decisions; ask: boolean }
  /** What main knows of the file changed (a mapping saved, choices forgotten, read again). */
  | { type: 'file'; file: ImportFile }
  | { type: 'decided'; decisions: Decisions }
  | { type: 'checked'; preview: ImportPreview }
  | { type: 'sending' }
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'sent' }
  | { type: 'send-failed'; error: ShownError }
  | { type: 'needs-file' }
  | { type: 'edit-mapping' }
  | { type: 'reset' }

export const START: ImportFlowState = {
  stage: 'pick',
  file: null,
  decisions: null,
  preview: null,
  version: 0,
  progress: null,
  error: null,
  busy: false,
  needsFile: false,
}

/** Another file (or none), with its decisions: nothing checked yet, nothing to choose again. */
const withFile = (
  state: ImportFlowState,
  file: ImportFile | null,
  decisions: Decisions | null,
): ImportFlowState => ({ ...state, file, decisions, preview: null, needsFile: false })

/** The import's steps as one state: each event what the window saw happen (an answer of main, a click). */
export function importFlow(state: ImportFlowState, event: ImportEvent): ImportFlowState {
  switch (event.type) {
    case 'working':
      return { ...state, busy: true }
    case 'failed':
      return { ...state, busy: false, error: event.error }
    case 'error':
      return { ...state, error: event.error }
    case 'opened':
      return {
        ...withFile(state, event.file, event.decisions),
        busy: false,
        ...(event.ask ? { stage: 'map' as const } : {}),
      }
    case 'file':
      return { ...state, file: event.file }
    case 'decided':
      return { ...state, decisions: event.decisions }
    case 'checked':
      return {
        ...state,
        busy: false,
        error: null,
        preview: event.preview,
        version: state.version + 1,
        stage: 'preview',
      }
    case 'sending':
      return { ...state, stage: 'sending', progress: null }
    case 'progress':
      return event.progress.importId === state.file?.importId
        ? { ...state, progress: event.progress }
        : state
    case 'sent':
      return { ...state, stage: 'done' }
    case 'send-failed':
      return { ...state, error: event.error, stage: 'preview' }
    case 'needs-file':
      return { ...state, needsFile: true }
    case 'edit-mapping':
      return { ...state, stage: 'map' }
    case 'reset':
      return { ...withFile(state, null, null), stage: 'pick', error: null }
  }
}
