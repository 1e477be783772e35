import { useVirtualizer } from '@tanstack/react-virtual'
import type { RefObject } from 'react'

/**
 * The rows of a long table in view (fixed height), the first and last of them by index, and the space
 * above and below them. `overscan`: the rows kept beyond each edge, to fill a wheel step.
 */
export function useRowsWindow(
  count: number,
  rowHeight: number,
  scrollRef: RefObject<HTMLDivElement | null>,
  overscan: number,
) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read only during render
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    // A first window of rows before layout is measured (and in jsdom, which never measures).
    initialRect: { width: 1200, height: 800 },
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? 0
  const top = items[0]?.start ?? 0
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return { items, first, last, top, bottom }
}
