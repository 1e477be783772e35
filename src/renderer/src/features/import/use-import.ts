import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import {
  MAX_IMPORT_BYTES,
  type ColumnQuestion,
  type ImportField,
  type ImportEncoding,
  type ImportFile,
  type ImportPreview,
  type ImportProgress,
  type ImportReport,
} from '#shared/ipc/import.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { windowError, type ShownError } from '../../app/error-text.ts'
import { useApi } from '../../api/api-context.tsx'
import { useSavedExport } from '../../api/saved-export.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { useApiEvent } from '../../api/use-api-event.ts'
import { callApi } from '../../api/call-api.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import type { Placement } from '../placement/use-placement.ts'
import {
  freshDecisions,
  keyOf,
  planInput,
  rememberedDecisions,
  sameColumns,
  type Decisions,
} from './import-state.ts'
import { base64Of, sizeOf, type ImportSourceFile } from './read-file.ts'

export type Stage = 'pick' | 'map' | 'preview' | 'sending' | 'done'

/**
 * The import's steps, each a call to main: open the file, check it (again after each decision), send.
 * Main keeps the file and the preview's rows; the window holds the decisions and pages the rows.
 */
export function useImport(accountId: string | undefined, placement: Placement) {
  const api = useApi()
  const reportFile = useSavedExport('importReportCsv')
  const t = useT()
  const [stage, setStage] = useState<Stage>('pick')
  const [file, setFile] = useState<ImportFile | null>(null)
  const [decisions, setDecisions] = useState<Decisions | null>(null)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  /** Grows with each preview: the table fetches its rows again. */
  const [version, setVersion] = useState(0)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const { owner } = useWorkspace()
  // The send is a change: TanStack Query holds its state and refreshes what it changed.
  const sending = useServerMutation('sendImport', { owner })
  const report: ImportReport | null = sending.data ?? null
  const [error, setError] = useState<ShownError | null>(null)
  const [busy, setBusy] = useState(false)
  /** Send again needs the file chosen again: the window handed over its bytes, main has no path. */
  const [needsFile, setNeedsFile] = useState(false)
  const latest = useRef(0)
  const placed = useRef(placement)
  const source = useRef<ImportSourceFile | null>(null)

  useApiEvent('importProgress', (next) => {
    if (next.importId === file?.importId) setProgress(next)
  })

  const check = useCallback(
    async (opened: ImportFile, next: Decisions) => {
      const call = ++latest.current
      setBusy(true)
      const result = await callApi(
        api,
        'previewImport',
        planInput(opened, next, accountId, placed.current),
      )
      if (call !== latest.current) return
      // A transition: React renders the preview of a large file in slices, never blocking the window
      // for one long task (bench:import's GUI figure).
      startTransition(() => {
        setBusy(false)
        setError(result.ok ? null : result.error)
        if (result.ok) {
          setPreview(result.value)
          setVersion((v) => v + 1)
          setStage('preview')
        }
      })
    },
    [api, accountId],
  )

  /** A file opened (or read again): decisions remembered for it applied, or those made so far kept. */
  const opened = async (next: ImportFile, keep: Decisions | null) => {
    const kept = keep && file && sameColumns(file, next) ? keep : null
    const chosen =
      kept ?? (next.remembered ? rememberedDecisions(next, next.remembered) : freshDecisions(next))
    setFile(next)
    setDecisions(chosen)
    setPreview(null)
    sending.reset()
    setNeedsFile(false)
    if (next.unmapped > 0 && !kept && !next.remembered?.mapping) setStage('map')
    else await check(next, chosen)
  }

  const open = async (picked: ImportSourceFile, encoding?: ImportEncoding, keep = false) => {
    setError(null)
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
      setError(windowError('bad_file', t('import.screen.too-large', values)))
      return
    }
    setBusy(true)
    let base64: string
    try {
      base64 = await base64Of(picked)
    } catch {
      setBusy(false)
      setError(windowError('bad_file', t('import.screen.unreadable', { name: picked.name })))
      return
    }
    const result = await callApi(api, 'openImport', {
      fileName: picked.name,
      base64,
      ...(encoding ? { encoding } : {}),
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    source.current = picked
    await opened(result.value, keep ? decisions : null)
  }

  /** The desktop app's own dialog: main reads the file from its path (and can read it again). */
  const chooseInMain = async (): Promise<'unsupported' | 'done'> => {
    const result = await callApi(api, 'chooseImportFile', {})
    if (!result.ok) {
      setError(result.error)
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
      const result = await callApi(api, 'rereadImport', { importId: file.importId, encoding })
      if (!result.ok) return setError(result.error)
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
  const decide = (change: (current: Decisions) => Decisions) => {
    if (!file || !decisions) return
    const next = change(decisions)
    setDecisions(next)
    void check(file, next)
  }

  const send = async () => {
    if (!file || !decisions) return
    setStage('sending')
    setProgress(null)
    const input = { ...planInput(file, decisions, accountId, placed.current), rowLimit: 5_000 }
    try {
      await sending.mutateAsync(input)
      setStage('done')
    } catch (error) {
      setError(error as IpcError)
      setStage('preview')
    }
  }

  /** Send again: the file read again from disk where main knows its path; else it must be chosen again. */
  const sendAgain = async () => {
    if (!file) return
    if (!file.canReread) return setNeedsFile(true)
    const result = await callApi(api, 'rereadImport', { importId: file.importId })
    if (!result.ok) return setError(result.error)
    setFile(result.value)
    await send()
  }

  const cancel = () => file && void callApi(api, 'cancelImport', { importId: file.importId })

  const saveReport = async () => {
    if (!file) return
    await reportFile.mutateAsync({ importId: file.importId }).then(() => setError(null), setError)
  }

  /** Saves the mapping by name; true once saved (the window says so, and offers it at once). */
  const saveMapping = async (name: string): Promise<boolean> => {
    if (!file || !decisions) return false
    const result = await callApi(api, 'saveImportMapping', {
      importId: file.importId,
      name,
      mapping: decisions.mapping,
    })
    setError(result.ok ? null : result.error)
    if (!result.ok) return false
    const others = file.savedMappings.filter((saved) => saved.name !== name)
    setFile({
      ...file,
      savedMappings: [...others, { name, mapping: decisions.mapping, fits: true }],
    })
    return true
  }

  const forgetRemembered = async () => {
    if (!file) return
    const result = await callApi(api, 'forgetImportChoices', { importId: file.importId })
    if (!result.ok) return setError(result.error)
    setFile({ ...file, remembered: null })
    const fresh = freshDecisions(file)
    setDecisions(fresh)
    void check(file, fresh)
  }

  const reset = () => {
    setStage('pick')
    setFile(null)
    setDecisions(null)
    setPreview(null)
    sending.reset()
    setError(null)
    setNeedsFile(false)
  }

  return {
    stage,
    file,
    decisions,
    preview,
    version,
    progress,
    report,
    error,
    busy,
    needsFile,
    open,
    chooseInMain,
    readAs,
    setMapping: (mapping: Decisions['mapping']) =>
      decisions && setDecisions({ ...decisions, mapping }),
    check: () => file && decisions && void check(file, decisions),
    choose: (row: number, part: number, serialId: string) =>
      decide((d) => ({ ...d, choices: new Map(d.choices).set(keyOf(row, part), serialId) })),
    acceptSuggestions: () => decide((d) => ({ ...d, acceptSuggestions: true })),
    readAll: (label: string) =>
      decide((d) => ({ ...d, readings: [...d.readings.filter((l) => l !== label), label] })),
    edit: (row: number, cells: ReadonlyMap<number, string>) =>
      decide((d) => {
        const edits = new Map(d.edits)
        if (cells.size) edits.set(row, cells)
        else edits.delete(row)
        return { ...d, edits }
      }),
    answerNetworks: (ssids: readonly string[]) => decide((d) => ({ ...d, ssids })),
    /** The column that gives a field two columns could give; the question's other columns are left out. */
    answerColumn: (question: ColumnQuestion, index: number) =>
      decide((d) => ({
        ...d,
        mapping: d.mapping.map((field, at) =>
          at === index
            ? (question.field as ImportField)
            : question.columns.some((column) => column.index === at)
              ? 'ignore'
              : field,
        ),
        answeredColumns: [...new Set([...d.answeredColumns, index])],
      })),
    setDefaultType: (kind: Decisions['defaultType']) =>
      decide((d) => ({ ...d, defaultType: kind })),
    send,
    sendAgain,
    cancel,
    saveReport,
    saveMapping,
    forgetRemembered,
    reset,
    editMapping: () => setStage('map'),
  }
}
export type ImportFlow = ReturnType<typeof useImport>
