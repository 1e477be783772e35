import { Alert, List, Text } from '@mantine/core'
import type { Detection } from '#shared/ipc/detect.ts'
import { layouts } from '#shared/serial-id/layouts.ts'

const STATUS: Record<string, string> = {
  failed: 'failed',
  timeout: 'took too long',
  'not-allowed': 'not allowed',
  unavailable: 'not available',
}

/** Sources that could not be read, and why: the others still answered. */
export function ReaderProblems({ detection }: { detection: Detection }) {
  const troubled = detection.readers.filter((reader) => reader.status !== 'ok')
  if (troubled.length === 0) return null
  return (
    <Alert color="orange" variant="light" title="Not everything could be read" role="alert">
      <List size="sm" spacing={4}>
        {troubled.map((reader) => (
          <List.Item key={`${reader.kind} ${reader.source}`}>
            {`${layouts[reader.kind].label} (${reader.source}) ${STATUS[reader.status] ?? reader.status}: ${reader.message ?? ''}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}

/** What was seen and left out (loopback, bridges, virtual adapters…), and what the readers noticed. */
export function LeftOut({ detection }: { detection: Detection }) {
  if (detection.skipped.length === 0 && detection.notices.length === 0) return null
  return (
    <Alert color="gray" variant="light" title="Also noted" role="note">
      <List size="sm" spacing={4}>
        {detection.skipped.map((skip) => (
          <List.Item key={`${skip.kind} ${skip.name}`}>
            <Text span size="sm" fw={500}>
              {skip.name}
            </Text>
            {` left out: ${skip.reason}.`}
          </List.Item>
        ))}
        {detection.notices.map((notice, index) => (
          <List.Item key={index}>{notice.message}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
