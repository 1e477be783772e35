import { useCallback, useEffect, useMemo, useState } from 'react'
import type { IpcInput, IpcOutput } from '../../../shared/ipc/contract.ts'
import type { IpcMethod } from '../../../shared/ipc/methods.ts'
import type { IpcError } from '../../../shared/ipc/result.ts'
import { useApi } from './api-context.tsx'
import { callApi } from './use-api-call.ts'

export interface ApiQuery<T> {
  data: T | null
  loading: boolean
  error: IpcError | null
  reload: () => void
}

interface Settled<T> {
  /** The input (serialised) and reload generation this answer belongs to. */
  key: string
  generation: number
  data: T | null
  error: IpcError | null
}

/**
 * Data a screen shows: fetched when the input changes and on reload(). Keeps the last data of the same
 * input while reloading, so tables do not flash empty; data of another input is never shown as this one's.
 */
export function useApiQuery<M extends IpcMethod>(
  method: M,
  input: IpcInput<M>,
  enabled = true,
  /** Whose data this is (the session): answers for another owner are never shown. */
  owner = '',
): ApiQuery<IpcOutput<M>> {
  const api = useApi()
  const inputKey = JSON.stringify(input ?? null)
  const key = `${owner}\n${inputKey}`
  const [generation, setGeneration] = useState(0)
  const [settled, setSettled] = useState<Settled<IpcOutput<M>> | null>(null)

  useEffect(() => {
    if (!enabled) return
    let current = true
    const parsed = JSON.parse(inputKey) as IpcInput<M> | null
    void callApi(api, method, (parsed ?? undefined) as IpcInput<M>).then((result) => {
      if (!current) return
      setSettled((previous) => {
        const kept = previous?.key === key ? previous.data : null
        return result.ok
          ? { key, generation, data: result.value, error: null }
          : { key, generation, data: kept, error: result.error }
      })
    })
    return () => {
      current = false
    }
  }, [api, method, key, inputKey, enabled, generation])

  const reload = useCallback(() => setGeneration((value) => value + 1), [])
  const fresh = settled?.key === key
  const data = fresh ? settled.data : null
  const error = fresh ? settled.error : null
  const loading = enabled && !(fresh && settled.generation === generation)
  return useMemo(() => ({ data, loading, error, reload }), [data, loading, error, reload])
}
