import { Button, Group, Notification, Portal, Text } from '@mantine/core'
import { useCallback, useEffect, useEffectEvent } from 'react'
import { useT } from '../i18n/use-t.ts'
import { VisibleText } from './VisibleText.tsx'

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
  // The portal attaches the toast after the first render: it takes the focus once it is there.
  const focus = useCallback((node: HTMLDivElement | null) => node?.focus(), [])
  const close = useEffectEvent(onClose)
  const t = useT()
  useEffect(() => {
    if (message.undo) return
    const timer = setTimeout(() => close(), 8_000)
    return () => clearTimeout(timer)
  }, [message])
  return (
    <Portal>
      <Notification
        ref={focus}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        withCloseButton
        closeButtonProps={{ 'aria-label': t('app.toast.close') }}
        onClose={onClose}
        style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 400, maxWidth: 520 }}
      >
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm" style={{ flex: 1 }}>
            <VisibleText text={message.text} newlines />
          </Text>
          {message.undo && (
            // Never squeezed by a long message ("Undc").
            <Button
              size="xs"
              variant="default"
              onClick={message.undo.run}
              style={{ flexShrink: 0 }}
            >
              {message.undo.label}
            </Button>
          )}
        </Group>
      </Notification>
    </Portal>
  )
}
