import {
  QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useCallback } from 'react'
import type { IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from './api-context.tsx'
import { callApi } from './call-api.ts'

declare module '@tanstack/react-query' {
  // A failed query's error is the IpcError main sent: a code and a sentence for the person.
  interface Register {
    defaultError: IpcError
  }
}

/**
 * Server state in one place, for every screen: main already repeats a GET lost on the network, so a
 * failure here is final until the person retries or the service answers again (main says so).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  })
}

/** Every query of one session (profile and principal) starts with its owner: a switch starts afresh. */
export const serverKey = (owner: string, method: IpcMethod, input?: unknown): QueryKey =>
  input === undefined ? [owner, method] : [owner, method, input]

export type ServerQuery<M extends IpcMethod> = UseQueryResult<IpcOutput<M>, IpcError>

/**
 * Data a screen shows, read through window.api and kept by TanStack Query under the session's owner:
 * other screens reading the same method and input share it; a failed reload keeps the last data.
 */
export function useServerQuery<M extends IpcMethod>(
  method: M,
  input: IpcInput<M>,
  options: { owner: string; enabled?: boolean },
): ServerQuery<M> {
  const api = useApi()
  return useQuery({
    queryKey: serverKey(options.owner, method, input ?? null),
    queryFn: async () => {
      const result = await callApi(api, method, input)
      if (!result.ok) throw result.error
      return result.value
    },
    enabled: options.enabled ?? true,
  })
}

/** After a change on the service: every screen's copy of these methods' data is loaded again. */
export function useRefresh(owner: string) {
  const client = useQueryClient()
  return useCallback(
    (...methods: IpcMethod[]) =>
      Promise.all(
        methods.map((method) => client.invalidateQueries({ queryKey: serverKey(owner, method) })),
      ).then(() => undefined),
    [client, owner],
  )
}

/** A call that changes no screen's data (a test, an app's own action): nothing loads again after it. */
export const CHANGES_NOTHING = { owner: 'app', invalidates: [] } as const

/** Every change of devices reloads these: the table (and the lost-device check it carries), the journal. */
const AFTER_DEVICE_CHANGE: readonly IpcMethod[] = [
  'listDevices',
  'listActivity',
  'journalNotices',
  'lastLocation',
  'detectDevices',
  // A device changed anywhere may be matched, waiting or a near-miss now.
  'checkMatch',
]

/**
 * A change on the service through one IPC method (one intent): TanStack Query keeps its state, and on
 * success every screen's copy of the data it affects loads again.
 */
export function useServerMutation<M extends IpcMethod>(
  method: M,
  options: { owner: string; invalidates?: readonly IpcMethod[] },
): UseMutationResult<IpcOutput<M>, IpcError, IpcInput<M>> {
  const api = useApi()
  const refresh = useRefresh(options.owner)
  const invalidates = options.invalidates ?? AFTER_DEVICE_CHANGE
  return useMutation<IpcOutput<M>, IpcError, IpcInput<M>>({
    mutationFn: async (input) => {
      const result = await callApi(api, method, input)
      if (!result.ok) throw result.error
      return result.value
    },
    onSuccess: () => refresh(...invalidates),
  })
}
