import { Table } from '@mantine/core'
import type { CSSProperties, ReactNode, Ref } from 'react'

interface ScrollTableProps {
  boxRef: Ref<HTMLDivElement>
  /** The scroll box's name (it takes the keyboard's focus: arrows and Page Up/Down scroll it). */
  regionLabel: string
  label: string
  className?: string | undefined
  style?: CSSProperties | undefined
  testId?: string | undefined
  /** The rows of the whole table with its header, where only those in view exist. */
  rowCount?: number | undefined
  miw?: number | undefined
  /** The header's cells. */
  head: ReactNode
  /** The space of the rows out of view above and below the rows given. */
  top: number
  bottom: number
  children: ReactNode
}

/** A table with a sticky header in a box of its own that scrolls, showing a window of its rows. */
export function ScrollTable({
  boxRef,
  regionLabel,
  label,
  className,
  style,
  testId,
  rowCount,
  miw,
  head,
  top,
  bottom,
  children,
}: ScrollTableProps) {
  return (
    <div
      ref={boxRef}
      data-testid={testId}
      className={className}
      style={style}
      tabIndex={0}
      role="region"
      aria-label={regionLabel}
    >
      <Table
        stickyHeader
        layout="fixed"
        verticalSpacing={6}
        aria-label={label}
        aria-rowcount={rowCount}
        miw={miw}
      >
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr aria-hidden="true" style={{ height: top }} />}
          {children}
          {bottom > 0 && <tr aria-hidden="true" style={{ height: bottom }} />}
        </Table.Tbody>
      </Table>
    </div>
  )
}
