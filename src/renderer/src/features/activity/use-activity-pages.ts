import { queryOptions, useQueries, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Api } from '#shared/ipc/contract.ts'
import type { ActivityEntry, ActivityFilter } from '#shared/ipc/registry.ts'
import { useApi } from '../../api/api-context.tsx'
import { serverQuery } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

export const PAGE = 200

// Each page's data names its page: a page shown in place of another while that loads stays where it was.
const pageQuery = (api: Api, owner: string, filter: ActivityFilter, page: number) => {
  const { queryKey, queryFn } = serverQuery(api, owner, 'listActivity', {
    ...filter,
    offset: page * PAGE,
    limit: PAGE,
  })
  return queryOptions({
    queryKey: [...queryKey],
    queryFn: async (context) => ({ page, ...(await queryFn!(context as never)) }),
  })
}

/** The journal of this account, or of the profile's only one: what the screen reads. */
export const inAccount = (filter: ActivityFilter, accountId: string | undefined): ActivityFilter =>
  accountId === undefined ? filter : { ...filter, accountId }

/**
 * Asks for the first page as the Activity screen is opened, while its code loads and renders, so
 * its rows paint with it rather than after a request the screen only sends once it is there.
 */
export function prefetchActivity(
  client: QueryClient,
  api: Api,
  owner: string,
  accountId: string | undefined,
): void {
  void client.prefetchQuery(pageQuery(api, owner, inAccount({}, accountId), 0))
}

/**
 * The journal a page at a time, newest first: only the pages of the rows in view are asked for, so
 * 100,000 entries paint as fast as 200. Keyed with listActivity, so every change reloads them.
 */
export function useActivityPages(filter: ActivityFilter, visible: { first: number; last: number }) {
  const api = useApi()
  const { owner } = useWorkspace()
  const pages = useMemo(() => {
    const from = Math.floor(visible.first / PAGE)
    const to = Math.floor(Math.max(visible.first, visible.last) / PAGE)
    return Array.from({ length: to - from + 1 }, (_, i) => from + i)
  }, [visible.first, visible.last])
  const results = useQueries({
    queries: [0, ...pages.filter((page) => page !== 0)].map((page) => ({
      ...pageQuery(api, owner, filter, page),
      placeholderData: (previous: unknown) => previous as never,
    })),
  })
  const first = results[0]
  const entries = new Map<number, ActivityEntry>()
  // Each result's data read once: a result is a proxy that records every read.
  for (const { data } of results)
    data?.entries.forEach((entry, index) => entries.set(data.page * PAGE + index, entry))
  return {
    total: first?.data?.total ?? 0,
    entries,
    loading: first?.isPending ?? true,
    error: results.find((result) => result.error)?.error ?? null,
  }
}
