import { useEffect, useEffectEvent } from 'react'
import type { IpcEvent } from '#shared/ipc/event-names.ts'
import type { IpcEventPayload } from '#shared/ipc/events.ts'
import { useApi } from './api-context.tsx'

/**
 * Calls `listener` with each payload main sends for `event` while the component is mounted (through
 * window.api.on: Electron's IPC, or the web harness's event stream). The latest listener is called;
 * the subscription is made once.
 */
export function useApiEvent<E extends IpcEvent>(
  event: E,
  listener: (payload: IpcEventPayload<E>) => void,
): void {
  const api = useApi()
  const onEvent = useEffectEvent(listener)
  useEffect(() => api.on(event, (payload) => onEvent(payload)), [api, event])
}
