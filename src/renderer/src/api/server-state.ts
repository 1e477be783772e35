import {
  QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Api, IpcInput, IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcMethod } from '#shared/ipc/methods.ts'
import type { IpcError, Result } from '#shared/ipc/result.ts'
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

/** One call to main that throws the IpcError it answers with, as TanStack expects of a query or mutation. */
async function callOrThrow<M extends IpcMethod>(api: Api, method: M, input: IpcInput<M>) {
  const result = await callApi(api, method, input)
  if (!result.ok) throw result.error
  return result.value
}

/** One method's data as TanStack query options, keyed under its owner (for prefetches and page lists). */
export const serverQuery = <M extends IpcMethod>(
  api: Api,
  owner: string,
  method: M,
  input: IpcInput<M>,
) =>
  queryOptions<IpcOutput<M>, IpcError>({
    queryKey: serverKey(owner, method, input ?? null),
    queryFn: () => callOrThrow(api, method, input),
  })

export type ServerQuery<M extends IpcMethod> = UseQueryResult<IpcOutput<M>, IpcError>

/**
 * Data a screen shows, read through window.api and kept by TanStack Query under the session's owner:
 * other screens reading the same method and input share it; a failed reload keeps the last data.
 */
export function useServerQuery<M extends IpcMethod>(
  method: M,
  input: IpcInput<M>,
  options: {
    owner: string
    enabled?: boolean
    /** Asks again after this many ms while the data says so (false: not again). */
    refetchInterval?: (data: IpcOutput<M> | undefined) => number | false
    /** How long the data is kept once no screen shows it (0: asked for again each time one does). */
    gcTime?: number
  },
): ServerQuery<M> {
  const api = useApi()
  return useQuery({
    ...serverQuery(api, options.owner, method, input),
    enabled: options.enabled ?? true,
    ...(options.gcTime !== undefined && { gcTime: options.gcTime }),
    ...(options.refetchInterval && {
      refetchInterval: (query: { state: { data: IpcOutput<M> | undefined } }) =>
        options.refetchInterval!(query.state.data),
    }),
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
    mutationFn: (input) => callOrThrow(api, method, input),
    onSuccess: () => refresh(...invalidates),
  })
}

/**
 * A change as a function answering with the Result main sent, never throwing: for a flow that goes on
 * after a refusal too (it shows the error and stays where it is).
 */
export function useServerCall<M extends IpcMethod>(
  method: M,
  options: Parameters<typeof useServerMutation>[1],
) {
  const { mutateAsync } = useServerMutation(method, options)
  return useCallback(
    (input: IpcInput<M>): Promise<Result<IpcOutput<M>>> =>
      mutateAsync(input).then(
        (value) => ({ ok: true, value }),
        (error: IpcError) => ({ ok: false, error }),
      ),
    [mutateAsync],
  )
}

/**
 * One flow's calls to main, one at a time (a survey's steps): which method is pending, the error of the
 * last, and `run`, which answers with the method's output or null once it failed (its error is kept).
 */
export function useServerSteps() {
  const api = useApi()
  const steps = useMutation<unknown, IpcError, { method: IpcMethod; input: unknown }>({
    mutationFn: ({ method, input }) => callOrThrow(api, method, input as never),
  })
  const { mutateAsync, reset } = steps
  const run = useCallback(
    <M extends IpcMethod>(method: M, input: IpcInput<M>): Promise<IpcOutput<M> | null> =>
      mutateAsync({ method, input }).then(
        (output) => output as IpcOutput<M>,
        () => null,
      ),
    [mutateAsync],
  )
  return {
    run,
    pending: steps.isPending ? steps.variables.method : null,
    error: steps.error,
    clearError: reset,
  }
}
