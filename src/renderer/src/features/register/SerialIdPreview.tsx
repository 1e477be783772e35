import { Card, Code, Stack, Text } from '@mantine/core'
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
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap={6}>
        <Text size="sm" fw={600} id="serial-preview-label">
          Serial id to register
        </Text>
        <div aria-labelledby="serial-preview-label" role="status" data-testid="serial-preview">
          {check.serialId !== null ? (
            <SerialIdText serialId={check.serialId} />
          ) : (
            <Text size="sm" c="dimmed">
              {marked
                ? mode === 'parts'
                  ? 'Not complete yet: see the fields marked in red.'
                  : 'Not valid yet: the reasons are listed under the serial id.'
                : mode === 'parts'
                  ? 'Fill in the parts to see it here.'
                  : 'Paste a serial id to check it here.'}
            </Text>
          )}
        </div>
        <Text size="xs" c="dimmed">
          Layout <Code>{layout}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          Example <Code>{example}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          The service matches serial ids literally: case, separators and padding must be exactly as
          the sensor reports them.
        </Text>
      </Stack>
    </Card>
  )
}
