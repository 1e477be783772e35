import { Button, Group, type ButtonProps } from '@mantine/core'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../i18n/use-t.ts'

/** One button of a table row: its text, and the name that says which row it acts on. */
export interface RowAction {
  text: MessageId
  /** Given the row's `name` ("Revoke key Build server"); left out, the text names the button. */
  label?: MessageId
  variant: ButtonProps['variant']
  color?: ButtonProps['color']
}

/** A row's buttons side by side, in the order of `kinds`, each telling `onAction` its kind. */
export function RowActions<Kind extends string>({
  actions,
  kinds,
  name,
  size,
  onAction,
}: {
  actions: Record<Kind, RowAction>
  kinds: readonly Kind[]
  name: string
  size: ButtonProps['size']
  onAction: (kind: Kind) => void
}) {
  const t = useT()
  return (
    <Group gap={4}>
      {kinds.map((kind) => {
        const { text, label, variant, color } = actions[kind]
        return (
          <Button
            key={kind}
            size={size}
            variant={variant}
            color={color}
            aria-label={label && t(label, { name })}
            onClick={() => onAction(kind)}
          >
            {t(text)}
          </Button>
        )
      })}
    </Group>
  )
}
