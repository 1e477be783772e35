import type { Device } from '#shared/api/devices.ts'
import type { EntryPoint, PutDevice, PutResult } from '#shared/ipc/registry.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

export interface RegisterOutcome {
  result: PutResult
  device: PutDevice
  /** The device as the table knew it before, when it existed (an update). */
  before: Device | null
}

export interface RegisterRequest {
  devices: PutDevice[]
  keepUnpaired: boolean
}

/**
 * Puts devices in through one call (register and pair), as every way in does; the window never chains
 * two calls for it. The devices, the journal and the last location reload when it is done.
 */
export function usePutDevices(via: EntryPoint) {
  const { accountId, owner } = useWorkspace()
  const mutation = useServerMutation('putDevices', { owner })
  const put = (request: RegisterRequest) =>
    mutation.mutateAsync({ ...(accountId === undefined ? {} : { accountId }), ...request, via })
  return { put, mutation }
}
