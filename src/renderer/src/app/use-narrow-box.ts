import { useElementSize, useMergedRef } from '@mantine/hooks'
import { useRef } from 'react'

/**
 * A scroll box measured for its width: `scrollRef` for what scrolls it, `ref` for the box itself, and
 * `narrow` below `narrowBelow` pixels (0, not measured yet: wide).
 */
export function useNarrowBox(narrowBelow: number) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { ref: sizeRef, width } = useElementSize()
  const ref = useMergedRef(scrollRef, sizeRef)
  return { scrollRef, ref, narrow: width > 0 && width < narrowBelow }
}
