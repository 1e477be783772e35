import { useCallback, useEffect, useRef, useState } from 'react'
import type { RowFilter } from '#shared/import/row-filter.ts'
import type { PreviewRow } from '#shared/ipc/import.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/call-api.ts'

const PAGE = 200

/**
 * The preview's rows a page at a time, as the table scrolls to them: main holds all of them, the window
 * never more than it shows (100,000 rows would take the window's main thread for seconds to take in).
 */
export function usePreviewRows(importId: string | undefined, version: number, filter: RowFilter) {
  const api = useApi()
  const [total, setTotal] = useState(0)
  const [pages, setPages] = useState<ReadonlyMap<number, readonly PreviewRow[]>>(new Map())
  const asked = useRef(new Set<number>())
  const generation = useRef(0)

  const fetchPage = useCallback(
    (page: number, current: number, first: boolean) => {
      if (!importId) return
      asked.current.add(page)
      void callApi(api, 'previewRows', { importId, offset: page * PAGE, limit: PAGE, filter }).then(
        (result) => {
          if (current !== generation.current || !result.ok) return
          setTotal(result.value.total)
          setPages((known) => new Map(first ? [] : known).set(page, result.value.rows))
        },
      )
    },
    [api, importId, filter],
  )

  // A new preview or filter: every page is fetched again, the first at once.
  useEffect(() => {
    const current = ++generation.current
    asked.current = new Set()
    fetchPage(0, current, true)
  }, [fetchPage, version])

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
