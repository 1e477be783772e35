import { coded } from '#shared/coded-text.ts'
import type { Device } from '#shared/api/devices.ts'
import { ipcErrorOf, UserFacingError } from '#shared/errors.ts'
import type { DeviceState, UnpairResult } from '#shared/ipc/registry.ts'
import type { AccountDevices } from './account-ops.ts'
import { concernsOneItem } from '#shared/error-codes.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import type { NewEntry, RetrackedDevice } from '../journal/journal.ts'
import { asIpcError, stateOf, uncertain, type ChangeContext } from './change-context.ts'

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
      ? coded('errors.import.registry-device-gone', { serialId })
      : coded('errors.import.registry-device-not-paired', { serialId }),
  )
}

/**
 * The request, with its journal entries written as pending before it leaves and completed after: what
 * `done` makes of the answer, or nothing when it failed (left pending when it may have landed).
 */
async function journaled<T>(
  context: ChangeContext,
  entries: Array<NewEntry & { serialId: string }>,
  request: () => Promise<T>,
  done: (answer: T) => { outcomes: Map<string, NewEntry | null>; retrack: RetrackedDevice[] },
): Promise<{ answer: T; entryIds: number[] }> {
  const intents = entries.map((entry) => ({ key: context.journal.newKey(), entry }))
  if (intents.length) context.journal.intend(context.scope, intents, [])
  let answer: T
  try {
    answer = await request()
  } catch (error) {
    if (intents.length && !uncertain(asIpcError(error)))
      context.journal.complete(
        context.scope,
        intents.map(({ key }) => ({ key, entry: null })),
      )
    throw error
  }
  const { outcomes, retrack } = done(answer)
  const written = intents.length
    ? context.journal.complete(
        context.scope,
        intents.map(({ key, entry }) => ({ key, entry: outcomes.get(entry.serialId) ?? null })),
        { retrack },
      )
    : (context.journal.retrack(context.scope, retrack), [])
  return { answer, entryIds: (written ?? []).filter((id): id is number => id !== null) }
}

/** A new name or info for a device (its type and pairing stay); written to the journal with before and after. */
export async function updateDevice(
  context: ChangeContext,
  serialId: string,
  fields: { name: string; info: string },
  undoOf: number | null = null,
): Promise<Changed> {
  const before = currentDevice(await context.ops.devices(), serialId)
  const unchanged = before.name === fields.name && before.info === fields.info
  const entry = {
    who: context.who,
    via: context.via,
    action: 'update' as const,
    serialId,
    before: stateOf(before),
    after: { ...stateOf(before), ...fields },
    undoOf,
  }
  const { answer, entryIds } = await journaled(
    context,
    unchanged ? [] : [entry],
    () => context.ops.upsert({ serialId, deviceType: before.deviceType, ...fields }),
    (answer) => {
      const after = stateOf(answer.device)
      return {
        outcomes: new Map([[serialId, { ...entry, after }]]),
        retrack: [{ serialId, ...after }],
      }
    },
  )
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
  const entryOf = (serialId: string) => {
    const device = known.devices.get(serialId)
    const fields = device
      ? { deviceType: device.deviceType, name: device.name, info: device.info }
      : null
    const from = device?.locationId ?? null
    if (from === locationId) return null
    return {
      who: context.who,
      via: context.via,
      action: from === null ? ('pair' as const) : ('move' as const),
      serialId,
      before: fields && { ...fields, locationId: from },
      after: fields && { ...fields, locationId },
      undoOf,
    }
  }
  const entries = serialIds.map(entryOf).filter((entry) => entry !== null)
  const { answer: paired, entryIds } = await journaled(
    context,
    entries,
    () => context.ops.pair(locationId, serialIds),
    (paired) => {
      const done = new Set(paired)
      const outcomes = new Map(
        entries.map((entry) => [entry.serialId, done.has(entry.serialId) ? entry : null]),
      )
      const retrack = entries.flatMap((entry) =>
        done.has(entry.serialId) && entry.after
          ? [{ serialId: entry.serialId, ...entry.after }]
          : [],
      )
      return { outcomes, retrack }
    },
  )
  return { paired, entryIds }
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
  let stopped: IpcError | null = null
  for (const serialId of serialIds) {
    if (stopped) {
      const error = ipcErrorOf(
        new UserFacingError(
          'not_sent',
          coded('detect.put.not-sent', { error: stopped.message }, 'registry-not-sent'),
        ),
      )
      results.push({ serialId, unpaired: false, error, entryIds: [] })
      continue
    }
    const device = known.devices.get(serialId)
    const before = device && stateOf(device)
    const entry = before && {
      who: context.who,
      via: context.via,
      action: 'unpair' as const,
      serialId,
      before,
      after: { ...before, locationId: null },
      undoOf,
    }
    try {
      const { answer: unpaired, entryIds } = await journaled(
        context,
        entry ? [entry] : [],
        () => context.ops.unpair(serialId),
        (unpaired) => ({
          outcomes: new Map([[serialId, unpaired && entry ? entry : null]]),
          retrack: unpaired && entry ? [{ serialId, ...entry.after }] : [],
        }),
      )
      results.push({ serialId, unpaired, entryIds })
    } catch (error) {
      const failure = asIpcError(error)
      results.push({ serialId, unpaired: false, error: failure, entryIds: [] })
      if (!concernsOneItem(failure.code)) stopped = failure
    }
  }
  return results
}
