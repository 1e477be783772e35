// The journal's side of putting devices: a batch's intent written before its requests, and what they did after.
import type { PutDevice } from '#shared/ipc/registry.ts'
import type { Intent, NewEntry, Outcome, TrackedDevice } from '../journal/journal.ts'
import { stateOf, uncertain, type ChangeContext } from './change-context.ts'
import { memoryOnlyUnpaired } from './memory-only.ts'
import type { Plan } from './put-devices.ts'

/** The fields of a device as the journal keeps them, at a location. */
const stateAt = (device: PutDevice, locationId: string | null) => ({
  deviceType: device.deviceType,
  name: device.name,
  info: device.info,
  locationId,
})

/**
 * The batch's changes written as pending before any request of it leaves, and the devices it would
 * register tracked: a process killed at any point after leaves a trace of every device it may have
 * registered, which the next start checks against the service.
 */
export function intend(
  context: ChangeContext,
  batch: readonly Plan[],
  keepUnpaired: boolean,
): void {
  const entry = (plan: Plan) => ({
    who: context.who,
    via: context.via,
    serialId: plan.device.serialId,
    deviceType: plan.device.deviceType,
  })
  const intents: Intent[] = []
  const track: TrackedDevice[] = []
  const registeredAt = new Date().toISOString()
  for (const plan of batch) {
    const { device, before } = plan
    if (plan.result.error) continue
    const from = before?.locationId ?? null
    if (plan.send) {
      plan.registerKey = context.journal.newKey()
      intents.push({
        key: plan.registerKey,
        entry: {
          ...entry(plan),
          action: before ? 'update' : 'register',
          before: before ? stateOf(before) : null,
          after: stateAt(device, from),
        },
      })
    }
    if (device.locationId !== null && device.locationId !== from) {
      plan.pairKey = context.journal.newKey()
      intents.push({
        key: plan.pairKey,
        entry: {
          ...entry(plan),
          action: from === null ? 'pair' : 'move',
          before: stateAt(device, from),
          after: stateAt(device, device.locationId),
        },
      })
    }
    const keptUnpaired = device.locationId === null && keepUnpaired && memoryOnlyUnpaired(before)
    if ((plan.send && !before) || keptUnpaired) {
      plan.pendingTrack = true
      track.push({ ...stateAt(device, from), serialId: device.serialId, registeredAt })
    }
  }
  if (intents.length || track.length) context.journal.intend(context.scope, intents, track)
}

/**
 * A device's journal entries: its registration or update, then its pairing, each the completion of its
 * pending entry (or gone, when the service did not make it).
 */
function outcomesOf(context: ChangeContext, plan: Plan): Outcome[] {
  const { device, result, before, registered, pairedFrom } = plan
  const entry = {
    who: context.who,
    via: context.via,
    serialId: device.serialId,
    deviceType: device.deviceType,
  }
  const paired = result.pairing === 'paired'
  // Where the registration left it: the pairing moved it from there.
  const registeredAt = paired ? pairedFrom : result.locationId
  const registration: NewEntry | null =
    registered === 'register'
      ? { action: 'register', ...entry, after: stateAt(device, registeredAt) }
      : registered === 'update'
        ? {
            action: 'update',
            ...entry,
            before: before ? { ...stateOf(before), locationId: registeredAt } : null,
            after: stateAt(device, registeredAt),
          }
        : null
  const pairing: NewEntry | null = paired
    ? {
        action: pairedFrom === null ? 'pair' : 'move',
        ...entry,
        before: stateAt(device, pairedFrom),
        after: stateAt(device, result.locationId),
      }
    : null
  const outcomes: Outcome[] = []
  // An unanswered request may have landed: its entry stays pending for the check against the service.
  if (plan.registerKey && !(registration === null && uncertain(result.error)))
    outcomes.push({ key: plan.registerKey, entry: registration })
  if (!(pairing === null && uncertain(result.pairError))) {
    // A pairing the plan did not foresee (the service had it elsewhere) gets an entry of its own.
    const key = plan.pairKey ?? (pairing ? context.journal.newKey() : null)
    if (key) outcomes.push({ key, entry: pairing })
  }
  return outcomes
}

/** The batch's answers in one journal write: its entries completed, its devices tracked as they are. */
export function record(context: ChangeContext, batch: readonly Plan[]): void {
  const { journal, scope } = context
  // Each device's entries made as they are written: held all at once, a 100,000-row import's entries
  // outlived young collections and V8 came to allocate them straight in the old generation (~60 MB).
  const counts: number[] = []
  const outcomes = {
    // Made afresh on each pass: the journal passes again when it sets a damaged file aside.
    *[Symbol.iterator]() {
      counts.length = 0
      for (const plan of batch) {
        const made = outcomesOf(context, plan)
        counts.push(made.length)
        yield* made
      }
    },
  }
  const registeredAt = new Date().toISOString()
  const track = []
  const retrack = []
  const release = []
  for (const { result, device, before, pendingTrack } of batch) {
    const state = { ...device, locationId: result.locationId }
    if (!['created', 'updated', 'unchanged'].includes(result.outcome)) {
      if (pendingTrack && !uncertain(result.error)) release.push(device.serialId)
      continue
    }
    // Followed: what this app created, and what it left unpaired in the service's memory only.
    if (
      result.outcome === 'created' ||
      (result.pairing === 'unpaired' && memoryOnlyUnpaired(before))
    )
      track.push({ ...state, registeredAt })
    else {
      if (pendingTrack) release.push(device.serialId)
      retrack.push(state)
    }
  }
  const ids = journal.complete(scope, outcomes, { track, retrack, release }) ?? []
  let next = 0
  batch.forEach((plan, index) => {
    const count = counts[index] ?? 0
    plan.result.entryIds = ids.slice(next, next + count).filter((id): id is number => id !== null)
    next += count
  })
}
