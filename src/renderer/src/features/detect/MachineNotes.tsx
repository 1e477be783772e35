import { Alert, List, Text } from '@mantine/core'
import type { Detection } from '#shared/ipc/detect.ts'
import { FormattedMessage } from 'react-intl'
import { VisibleText } from '../../app/VisibleText.tsx'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../../i18n/use-t.ts'
import { kindLabel } from '../devices/type-label.ts'
import { WordedText, wordSaid } from './passed-on.tsx'

const STATUS: Record<Exclude<Detection['readers'][number]['status'], 'ok'>, MessageId> = {
  failed: 'detect.notes.status.failed',
  timeout: 'detect.notes.status.timeout',
  'not-allowed': 'detect.notes.status.not-allowed',
  unavailable: 'detect.notes.status.unavailable',
}

/** Sources that could not be read, and why: the others still answered. */
export function ReaderProblems({ detection }: { detection: Detection }) {
  const t = useT()
  const troubled = detection.readers.filter((reader) => reader.status !== 'ok')
  if (troubled.length === 0) return null
  return (
    <Alert color="orange" variant="light" title={t('detect.notes.problems')} role="alert">
      <List size="sm" spacing={4}>
        {troubled.map((reader) => (
          <List.Item key={`${reader.kind} ${reader.source}`}>
            <FormattedMessage
              id={'detect.notes.reader'}
              values={{
                kind: kindLabel(t, reader.kind),
                source: reader.source,
                status: reader.status === 'ok' ? '' : t(STATUS[reader.status]),
                message: (
                  <WordedText
                    worded={wordSaid(t, {
                      ...reader,
                      message: reader.message ?? '',
                    })}
                  />
                ),
              }}
            />
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}

/** What was seen and left out (loopback, bridges, virtual adapters…), and what the readers noticed. */
export function LeftOut({ detection }: { detection: Detection }) {
  const t = useT()
  if (detection.skipped.length === 0 && detection.notices.length === 0) return null
  return (
    <Alert color="gray" variant="light" title={t('detect.notes.also')} role="note">
      <List size="sm" spacing={4}>
        {detection.skipped.map((skip) => (
          <List.Item key={`${skip.kind} ${skip.name}`}>
            <FormattedMessage
              id={'detect.notes.left-out'}
              values={{
                name: (
                  <Text span size="sm" fw={500}>
                    {skip.name}
                  </Text>
                ),
                reason: <WordedText worded={wordSaid(t, skip.reason)} />,
              }}
            />
          </List.Item>
        ))}
        {detection.notices.map((notice, index) => {
          const worded = wordSaid(t, notice)
          return (
            <List.Item key={index} lang={worded.lang}>
              <VisibleText text={worded.text} />
            </List.Item>
          )
        })}
      </List>
    </Alert>
  )
}

/** Why the devices were not looked up in the account: the service's error, in detection's words. */
export function NotLookedUp({
  registry,
}: {
  registry: Pick<Detection['registry'], 'code' | 'values' | 'message'>
}) {
  const t = useT()
  if (registry.message === undefined) return null
  return <WordedText worded={wordSaid(t, { ...registry, message: registry.message })} />
}
