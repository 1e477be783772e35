import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import type {
  ColumnMapping,
  ImportFile,
  ImportPreview,
  ImportProgress,
  ImportReport,
} from '#shared/ipc/bulk.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from '../../api/api-context.tsx'
import { saveTextFile } from '../../api/save-file.ts'
import { useApiEvent } from '../../api/use-api-event.ts'
import { callApi } from '../../api/use-api-call.ts'
import type { Placement } from '../placement/use-placement.ts'
import type { Choice } from './choices.ts'
import { fileAsBase64 } from './read-file.ts'

export type Stage = 'pick' | 'map' | 'preview' | 'sending' | 'done'

/**
 * The import's steps, each a call to main: open the file, preview (again after each choice), send.
 * `placement` says where rows without a location go (or that they stay unpaired, as chosen).
 */
export function useImport(accountId: string | undefined, placement: Placement) {
  const api = useApi()
  const [stage, setStage] = useState<Stage>('pick')
  const [file, setFile] = useState<ImportFile | null>(null)
  const [mapping, setMapping] = useState<ColumnMapping>([])
  const [choices, setChoices] = useState<ReadonlyMap<number, string>>(new Map())
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [error, setError] = useState<IpcError | null>(null)
  const [busy, setBusy] = useState(false)
  const latest = useRef(0)
  const placed = useRef(placement)

  useApiEvent('importProgress', (next) => {
    if (next.importId === file?.importId) setProgress(next)
  })

  const input = (opened: ImportFile, map: ColumnMapping, chosen: ReadonlyMap<number, string>) => ({
    importId: opened.importId,
    ...(accountId === undefined ? {} : { accountId }),
    mapping: map,
    choices: [...chosen].map(([row, serialId]) => ({ row, serialId })),
    keepUnpaired: placed.current.keepUnpaired,
    ...(placed.current.keepUnpaired || placed.current.locationId.trim() === ''
      ? {}
      : { defaultLocation: placed.current.locationId.trim() }),
  })

  const check = useCallback(
    async (opened: ImportFile, map: ColumnMapping, chosen: ReadonlyMap<number, string>) => {
      const call = ++latest.current
      setBusy(true)
      const result = await callApi(api, 'previewImport', input(opened, map, chosen))
      if (call !== latest.current) return
      setBusy(false)
      setError(result.ok ? null : result.error)
      if (result.ok) {
        setPreview(result.value)
        setStage('preview')
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- input() reads only accountId
    [api, accountId],
  )

  const open = async (picked: File) => {
    setBusy(true)
    setError(null)
    let base64: string
    try {
      base64 = await fileAsBase64(picked)
    } catch {
      setBusy(false)
      setError({ code: 'bad_file', message: `The file ${picked.name} could not be read.` })
      return
    }
    const result = await callApi(api, 'openImport', { fileName: picked.name, base64 })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    const opened = result.value
    const map = opened.columns.map((column) => column.field ?? ('ignore' as const))
    setFile(opened)
    setMapping(map)
    setChoices(new Map())
    setPreview(null)
    setReport(null)
    if (opened.unmapped > 0) setStage('map')
    else await check(opened, map, new Map())
  }

  // Where rows without a location go changed (chosen, or the last location loaded): checked again.
  const recheck = useEffectEvent(() => {
    if (stage === 'preview' && file) void check(file, mapping, choices)
  })
  const { locationId, keepUnpaired } = placement
  useEffect(() => {
    placed.current = { locationId, keepUnpaired }
    // After this render: the check sets state of its own (busy, the new preview).
    void Promise.resolve().then(recheck)
  }, [locationId, keepUnpaired])

  const choose = (picked: readonly Choice[]) => {
    if (!file) return
    const next = new Map(choices)
    for (const choice of picked) next.set(choice.row, choice.serialId)
    setChoices(next)
    void check(file, mapping, next)
  }

  const send = async () => {
    if (!file) return
    setStage('sending')
    setProgress(null)
    const result = await callApi(api, 'sendImport', input(file, mapping, choices))
    if (!result.ok) {
      setError(result.error)
      setStage('preview')
      return
    }
    setReport(result.value)
    setStage('done')
  }

  const cancel = () => file && void callApi(api, 'cancelImport', { importId: file.importId })

  const saveReport = async () => {
    if (!file) return
    const csv = await callApi(api, 'importReportCsv', { importId: file.importId })
    if (!csv.ok) return setError(csv.error)
    const saved = await saveTextFile(api, {
      suggestedName: csv.value.fileName,
      content: csv.value.content,
      kind: 'csv',
    })
    setError(saved.error)
  }

  const reset = () => {
    setStage('pick')
    setFile(null)
    setPreview(null)
    setReport(null)
    setError(null)
  }

  return {
    stage,
    file,
    mapping,
    setMapping,
    preview,
    progress,
    report,
    error,
    busy,
    open,
    check: () => file && void check(file, mapping, choices),
    choose,
    send,
    cancel,
    saveReport,
    reset,
    editMapping: () => setStage('map'),
  }
}
