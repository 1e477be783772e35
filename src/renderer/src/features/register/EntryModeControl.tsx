import { Stack, Text } from '@mantine/core'
import type { MessageId } from '#shared/messages/catalog.ts'
import type { ChoiceProps } from '../../app/choice-props.ts'
import { MessageSegments } from '../../app/MessageSegments.tsx'
import { useT } from '../../i18n/use-t.ts'
import classes from './entry-mode.module.css'
import type { EntryMode } from './register-draft.ts'

const MODES: Record<EntryMode, MessageId> = {
  parts: 'register.entryMode.parts',
  paste: 'register.entryMode.paste',
  read: 'register.entryMode.read',
}

/** How the admin has the serial id: its parts, the whole id, or a tool's printout (or an EDID file). */
export function EntryModeControl({ value, onChange }: ChoiceProps<EntryMode>) {
  const t = useT()
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="entry-mode-label">
        {t('register.entryMode.label')}
      </Text>
      <MessageSegments
        aria-labelledby="entry-mode-label"
        fullWidth
        classNames={{ control: classes.control, label: classes.label }}
        value={value}
        onChange={onChange}
        labels={MODES}
      />
    </Stack>
  )
}
