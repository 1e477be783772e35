import { LoadingOverlay } from '@mantine/core'
import type { ReactNode } from 'react'

/** The space a virtualised table fills (what is left of the screen), with a loader over it while busy. */
export function LoadingArea({
  busy,
  label,
  children,
}: {
  busy: boolean
  /** What the loader says to screen readers, e.g. "Loading devices". */
  label: string
  children: ReactNode
}) {
  return (
    <div
      style={{
        position: 'relative',
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {/* A named spinner is a progress bar without a value (a span may not carry a name). */}
      <LoadingOverlay visible={busy} loaderProps={{ role: 'progressbar', 'aria-label': label }} />
      {children}
    </div>
  )
}
