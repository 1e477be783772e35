import { useCallback, useEffect, useRef, useState } from 'react'
import { createIntl } from 'react-intl'
import type { Api, IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { IpcError, Result } from '#shared/ipc/result.ts'
import { messages } from '#shared/messages/catalog.ts'
import { matchLocale } from '#shared/messages/locales.ts'
import { translator } from '../i18n/use-t.ts'
import { useApi } from './api-context.tsx'

/** Said where no component's `t` is at hand: in the language the page is in now (its `lang`). */
function transportFailed(): string {
  const tag = document.documentElement.lang || 'en'
  const t = translator(createIntl({ locale: tag, messages: messages[matchLocale([tag])] }))
  return t('app.api.transport-failed')
}

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
    return { ok: false, error: { code: 'transport', message: transportFailed() } }
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
