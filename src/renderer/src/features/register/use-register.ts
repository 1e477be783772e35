import { useState } from 'react'
import type { Device } from '#shared/api/devices.ts'
import type { IpcOutput } from '#shared/ipc/contract.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/use-api-call.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

export interface RegisterOutcome {
  result: IpcOutput<'registerDevice'>
  /** The device as it was before, when it existed (an update). */
  before: Device | null
  /** Where it was paired in the same step; null when no location was given or pairing failed. */
  pairedTo: string | null
  /** Why pairing failed after the device was registered. */
  pairError: IpcError | null
}

export interface RegisterRequest {
  serialId: string
  deviceType: number
  name: string
  info: string
  /** '' registers only; else the device is paired there in the same step. */
  locationId: string
  before: Device | null
}

/** Registers a device and pairs it in one step, so it is saved at once rather than held in memory. */
export function useRegister() {
  const api = useApi()
  const { accountId, refreshDevices } = useWorkspace()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<IpcError | null>(null)
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null)

  const submit = async ({ locationId, before, ...device }: RegisterRequest) => {
    const scope = accountId === undefined ? {} : { accountId }
    setLoading(true)
    setError(null)
    const registered = await callApi(api, 'registerDevice', { ...scope, ...device })
    if (!registered.ok) {
      setLoading(false)
      setError(registered.error)
      return
    }
    let pairedTo: string | null = null
    let pairError: IpcError | null = null
    if (locationId !== '') {
      const paired = await callApi(api, 'pairDevices', {
        ...scope,
        locationId,
        serialIds: [device.serialId],
      })
      if (paired.ok) pairedTo = locationId
      else pairError = paired.error
    }
    setLoading(false)
    setOutcome({ result: registered.value, before, pairedTo, pairError })
    await refreshDevices()
  }
  /** A later pairing (Pair it now) of the registered device. */
  const paired = (locationId: string) =>
    setOutcome((previous) => previous && { ...previous, pairedTo: locationId, pairError: null })
  const reset = () => {
    setOutcome(null)
    setError(null)
  }
  return { submit, loading, error, outcome, paired, reset }
}
