import { startTransition, useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react'
import {
  MAX_IMPORT_BYTES,
  type ColumnQuestion,
  type ImportEncoding,
  type ImportFile,
  type ImportReport,
} from '#shared/ipc/import.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { windowError, type ShownError } from '../../app/error-text.ts'
import { useSavedExport } from '../../api/saved-export.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { useApiEvent } from '../../api/use-api-event.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import type { Placement } from '../placement/use-placement.ts'
import { importFlow, START } from './import-flow.ts'
import { useImportCalls } from './import-calls.ts'
import { answered, chosen, edited, readAll, type DecisionChange } from './decision-changes.ts'
import { freshDecisions, openedDecisions, planInput, type Decisions } from './import-state.ts'
import { base64Of, sizeOf, type ImportSourceFile } from './read-file.ts'

/**
 * The import's steps, each a call to main: open the file, check it (again after each decision), send.
 * Main keeps the file and the preview's rows; the window holds the decisions and pages the rows.
 */
export function useImport(accountId: string | undefined, placement: Placement) {
  const reportFile = useSavedExport('importReportCsv')
  const t = useT()
  const [state, dispatch] = useReducer(importFlow, START)
  const { stage, file, decisions } = state
  const { owner } = useWorkspace()
  // The send is a change: TanStack Query holds its state and refreshes what it changed.
  const sending = useServerMutation('sendImport', { owner })
  const report: ImportReport | null = sending.data ?? null
  const calls = useImportCalls()
  const { previewImport } = calls
  const latest = useRef(0)
  const placed = useRef(placement)
  const source = useRef<ImportSourceFile | null>(null)

  useApiEvent('importProgress', (progress) => dispatch({ type: 'progress', progress }))
  const fail = (error: ShownError) => dispatch({ type: 'error', error })

  const check = useCallback(
    async (opened: ImportFile, next: Decisions) => {
      const call = ++latest.current
      dispatch({ type: 'working' })
      const result = await previewImport(planInput(opened, next, accountId, placed.current))
      if (call !== latest.current) return
      // A transition: React renders the preview of a large file in slices, never blocking the window
      // for one long task (bench:import's GUI figure).
      startTransition(() =>
        dispatch(
          result.ok
            ? { type: 'checked', preview: result.value }
            : { type: 'failed', error: result.error },
        ),
      )
    },
    [previewImport, accountId],
  )

  /** A file opened (or read again): decisions remembered for it applied, or those made so far kept. */
  const opened = async (next: ImportFile, keep: Decisions | null) => {
    const { decisions, ask } = openedDecisions(file, next, keep)
    dispatch({ type: 'opened', file: next, decisions, ask })
    sending.reset()
    if (!ask) await check(next, decisions)
  }

  const open = async (picked: ImportSourceFile, encoding?: ImportEncoding, keep = false) => {
    dispatch({ type: 'error', error: null })
    const size = sizeOf(picked)
    if (size > MAX_IMPORT_BYTES) {
      // Main refuses it too (in English): said here in the window's words, the sizes in its number format.
      // Rounded up: a file just over the limit never reads as the limit itself.
      const megabytes = (bytes: number) => Math.ceil((bytes / 2 ** 20) * 10) / 10
      const values = {
        name: picked.name,
        size: megabytes(size),
        limit: megabytes(MAX_IMPORT_BYTES),
      }
      return fail(windowError('bad_file', t('import.screen.too-large', values)))
    }
    dispatch({ type: 'working' })
    let base64: string
    try {
      base64 = await base64Of(picked)
    } catch {
      const error = windowError('bad_file', t('import.screen.unreadable', { name: picked.name }))
      return dispatch({ type: 'failed', error })
    }
    const result = await calls.openImport({
      fileName: picked.name,
      base64,
      ...(encoding ? { encoding } : {}),
    })
    if (!result.ok) return dispatch({ type: 'failed', error: result.error })
    source.current = picked
    await opened(result.value, keep ? decisions : null)
  }

  /** The desktop app's own dialog: main reads the file from its path (and can read it again). */
  const chooseInMain = async (): Promise<'unsupported' | 'done'> => {
    const result = await calls.chooseImportFile({})
    if (!result.ok) {
      fail(result.error)
      return 'done'
    }
    if (result.value.outcome === 'unsupported') return 'unsupported'
    if (result.value.file) {
      source.current = null
      await opened(result.value.file, null)
    }
    return 'done'
  }

  /** Reads the file in another encoding: from disk where main can, else from the bytes handed over. */
  const readAs = async (encoding: ImportEncoding) => {
    if (!file) return
    if (file.canReread) {
      const result = await calls.rereadImport({ importId: file.importId, encoding })
      if (!result.ok) return fail(result.error)
      await opened(result.value, decisions)
    } else if (source.current) await open(source.current, encoding, true)
  }

  // Where rows without a location go changed (chosen, or the last location loaded): checked again.
  const recheck = useEffectEvent(() => {
    if (stage === 'preview' && file && decisions) void check(file, decisions)
  })
  const { locationId, keepUnpaired } = placement
  useEffect(() => {
    placed.current = { locationId, keepUnpaired }
    // After this render: the check sets state of its own (busy, the new preview).
    void Promise.resolve().then(recheck)
  }, [locationId, keepUnpaired])

  /** A decision changed: kept, and the rows checked again with it. */
  const decide = (change: DecisionChange) => {
    if (!file || !decisions) return
    const next = change(decisions)
    dispatch({ type: 'decided', decisions: next })
    void check(file, next)
  }

  const send = async () => {
    if (!file || !decisions) return
    dispatch({ type: 'sending' })
    const input = { ...planInput(file, decisions, accountId, placed.current), rowLimit: 5_000 }
    try {
      await sending.mutateAsync(input)
      dispatch({ type: 'sent' })
    } catch (error) {
      dispatch({ type: 'send-failed', error: error as IpcError })
    }
  }

  /** Send again: the file read again from disk where main knows its path; else it must be chosen again. */
  const sendAgain = async () => {
    if (!file) return
    if (!file.canReread) return dispatch({ type: 'needs-file' })
    const result = await calls.rereadImport({ importId: file.importId })
    if (!result.ok) return fail(result.error)
    dispatch({ type: 'file', file: result.value })
    await send()
  }

  const cancel = () => file && void calls.cancelImport({ importId: file.importId })

  const saveReport = async () => {
    if (!file) return
    await reportFile
      .mutateAsync({ importId: file.importId })
      .then(() => dispatch({ type: 'error', error: null }), fail)
  }

  /** Saves the mapping by name; true once saved (the window says so, and offers it at once). */
  const saveMapping = async (name: string): Promise<boolean> => {
    if (!file || !decisions) return false
    const result = await calls.saveImportMapping({
      importId: file.importId,
      name,
      mapping: decisions.mapping,
    })
    dispatch({ type: 'error', error: result.ok ? null : result.error })
    if (!result.ok) return false
    const others = file.savedMappings.filter((saved) => saved.name !== name)
    const savedMappings = [...others, { name, mapping: decisions.mapping, fits: true }]
    dispatch({ type: 'file', file: { ...file, savedMappings } })
    return true
  }

  const forgetRemembered = async () => {
    if (!file) return
    const result = await calls.forgetImportChoices({ importId: file.importId })
    if (!result.ok) return fail(result.error)
    dispatch({ type: 'file', file: { ...file, remembered: null } })
    const fresh = freshDecisions(file)
    dispatch({ type: 'decided', decisions: fresh })
    void check(file, fresh)
  }

  const reset = () => {
    dispatch({ type: 'reset' })
    sending.reset()
  }

  return {
    ...state,
    report,
    open,
    chooseInMain,
    readAs,
    setMapping: (mapping: Decisions['mapping']) =>
      decisions && dispatch({ type: 'decided', decisions: { ...decisions, mapping } }),
    check: () => file && decisions && void check(file, decisions),
    choose: (row: number, part: number, serialId: string) => decide(chosen(row, part, serialId)),
    acceptSuggestions: () => decide((d) => ({ ...d, acceptSuggestions: true })),
    readAll: (label: string) => decide(readAll(label)),
    edit: (row: number, cells: ReadonlyMap<number, string>) => decide(edited(row, cells)),
    answerNetworks: (ssids: readonly string[]) => decide((d) => ({ ...d, ssids })),
    answerColumn: (question: ColumnQuestion, index: number) => decide(answered(question, index)),
    setDefaultType: (kind: Decisions['defaultType']) =>
      decide((d) => ({ ...d, defaultType: kind })),
    send,
    sendAgain,
    cancel,
    saveReport,
    saveMapping,
    forgetRemembered,
    reset,
    editMapping: () => dispatch({ type: 'edit-mapping' }),
  }
}
export type ImportFlow = ReturnType<typeof useImport>
