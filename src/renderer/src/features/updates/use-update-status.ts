import { useState } from 'react'
import type { UpdateStatus } from '../../../../shared/ipc/updates.ts'
import { useApiEvent } from '../../api/use-api-event.ts'
import { useApiQuery } from '../../api/use-api-query.ts'

/** The app's update status: asked once, then kept current by main's updateStatus events. */
export function useUpdateStatus(): UpdateStatus | null {
  const { data } = useApiQuery('getUpdateStatus', undefined)
  const [latest, setLatest] = useState<UpdateStatus | null>(null)
  useApiEvent('updateStatus', setLatest)
  return latest ?? data
}
