import { useVirtualizer } from '@tanstack/react-virtual'
import type { RefObject } from 'react'

/** The rows of a long table in view (fixed height), and the space above and below them. */
export function useRowsWindow(
  count: number,
  rowHeight: number,
  scrollRef: RefObject<HTMLDivElement | null>,
) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read only during render
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // Rows are tall (56–76 px): three beyond each edge fill any wheel step, and a jump mounts fewer rows
    // at once (bench:import's GUI figure: a long scroll's frames fell from ~100 ms to ~60).
    overscan: 3,
    // A first window of rows before layout is measured (and in jsdom, which never measures).
    initialRect: { width: 1200, height: 800 },
  })
  const items = virtualizer.getVirtualItems()
  const top = items[0]?.start ?? 0
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return { items, top, bottom }
}
