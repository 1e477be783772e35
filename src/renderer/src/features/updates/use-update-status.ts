import { useState } from 'react'
import type { UpdateStatus } from '#shared/ipc/updates.ts'
import { useApiEvent } from '../../api/use-api-event.ts'
import { useServerQuery } from '../../api/server-state.ts'

/** The app's update status: asked once, then kept current by main's updateStatus events. */
export function useUpdateStatus(): UpdateStatus | null {
  // The app's own state, the same whoever is signed in: one owner for every session.
  const { data } = useServerQuery('getUpdateStatus', undefined, { owner: 'app' })
  const [latest, setLatest] = useState<UpdateStatus | null>(null)
  useApiEvent('updateStatus', setLatest)
  return latest ?? data ?? null
}
