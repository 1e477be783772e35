import type { Api, RendererError } from '#shared/ipc/contract.ts'
import { callApi } from './call-api.ts'

/** The contract's bounds: a longer text would be refused, and the report lost with it. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** Anything thrown, as the contract's error report. */
export function toRendererError(
  thrown: unknown,
  source: RendererError['source'],
  componentStack?: string | null,
): RendererError {
  const error = thrown instanceof Error ? thrown : null
  return {
    source,
    name: cut(error?.name ?? typeof thrown, 200),
    message: cut(error ? error.message : String(thrown), 4_000),
    ...(error?.stack ? { stack: cut(error.stack, 16_000) } : {}),
    ...(componentStack ? { componentStack: cut(componentStack, 16_000) } : {}),
  }
}

/**
 * Writes the error to the app's log through main, which masks every secret it knows; resolves to the
 * text as logged, or null when main did not answer.
 */
export async function reportError(api: Api, error: RendererError): Promise<string | null> {
  const result = await callApi(api, 'reportRendererError', error)
  return result.ok ? result.value.report : null
}

/** Errors outside React's rendering (event handlers, timers, promises) go to the log too. */
export function reportWindowErrors(api: Api): void {
  window.addEventListener('error', (event) => {
    void reportError(api, toRendererError(event.error ?? event.message, 'uncaught'))
  })
  window.addEventListener('unhandledrejection', (event) => {
    void reportError(api, toRendererError(event.reason, 'unhandledRejection'))
  })
}
