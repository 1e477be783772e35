import { useCallback, useEffect, useRef, useState } from 'react'
import type { Api, IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { IpcError, Result } from '#shared/ipc/result.ts'
import { useApi } from './api-context.tsx'

/** A call that never rejects: a transport failure becomes an error the user can act on. */
export async function callApi<M extends IpcMethod>(
  api: Api,
  method: M,
  input: IpcInput<M>,
): Promise<Result<IpcOutput<M>>> {
  try {
    const call = api[method] as (input: IpcInput<M>) => Promise<Result<IpcOutput<M>>>
    return await call(input)
  } catch {
    const message =
      'The app could not reach its back end. Check that it is still running, then try again.'
    return { ok: false, error: { code: 'transport', message } }
  }
}

export interface ApiCall<M extends IpcMethod> {
  run: (input: IpcInput<M>) => Promise<Result<IpcOutput<M>>>
  loading: boolean
  error: IpcError | null
  reset: () => void
}

/** One action (a button's work): its loading and error state, for progress and messages. */
export function useApiCall<M extends IpcMethod>(method: M): ApiCall<M> {
  const api = useApi()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<IpcError | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(
    async (input: IpcInput<M>) => {
      setLoading(true)
      setError(null)
      const result = await callApi(api, method, input)
      if (mounted.current) {
        setLoading(false)
        setError(result.ok ? null : result.error)
      }
      return result
    },
    [api, method],
  )
  const reset = useCallback(() => setError(null), [])
  return { run, loading, error, reset }
}
