import { coded } from '#shared/coded-text.ts'
import type { Device } from '#shared/api/devices.ts'
import { LIMITS } from '#shared/api/limits.ts'
import { concernsOneItem } from '#shared/error-codes.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { PutDevice, PutResult, PutText } from '#shared/ipc/registry.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import type { AccountDevices } from './account-ops.ts'
import { asIpcError, stateOf, type ChangeContext } from './change-context.ts'
import { createPacer } from './pacer.ts'
import { memoryOnlyUnpaired } from './memory-only.ts'
import { intend, record } from './put-journal.ts'
import { createProgressReporter, type PutProgress } from './progress.ts'

export interface PutOptions {
  /** Aborted: no new device is taken; those registered already are still paired, then it stops. */
  signal?: AbortSignal
  onProgress?: (progress: PutProgress) => void
  /** What the account holds, when the caller read it already (an import's preview). */
  known?: AccountDevices
  concurrency?: number
  /** Devices registered before their batch is paired: bounds how many are ever memory-only at once. */
  batchSize?: number
  /** Attempts per request while the service answers 429. */
  maxAttempts?: number
  defaultWaitMs?: number
}

export interface Plan {
  device: PutDevice
  result: PutResult
  before: Device | null | undefined
  send: boolean
  /** What the service did, for the journal: its entries are made when the batch is written. */
  registered: 'register' | 'update' | null
  /** Where a device the batch paired was before (its location once registered). */
  pairedFrom: string | null
  /** The keys of its pending journal entries: written before its requests, completed after. */
  registerKey: string | null
  pairKey: string | null
  /** Tracked from before its registration was sent (a new device, or one kept unpaired). */
  pendingTrack: boolean
}

export const LOCATION_REQUIRED: PutText = coded('detect.put.location-required')
const CANCELLED: PutText = coded('detect.put.cancelled')
const UNCHANGED: PutText = coded('detect.put.unchanged')
/** Not sent, as an error stopped the devices before it: that error's words (the service's) in main's. */
const notSent = (stopped: IpcError): PutText =>
  coded('detect.put.not-sent', { error: stopped.message })

const sameFields = (before: Device, device: PutDevice) =>
  before.name === device.name &&
  before.info === device.info &&
  before.deviceType === device.deviceType

function planOf(device: PutDevice, known: AccountDevices, keepUnpaired: boolean): Plan {
  // Unknown (undefined) where the service lists paired devices only and this one is not among them.
  const before = known.devices.get(device.serialId) ?? (known.complete ? null : undefined)
  const result: PutResult = {
    serialId: device.serialId,
    outcome: 'not_sent',
    pairing: 'not_sent',
    locationId: before?.locationId ?? null,
    entryIds: [],
    ...(before === undefined ? {} : { before: before && stateOf(before) }),
  }
  const plan: Plan = {
    device,
    result,
    before,
    send: !before || !sameFields(before, device),
    registered: null,
    pairedFrom: null,
    registerKey: null,
    pairKey: null,
    pendingTrack: false,
  }
  if (device.locationId === null && memoryOnlyUnpaired(before) && !keepUnpaired) {
    result.error = { code: 'location_required', message: LOCATION_REQUIRED.message }
    result.text = LOCATION_REQUIRED
    plan.send = false
  }
  return plan
}

/**
 * Puts devices in: each registered (created or updated; nothing sent when it is as asked already), then
 * paired to its location in the same call, batch by batch, so a run never holds more unpaired devices
 * than one batch. A device without a location stays unpaired only when the admin chose so. Idempotent:
 * run again, the devices done are unchanged and kept. Every change goes to the journal.
 */
export async function putDevices(
  context: ChangeContext,
  devices: readonly PutDevice[],
  keepUnpaired: boolean,
  options: PutOptions = {},
): Promise<PutResult[]> {
  const results: PutResult[] = []
  await putInBatches(context, devices, keepUnpaired, options, (batch) => results.push(...batch))
  return results
}

/**
 * putDevices, each batch's results handed to `done` (in the devices' order) once the batch is written:
 * a large import keeps its report, not a result and a plan per device through the whole run.
 */
