import type { Device } from '#shared/api/devices.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { DeviceState, UnpairResult } from '#shared/ipc/registry.ts'
import type { AccountDevices } from './account-ops.ts'
import { concernsOneItem } from '#shared/error-codes.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import type { NewEntry, RetrackedDevice } from '../journal/journal.ts'
import { asIpcError, stateOf, type ChangeContext } from './change-context.ts'

export interface Changed {
  device: Device
  before: DeviceState | null
  entryIds: number[]
}

/** The device as the service lists it now; not_found when it does not (any more). */
export function currentDevice(known: AccountDevices, serialId: string): Device {
  const device = known.devices.get(serialId)
  if (device) return device
  throw new UserFacingError(
    'not_found',
    known.complete
      ? {
          code: 'registry-device-gone',
          values: { serialId },
          message: `The service does not list ${serialId} (any more). A device registered and never paired is gone once the service restarts: register it again, with a location.`,
        }
      : {
          code: 'registry-device-not-paired',
          values: { serialId },
          message: `The service lists paired devices only, and ${serialId} is not paired: it cannot be looked up here.`,
        },
  )
}

/** A new name or info for a device (its type and pairing stay); written to the journal with before and after. */
export async function updateDevice(
  context: ChangeContext,
  serialId: string,
  fields: { name: string; info: string },
  undoOf: number | null = null,
): Promise<Changed> {
  const before = currentDevice(await context.ops.devices(), serialId)
  const answer = await context.ops.upsert({ serialId, deviceType: before.deviceType, ...fields })
  const after = stateOf(answer.device)
  const unchanged = before.name === fields.name && before.info === fields.info
  const entryIds = unchanged
    ? []
    : context.journal.append(context.scope, [
        {
          who: context.who,
          via: context.via,
          action: 'update',
          serialId,
          before: stateOf(before),
          after,
          undoOf,
        },
      ])
  context.journal.retrack(context.scope, [{ serialId, ...after }])
  return { device: answer.device, before: stateOf(before), entryIds }
}

/**
 * Pairs devices to a location (moving those paired elsewhere), all or none as the service pairs; each
 * device's pair or move goes to the journal with where it was.
 */
export async function pairDevices(
  context: ChangeContext,
  locationId: string,
  serialIds: string[],
  undoOf: number | null = null,
): Promise<{ paired: string[]; entryIds: number[] }> {
  const known = await context.ops.devices()
  const paired = await context.ops.pair(locationId, serialIds)
  const moved: RetrackedDevice[] = []
  const entries = paired.flatMap((serialId) => {
    const device = known.devices.get(serialId)
    const fields = device
      ? { deviceType: device.deviceType, name: device.name, info: device.info }
      : null
    const from = device?.locationId ?? null
    if (from === locationId) return []
    if (fields) moved.push({ serialId, ...fields, locationId })
    return [
      {
        who: context.who,
        via: context.via,
        action: from === null ? ('pair' as const) : ('move' as const),
        serialId,
        before: fields && { ...fields, locationId: from },
        after: fields && { ...fields, locationId },
        undoOf,
      },
    ]
  })
  context.journal.retrack(context.scope, moved)
  return { paired, entryIds: context.journal.append(context.scope, entries) }
}

/**
 * Detaches devices from their locations (the service keeps them stored), one request each, stopping
 * at an error that is not about one device; the journal keeps where each was.
 */
export async function unpairDevices(
  context: ChangeContext,
  serialIds: readonly string[],
  undoOf: number | null = null,
): Promise<UnpairResult[]> {
  const known = await context.ops.devices()
  const results: UnpairResult[] = []
  const entries: NewEntry[] = []
  let stopped: IpcError | null = null
  for (const serialId of serialIds) {
    if (stopped) {
      const error = { code: 'not_sent' as const, message: `Not sent: ${stopped.message}` }
      results.push({ serialId, unpaired: false, error, entryIds: [] })
      continue
    }
    try {
      const unpaired = await context.ops.unpair(serialId)
      results.push({ serialId, unpaired, entryIds: [] })
      const device = known.devices.get(serialId)
      if (!unpaired || !device) continue
      const before = stateOf(device)
      const after = { ...before, locationId: null }
      context.journal.retrack(context.scope, [{ serialId, ...after }])
      entries.push({
        who: context.who,
        via: context.via,
        action: 'unpair',
        serialId,
        before,
        after,
        undoOf,
      })
    } catch (error) {
      const failure = asIpcError(error)
      results.push({ serialId, unpaired: false, error: failure, entryIds: [] })
      if (!concernsOneItem(failure.code)) stopped = failure
    }
  }
  const ids = context.journal.append(context.scope, entries)
  for (const [index, entry] of entries.entries()) {
    const result = results.find((candidate) => candidate.serialId === entry.serialId)
    if (result && ids[index] !== undefined) result.entryIds = [ids[index]]
  }
  return results
}
