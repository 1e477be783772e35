import { Stack } from '@mantine/core'
import type { ReactNode } from 'react'

/** A screen as tall as the window below the header, so a table in a LoadingArea fills what is left. */
export function FullHeightScreen({ children }: { children: ReactNode }) {
  return (
    <Stack
      gap="sm"
      h="calc(100dvh - var(--app-shell-header-height, 0px) - 2 * var(--mantine-spacing-md))"
    >
      {children}
    </Stack>
  )
}
