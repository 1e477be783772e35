import { Alert, type AlertProps } from '@mantine/core'
import { useEffect, useRef } from 'react'

interface FocusedStatusProps extends AlertProps {
  /** Takes the focus again whenever this changes (a new answer shown in its place). */
  focusOn: unknown
  'data-testid': string
}

/**
 * What a step just did, as a light status alert that takes the focus when it shows: the button pressed
 * may be gone or disabled once its step is done.
 */
export function FocusedStatus({ focusOn, ...props }: FocusedStatusProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [focusOn])
  return <Alert ref={ref} tabIndex={-1} variant="light" role="status" {...props} />
}
