import { useState } from 'react'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { useApi } from '../../api/api-context.tsx'
import { callApi } from '../../api/use-api-call.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

/** What the admin decided for one found device, and what the service said. */
export interface FoundRow {
  /** The id to register: the device's own, or the candidate chosen. */
  serialId: string | undefined
  name: string
  info: string
  outcome?: { created: boolean } | { error: string }
  busy?: boolean
}

export function initialRow(device: FoundDevice): FoundRow {
  return { serialId: device.serialId, name: device.name ?? '', info: device.info ?? '' }
}

/** Whether a row can be registered: an id, a name, and for Wi-Fi the band (as the form asks). */
export function readyToRegister(device: FoundDevice, row: FoundRow): boolean {
  const registered = row.outcome !== undefined && 'created' in row.outcome
  return (
    !registered &&
    row.serialId !== undefined &&
    row.name.trim() !== '' &&
    (device.kind !== 'wifi' || row.info.trim() !== '')
  )
}

/** Rows for the found devices, registered one by one or all together through the same API call. */
export function useFoundDevices(devices: readonly FoundDevice[]) {
  const api = useApi()
  const workspace = useWorkspace()
  const [rows, setRows] = useState<FoundRow[]>(() => devices.map(initialRow))
  const [source, setSource] = useState(devices)
  // New devices (another paste or file) start afresh.
  if (source !== devices) {
    setSource(devices)
    setRows(devices.map(initialRow))
  }

  const update = (index: number, patch: Partial<FoundRow>) =>
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, ...patch } : row)))

  const registerOne = async (index: number, row: FoundRow): Promise<boolean> => {
    const device = devices[index]
    if (device === undefined || row.serialId === undefined) return false
    update(index, { busy: true })
    const scope = workspace.accountId === undefined ? {} : { accountId: workspace.accountId }
    const result = await callApi(api, 'registerDevice', {
      ...scope,
      serialId: row.serialId,
      deviceType: device.deviceType,
      name: row.name.trim(),
      info: row.info.trim(),
    })
    update(index, {
      busy: false,
      outcome: result.ok ? { created: result.value.created } : { error: result.error.message },
    })
    return result.ok
  }

  const register = async (index: number) => {
    const row = rows[index]
    if (row && (await registerOne(index, row))) await workspace.refreshDevices()
  }

  /** Every ready row, one request after another (the service takes one device per request). */
  const registerAll = async () => {
    let any = false
    for (const [index, row] of rows.entries()) {
      const device = devices[index]
      if (device && readyToRegister(device, row)) any = (await registerOne(index, row)) || any
    }
    if (any) await workspace.refreshDevices()
  }

  const registered = rows.flatMap((row) =>
    row.outcome && 'created' in row.outcome && row.serialId !== undefined ? [row.serialId] : [],
  )
  return { rows, update, register, registerAll, registered }
}
