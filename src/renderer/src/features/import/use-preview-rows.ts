import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { RowFilter } from '#shared/import/row-filter.ts'
import type { IpcInput } from '#shared/ipc/contract.ts'
import type { PreviewRow } from '#shared/ipc/import.ts'
import { useApi } from '../../api/api-context.tsx'
import { serverKey, serverQuery } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

const PAGE = 200

/**
 * Pages of main's last check, each asked for afresh: the next check answers differently to the same
 * input, so none is kept (gcTime 0), and `drop` lets go of any still on its way, lest the next check's
 * request be handed its answer.
 */
function usePageCalls() {
  const api = useApi()
  const { owner } = useWorkspace()
  const client = useQueryClient()
  const fetch = useCallback(
    (input: IpcInput<'previewRows'>) =>
      client.fetchQuery({ ...serverQuery(api, owner, 'previewRows', input), gcTime: 0 }),
    [api, owner, client],
  )
  const drop = useCallback(
    () => client.removeQueries({ queryKey: serverKey(owner, 'previewRows') }),
    [owner, client],
  )
  return { fetch, drop }
}

/**
 * The preview's rows a page at a time, as the table scrolls to them: main holds all of them, the window
 * never more than it shows (100,000 rows would take the window's main thread for seconds to take in).
 */
export function usePreviewRows(importId: string | undefined, version: number, filter: RowFilter) {
  const { fetch, drop } = usePageCalls()
  const [total, setTotal] = useState(0)
  const [pages, setPages] = useState<ReadonlyMap<number, readonly PreviewRow[]>>(new Map())
  const asked = useRef(new Set<number>())
  const generation = useRef(0)

  const fetchPage = useCallback(
    (page: number, current: number, first: boolean) => {
      if (!importId) return
      asked.current.add(page)
      fetch({ importId, offset: page * PAGE, limit: PAGE, filter }).then(
        (answer) => {
          if (current !== generation.current) return
          setTotal(answer.total)
          setPages((known) => new Map(first ? [] : known).set(page, answer.rows))
        },
        // A page main could not give stays as it is: its rows show as still loading.
        () => undefined,
      )
    },
    [fetch, importId, filter],
  )

  // A new preview or filter: every page is fetched again, the first at once.
  useEffect(() => {
    const current = ++generation.current
    asked.current = new Set()
    drop()
    fetchPage(0, current, true)
  }, [fetchPage, drop, version])

  /** Fetches the pages of these rows that are not here yet. */
  const request = useCallback(
    (firstRow: number, lastRow: number) => {
      for (let page = Math.floor(firstRow / PAGE); page <= Math.floor(lastRow / PAGE); page++)
        if (!asked.current.has(page) && page * PAGE < total)
          fetchPage(page, generation.current, false)
    },
    [fetchPage, total],
  )

  return {
    total,
    request,
    row: (index: number): PreviewRow | undefined =>
      pages.get(Math.floor(index / PAGE))?.[index % PAGE],
  }
}
