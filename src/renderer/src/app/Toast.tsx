import { Button, Group, Notification, Portal, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'

export interface ToastMessage {
  /** Changes with each message, so a repeated text is announced again. */
  id: number
  text: string
  /** "Undo" and what it does; the toast stays until it is used or closed. */
  undo?: { label: string; run: () => void }
}

/**
 * A message at the foot of the window after an action, announced and focused (the focus lands on
 * the result); with Undo it stays until used or closed, else it goes after a few seconds.
 */
export function Toast({ message, onClose }: { message: ToastMessage; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
    if (message.undo) return
    const timer = setTimeout(onClose, 8_000)
    return () => clearTimeout(timer)
  }, [message, onClose])
  return (
    <Portal>
      <Notification
        ref={ref}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        withCloseButton
        closeButtonProps={{ 'aria-label': 'Close the message' }}
        onClose={onClose}
        style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 400, maxWidth: 520 }}
      >
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm">{message.text}</Text>
          {message.undo && (
            <Button size="xs" variant="default" onClick={message.undo.run}>
              {message.undo.label}
            </Button>
          )}
        </Group>
      </Notification>
    </Portal>
  )
}