export async function putInBatches(
  context: ChangeContext,
  devices: readonly PutDevice[],
  keepUnpaired: boolean,
  options: PutOptions,
  done: (results: PutResult[], offset: number) => void,
): Promise<void> {
  const signal = options.signal ?? new AbortController().signal
  const known = options.known ?? (await context.ops.devices())
  const pacer = createPacer(signal, options.defaultWaitMs ?? 1000)
  const progress = createProgressReporter(
    options.onProgress,
    devices.length,
    pacer.waitingSeconds,
    signal,
  )
  const attempts = options.maxAttempts ?? 20
  let stopped: IpcError | null = null

  /**
   * One request, repeated after each 429 once the service's wait is over. A cancel stops registering,
   * never the pairing of devices registered already (`finish`).
   */
  async function paced<T>(request: () => Promise<T>, finish = false): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      if (finish) await pacer.elapsed()
      else await pacer.ready()
      if (signal.aborted && !finish)
        throw new UserFacingError('cancelled', coded('errors.import.registry-put-cancelled'))
      try {
        return await request()
      } catch (error) {
        const throttled = error instanceof UserFacingError && error.code === 'rate_limited'
        if (!throttled || attempt >= attempts) throw error
        pacer.wait((error as { retryAfterSeconds?: number | null }).retryAfterSeconds ?? null)
        progress.now()
      }
    }
  }

  async function register(plan: Plan): Promise<void> {
    const { device, result, before } = plan
    if (stopped || signal.aborted) {
      result.outcome = signal.aborted ? 'cancelled' : 'not_sent'
      result.text = stopped ? notSent(stopped) : CANCELLED
      result.error = { code: stopped ? 'not_sent' : 'cancelled', message: result.text.message }
      return
    }
    try {
      const { serialId, deviceType, name, info } = device
      const answer = await paced(() => context.ops.upsert({ serialId, deviceType, name, info }))
      result.outcome = answer.created ? 'created' : 'updated'
      result.message = answer.message
      result.locationId = answer.device.locationId
      if (answer.created) plan.registered = 'register'
      else if (!before || !sameFields(before, device)) plan.registered = 'update'
    } catch (error) {
      const failure = asIpcError(error)
      result.outcome = failure.code === 'cancelled' ? 'cancelled' : 'failed'
      result.error = failure
      // Only the pacer cancels a request (the service is never asked to).
      if (failure.code === 'cancelled') result.text = CANCELLED
      if (!concernsOneItem(failure.code) && failure.code !== 'cancelled') stopped = failure
    }
  }

  async function pair(locationId: string, group: Plan[]): Promise<void> {
    let failure: IpcError | null = stopped
    if (!failure) {
      try {
        await paced(
          () =>
            context.ops.pair(
              locationId,
              group.map((plan) => plan.device.serialId),
            ),
          true,
        )
      } catch (error) {
        failure = asIpcError(error)
        if (!concernsOneItem(failure.code) && failure.code !== 'cancelled') stopped = failure
      }
    }
    for (const plan of group) {
      const { result } = plan
      if (failure) {
        result.pairing = 'failed'
        result.pairError = failure
        continue
      }
      plan.pairedFrom = result.locationId
      result.pairing = 'paired'
      result.locationId = locationId
    }
  }

  const batchSize = Math.min(options.batchSize ?? LIMITS.serialIdsPerPair, LIMITS.serialIdsPerPair)
  const concurrency = options.concurrency ?? 8
  for (let start = 0; start < devices.length; start += batchSize) {
    const batch = devices
      .slice(start, start + batchSize)
      .map((device) => planOf(device, known, keepUnpaired))
    intend(context, batch, keepUnpaired)
    progress.phase('register')
    await eachBounded(
      batch.filter((plan) => plan.send),
      concurrency,
      async (plan) => {
        await register(plan)
        progress.step(1, plan.result.error ? 1 : 0)
      },
    )
    const unsent = batch.filter((plan) => !plan.send)
    for (const plan of unsent)
      if (!plan.result.error) {
        plan.result.outcome = 'unchanged'
        plan.result.message = UNCHANGED.message
        plan.result.text = UNCHANGED
      }
    progress.step(unsent.length, unsent.filter((plan) => plan.result.error).length)
    // Registered devices are paired even after a cancel: left unpaired, a restart would lose them.
    const groups = new Map<string, Plan[]>()
    for (const plan of batch) {
      const { result, device } = plan
      if (!['created', 'updated', 'unchanged'].includes(result.outcome)) continue
      if (device.locationId === null)
        result.pairing = result.locationId === null ? 'unpaired' : 'kept'
      else if (device.locationId === result.locationId) result.pairing = 'kept'
      else groups.set(device.locationId, [...(groups.get(device.locationId) ?? []), plan])
    }
    if (groups.size) progress.phase('pair')
    // The batch's locations at once, as its devices were registered: one after the other, each
    // waited for its own commit (an fsync) while the connection stood idle, 15 times per batch.
    await eachBounded([...groups], concurrency, ([locationId, group]) => pair(locationId, group))
    record(context, batch)
    progress.failed(batch.filter((plan) => plan.result.pairError).length)
    progress.now()
    done(
      batch.map((plan) => plan.result),
      start,
    )
  }
}

/** Runs `work` for each item with at most `limit` at once. */
async function eachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
