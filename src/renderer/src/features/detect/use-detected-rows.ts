import { useMemo, useState } from 'react'
import { detectedKey, type DetectedDevice } from '#shared/ipc/detect.ts'
import type { PutResult } from '#shared/ipc/registry.ts'
import { lacking } from '#shared/sendable.ts'

/** What the admin decided for one detected device, and what the service said about it. */
export interface DetectedRow {
  key: string
  device: DetectedDevice
  /** The id to register: the device's own, or the candidate chosen. */
  serialId: string | undefined
  name: string
  info: string
  selected: boolean
  result?: PutResult
}

/** A row can be registered once it lacks nothing (shared/sendable.ts); and not again once it was. */
export function selectable(row: DetectedRow): boolean {
  return (
    lacking({ ...row, kind: row.device.kind }) === null &&
    (row.result === undefined || row.result.error !== undefined)
  )
}

interface Choice {
  selected?: boolean
  name?: string
  info?: string
  serialId?: string | undefined
  result?: PutResult
}

/**
 * One row per detected device. Choices are kept by device, so detecting again (after registering) keeps what
 * was typed, chosen and answered; a device registered already starts with the name and info it has.
 */
export function useDetectedRows(devices: readonly DetectedDevice[], account: string) {
  const [choices, setChoices] = useState<ReadonlyMap<string, Choice>>(new Map())
  const [owner, setOwner] = useState(account)
  // Another account: nothing chosen or answered for this one holds there.
  if (owner !== account) {
    setOwner(account)
    setChoices(new Map())
  }
  const rows = useMemo(
    () =>
      devices.map((device): DetectedRow => {
        const key = detectedKey(device)
        const choice = choices.get(key) ?? {}
        const row: DetectedRow = {
          key,
          device,
          serialId: 'serialId' in choice ? choice.serialId : device.serialId,
          name: choice.name ?? device.registered?.name ?? device.name,
          info: choice.info ?? device.registered?.info ?? device.info,
          selected: false,
          ...(choice.result ? { result: choice.result } : {}),
        }
        return { ...row, selected: (choice.selected ?? false) && selectable(row) }
      }),
    [devices, choices],
  )
  const update = (keys: readonly string[], patch: (row: DetectedRow) => Choice) =>
    setChoices((previous) => {
      const next = new Map(previous)
      for (const row of rows)
        if (keys.includes(row.key)) next.set(row.key, { ...previous.get(row.key), ...patch(row) })
      return next
    })
  return {
    rows,
    change: (key: string, patch: Choice) => update([key], () => patch),
    select: (keys: readonly string[], selected: boolean) => update(keys, () => ({ selected })),
    answer: (results: readonly PutResult[]) =>
      update(
        rows
          .filter((row) => results.some((result) => result.serialId === row.serialId))
          .map((row) => row.key),
        (row) => ({
          result: results.find((result) => result.serialId === row.serialId),
          selected: false,
        }),
      ),
  }
}
