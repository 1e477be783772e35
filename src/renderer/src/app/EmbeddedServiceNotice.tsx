import { Alert } from '@mantine/core'
import { useState } from 'react'
import type { IpcEventPayload } from '#shared/ipc/events.ts'
import { useApiEvent } from '../api/use-api-event.ts'
import { said } from '../i18n/coded.ts'
import { useT } from '../i18n/use-t.ts'

/** Says so while the offline demo service's process is down (restarting, or given up), not a blank screen. */
export function EmbeddedServiceNotice() {
  const [status, setStatus] = useState<IpcEventPayload<'embeddedService'> | null>(null)
  const t = useT()
  useApiEvent('embeddedService', setStatus)
  if (!status || status.state === 'running') return null
  const stopped = status.state === 'stopped'
  return (
    <Alert
      role="alert"
      mb="md"
      color={stopped ? 'red' : 'yellow'}
      title={t(stopped ? 'app.embedded.stopped' : 'app.embedded.restarting')}
    >
      {said(t, status.message)}
    </Alert>
  )
}
