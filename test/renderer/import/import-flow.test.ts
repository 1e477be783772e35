// The import's state, event by event: what each answer of main or click of the admin leaves the window in.
import { describe, expect, it } from 'vitest'
import {
  importFlow,
  START,
  type ImportEvent,
  type ImportFlowState,
} from '#renderer/features/import/import-flow.ts'
import type { Decisions } from '#renderer/features/import/import-state.ts'
import type { ImportFile, ImportPreview, ImportProgress } from '#shared/ipc/import.ts'
import type { IpcError } from '#shared/ipc/result.ts'

// The flow only compares files by id and passes the rest on: the rest of each is left out.
const FILE = { importId: 'imp-1' } as ImportFile
const DECISIONS = {} as Decisions
const PREVIEW = {} as ImportPreview
const ERROR: IpcError = { code: 'bad_file', message: 'The file is not a table.' }
const progressOf = (importId: string) => ({ importId, done: 1, total: 2 }) as ImportProgress

const after = (...events: ImportEvent[]): ImportFlowState => events.reduce(importFlow, START)
const opened = (ask: boolean): ImportEvent => ({
  type: 'opened',
  file: FILE,
  decisions: DECISIONS,
  ask,
})
const checked: ImportEvent = { type: 'checked', preview: PREVIEW }

describe('the import flow', () => {
  it('asks about the columns of a file opened with columns it could not name', () => {
    expect(after({ type: 'working' }, opened(true))).toEqual({
      ...START,
      stage: 'map',
      file: FILE,
      decisions: DECISIONS,
    })
  })

  it('shows the preview once the file is checked, and counts each check', () => {
    const open = after({ type: 'working' }, opened(false))
    expect(open).toMatchObject({ stage: 'pick', busy: false, preview: null })
    const shown = after({ type: 'working' }, opened(false), { type: 'working' }, checked)
    expect(shown).toMatchObject({ stage: 'preview', busy: false, preview: PREVIEW, version: 1 })
    expect(importFlow(shown, checked).version).toBe(2)
  })

  it('keeps the last preview when a check fails, with the error, and a check that works clears it', () => {
    const failed = after(
      opened(false),
      checked,
      { type: 'working' },
      { type: 'failed', error: ERROR },
    )
    expect(failed).toMatchObject({ stage: 'preview', busy: false, preview: PREVIEW, error: ERROR })
    expect(importFlow(failed, checked).error).toBeNull()
  })

  it('shows an error without ending a call under way', () => {
    const state = after(opened(false), { type: 'working' }, { type: 'error', error: ERROR })
    expect(state).toMatchObject({ busy: true, error: ERROR })
  })

  it("takes the progress of this file's send only, afresh for each send", () => {
    const sending = after(opened(false), checked, { type: 'sending' })
    expect(importFlow(sending, { type: 'progress', progress: progressOf('imp-2') })).toBe(sending)
    const going = importFlow(sending, { type: 'progress', progress: progressOf('imp-1') })
    expect(going.progress).toEqual(progressOf('imp-1'))
    expect(importFlow(going, { type: 'sending' }).progress).toBeNull()
  })

  it('ends a send with its report, or back at the preview with the error', () => {
    const sending = after(opened(false), checked, { type: 'sending' })
    expect(sending.stage).toBe('sending')
    expect(importFlow(sending, { type: 'sent' }).stage).toBe('done')
    expect(importFlow(sending, { type: 'send-failed', error: ERROR })).toMatchObject({
      stage: 'preview',
      error: ERROR,
    })
  })

  it('needs the file chosen again to send it again, until it is opened again', () => {
    const needs = after(opened(false), checked, { type: 'sent' }, { type: 'needs-file' })
    expect(needs.needsFile).toBe(true)
    expect(importFlow(needs, opened(false)).needsFile).toBe(false)
  })

  it('goes back to the mapping from the preview', () => {
    expect(after(opened(false), checked, { type: 'edit-mapping' }).stage).toBe('map')
  })

  it('starts again without the file, its count of checks kept for the next table', () => {
    const state = after(opened(false), checked, { type: 'error', error: ERROR }, { type: 'reset' })
    expect(state).toMatchObject({
      stage: 'pick',
      file: null,
      decisions: null,
      preview: null,
      error: null,
      version: 1,
    })
  })
})
