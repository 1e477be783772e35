import { useState } from 'react'
import type { PutResult } from '#shared/ipc/registry.ts'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { lacking } from '#shared/sendable.ts'
import type { Placement } from '../placement/use-placement.ts'
import { placementInput } from '../placement/use-placement.ts'
import { usePutDevices } from './use-register.ts'

/** What the admin decided for one found device, and what the service said. */
export interface FoundRow {
  /** The id to register: the device's own, or the candidate chosen. */
  serialId: string | undefined
  name: string
  info: string
  outcome?: { result: PutResult } | { error: string }
  busy?: boolean
}

/** What one send did, said (and focused) above the rows; `paired` once the ones kept unpaired are paired. */
export type FoundSummary =
  | {
      id: number
      kind: 'sent'
      registered: number
      paired: number
      failed: number
      locationId: string | null
    }
  | { id: number; kind: 'paired'; paired: number; locationId: string }

export function initialRow(device: FoundDevice): FoundRow {
  return { serialId: device.serialId, name: device.name ?? '', info: device.info ?? '' }
}

/** Whether the row was registered (created, updated or as given already). */
export const registeredRow = (row: FoundRow) => row.outcome !== undefined && 'result' in row.outcome

/** Whether a row can be registered: it lacks nothing (shared/sendable.ts) and was not registered yet. */
export function readyToRegister(device: FoundDevice, row: FoundRow): boolean {
  return !registeredRow(row) && lacking({ ...row, kind: device.kind }) === null
}

/**
 * Rows for the found devices, put in (registered and paired where the placement says) one row or all
 * ready rows at once, each time in one call.
 */
export function useFoundDevices(devices: readonly FoundDevice[]) {
  const { put, mutation } = usePutDevices('read-from-tool')
  const [rows, setRows] = useState<FoundRow[]>(() => devices.map(initialRow))
  const [summary, setSummary] = useState<FoundSummary | null>(null)
  const [source, setSource] = useState(devices)
  // New devices (another paste or file) start afresh.
  if (source !== devices) {
    setSource(devices)
    setRows(devices.map(initialRow))
    setSummary(null)
  }

  const update = (index: number, patch: Partial<FoundRow>) =>
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, ...patch } : row)))

  const send = async (indexes: readonly number[], placement: Placement) => {
    const chosen = indexes.flatMap((index) => {
      const device = devices[index]
      const row = rows[index]
      return device && row?.serialId !== undefined ? [{ index, device, row }] : []
    })
    if (chosen.length === 0) return
    const busy = (value: boolean) =>
      setRows((previous) =>
        previous.map((row, i) =>
          chosen.some((c) => c.index === i) ? { ...row, busy: value } : row,
        ),
      )
    busy(true)
    const { locationId, keepUnpaired } = placementInput(placement)
    try {
      const { results } = await put({
        keepUnpaired,
        devices: chosen.map(({ device, row }) => ({
          serialId: row.serialId ?? '',
          deviceType: device.deviceType,
          name: row.name.trim(),
          info: row.info.trim(),
          locationId,
        })),
      })
      setRows((previous) =>
        previous.map((row, i) => {
          const at = chosen.findIndex((c) => c.index === i)
          const result = results[at]
          if (at < 0 || !result) return row
          const outcome = result.error ? { error: result.error.message } : { result }
          return { ...row, busy: false, outcome }
        }),
      )
      const registered = results.filter((result) => !result.error)
      setSummary({
        id: Date.now(),
        kind: 'sent',
        registered: registered.length,
        paired: registered.filter((result) => result.locationId !== null).length,
        failed: results.length - registered.length,
        locationId,
      })
    } catch {
      // The whole call failed (signed out, service down): said from the mutation's error.
      busy(false)
    }
  }

  return {
    rows,
    update,
    summary,
    /** The devices kept unpaired were paired from the dialog: said in the summary. */
    paired: (count: number, locationId: string) =>
      setSummary({ id: Date.now(), kind: 'paired', paired: count, locationId }),
    error: mutation.error,
    register: (index: number, placement: Placement) => send([index], placement),
    /** Every ready row, in one call (the use case registers and pairs them in batches). */
    registerAll: (placement: Placement) =>
      send(
        rows.flatMap((row, index) => {
          const device = devices[index]
          return device && readyToRegister(device, row) ? [index] : []
        }),
        placement,
      ),
  }
}
