import { Card, Code, Stack, Text } from '@mantine/core'
import { useT } from '../../i18n/use-t.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'
import type { SerialCheck } from './register-draft.ts'

interface SerialIdPreviewProps {
  check: SerialCheck
  layout: string
  example: string
  /** Whether a field shows a problem now (empty parts show theirs only after a register attempt). */
  marked: boolean
  mode: 'parts' | 'paste'
}

/** The exact serial id that will be registered, updated as the parts are typed. */
export function SerialIdPreview({ check, layout, example, marked, mode }: SerialIdPreviewProps) {
  const t = useT()
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap={6}>
        <Text size="sm" fw={600} id="serial-preview-label">
          {t('register.preview.label')}
        </Text>
        <div aria-labelledby="serial-preview-label" role="status" data-testid="serial-preview">
          {check.serialId !== null ? (
            <SerialIdText serialId={check.serialId} />
          ) : (
            <Text size="sm" c="dimmed">
              {marked
                ? mode === 'parts'
                  ? t('register.preview.partsMarked')
                  : t('register.preview.pasteMarked')
                : mode === 'parts'
                  ? t('register.preview.partsEmpty')
                  : t('register.preview.pasteEmpty')}
            </Text>
          )}
        </div>
        <Text size="xs" c="dimmed">
          {t('register.preview.layout')} <Code>{layout}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          {t('register.preview.example')} <Code>{example}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          {t('register.preview.literal')}
        </Text>
      </Stack>
    </Card>
  )
}
