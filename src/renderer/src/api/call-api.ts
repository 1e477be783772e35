import { createIntl } from 'react-intl'
import type { Api, IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { Result } from '#shared/ipc/result.ts'
import { messages } from '#shared/messages/catalog.ts'
import { matchLocale } from '#shared/messages/locales.ts'
import { translator } from '../i18n/use-t.ts'

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
