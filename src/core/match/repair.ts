import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { ActivityEntry, UndoText } from '#shared/ipc/registry.ts'
import type { RepairManyOutput, RepairOutput, SeenDevice } from '#shared/ipc/match.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import type { MatchErrorTextCode } from '#shared/match/match-error-texts.ts'
import { nearMiss } from '#shared/match/near-miss.ts'
import type { Device } from '#shared/api/devices.ts'
import { journalSummary } from '../journal/summaries.ts'
import type { AccountDevices } from '../registry/account-ops.ts'
import { asIpcError, type ChangeContext } from '../registry/change-context.ts'
import { pairDevices, unpairDevices, updateDevice } from '../registry/change-device.ts'
import { seen } from './check.ts'

/** A repair refused, nothing changed: said with its catalog message (errors.match.*). */
const refused = (
  text: ErrorText & { code: MatchErrorTextCode },
  errorCode: 'conflict' | 'not_found' | 'validation_failed' = 'conflict',
) => new UserFacingError(errorCode, text)

const FIELDS = ['name', 'info', 'locationId'] as const

/** What changed in a device since the check showed it, in words; empty when nothing did. */
function changes(then: SeenDevice, now: Device): string[] {
  return FIELDS.flatMap((field) =>
    then[field] === now[field]
      ? []
      : [
          `${field === 'locationId' ? 'location' : field} "${then[field] ?? 'none'}" is now "${now[field] ?? 'none'}"`,
        ],
  )
}

export interface RepairRequest {
  registered: SeenDevice
  reported: SeenDevice
  confirmLikely: boolean
}

/**
 * One repair of a near-miss: the sensor's id is paired where the admin paired theirs, with the admin's name
 * and info where the sensor gave none; the admin's entry is unpaired and marked replaced (its tracking ends,
 * so the lost-registrations check does not offer it back). Each step is a journal entry; the replacement's
 * entry undoes them all. Nothing is changed when either device is not as the check showed it.
 */
export async function repairNearMiss(
  context: ChangeContext,
  request: RepairRequest,
): Promise<RepairOutput> {
  return repairIn(context, await ownList(context), request)
}

/**
 * Repairs in a row, the account listed once for all of them: each reads the devices as the ones before
 * left them. A refused or failed one is said in its outcome and the next goes on.
 */
export async function repairNearMisses(
  context: ChangeContext,
  requests: readonly RepairRequest[],
): Promise<RepairManyOutput> {
  const known = await ownList(context)
  const outcomes: RepairManyOutput['outcomes'] = []
  for (const request of requests) {
    const serialId = request.registered.serialId
    try {
      outcomes.push({ serialId, ok: true, ...(await repairIn(context, known, request)) })
    } catch (error) {
      outcomes.push({ serialId, ok: false, error: asIpcError(error) })
    }
  }
  return { outcomes }
}

/** The account's devices in a map of the repairs' own, which their steps update as they go. */
type OwnList = AccountDevices & { devices: Map<string, Device> }

async function ownList(context: ChangeContext): Promise<OwnList> {
  const known = await context.ops.devices()
  return { ...known, devices: new Map(known.devices) }
}

async function repairIn(
  context: ChangeContext,
  known: OwnList,
  request: RepairRequest,
): Promise<RepairOutput> {
  const admin = known.devices.get(request.registered.serialId)
  const sensor = known.devices.get(request.reported.serialId)
  const gone = !admin ? request.registered.serialId : !sensor ? request.reported.serialId : null
  if (gone !== null || !admin || !sensor)
    throw refused(coded('errors.match.match-gone', { serialId: gone ?? '' }), 'not_found')
  if (admin.source !== 'admin')
    throw refused(
      coded('errors.match.match-not-registered', { serialId: admin.serialId }),
      'validation_failed',
    )
  const changed = [
    ...changes(request.registered, admin).map((text) => `${admin.serialId}: ${text}`),
    ...changes(request.reported, sensor).map((text) => `${sensor.serialId}: ${text}`),
  ]
  if (changed.length > 0)
    throw refused(coded('errors.match.match-changed', { changes: changed.join('; ') }))
  const miss = nearMiss(admin, sensor)
  if (!miss)
    throw refused(
      coded('errors.match.match-not-near-miss', {
        registered: admin.serialId,
        reported: sensor.serialId,
      }),
      'validation_failed',
    )
  if (miss.certainty === 'likely' && !request.confirmLikely)
    throw refused(
      coded('errors.match.match-likely-unconfirmed', {
        registered: admin.serialId,
        reported: sensor.serialId,
      }),
      'validation_failed',
    )

  // The steps read the account's devices as listed for the repairs, each step's answer put in: one list
  // of (up to 100,000) devices per call instead of one per step.
  const withDevice = (device: Device) => known.devices.set(device.serialId, device)
  const step: ChangeContext = { ...context, ops: { ...context.ops, devices: async () => known } }
  const entryIds: number[] = []
  const name = sensor.name.trim() ? sensor.name : admin.name
  const info = sensor.info.trim() ? sensor.info : admin.info
  let sensorNow = sensor
  if (name !== sensor.name || info !== sensor.info) {
    const updated = await updateDevice(step, sensor.serialId, { name, info })
    entryIds.push(...updated.entryIds)
    sensorNow = updated.device
    withDevice(sensorNow)
  }
  if (admin.locationId !== null && sensorNow.locationId !== admin.locationId) {
    entryIds.push(...(await pairDevices(step, admin.locationId, [sensor.serialId])).entryIds)
    withDevice({ ...sensorNow, locationId: admin.locationId })
  }
  if (admin.locationId !== null) {
    const [result] = await unpairDevices(step, [admin.serialId])
    if (result?.error) {
      const { code, message, text } = result.error
      throw new UserFacingError(code, text ? { ...text, message } : message)
    }
    entryIds.push(...(result?.entryIds ?? []))
    withDevice({ ...admin, locationId: null })
  }
  const tracked = context.journal.tracked(context.scope)?.find((d) => d.serialId === admin.serialId)
  context.journal.untrack(context.scope, [admin.serialId])
  const [replaceId] = context.journal.append(context.scope, [
    {
      who: context.who,
      via: context.via,
      action: 'replace',
      serialId: admin.serialId,
      deviceType: admin.deviceType,
      before: seenState(admin),
      after: { ...seenState(admin), locationId: null },
      summary: journalSummary.replaced(
        admin.serialId,
        sensor.serialId,
        miss.rule,
        entryIds,
        tracked?.registeredAt ?? null,
      ),
    },
  ])
  if (replaceId !== undefined) entryIds.push(replaceId)
  return {
    text: coded('match.repaired', {
      registered: admin.serialId,
      reported: sensor.serialId,
      location: admin.locationId ?? '',
      paired: admin.locationId ? 'yes' : 'no',
      name,
    }),
    entryIds,
  }
}

const seenState = (device: Device) => {
  const { deviceType, name, info, locationId } = seen(device)
  return { deviceType, name, info, locationId }
}

/**
 * Takes a repair back as a whole: each of its entries undone, newest first (each refusing when its device
 * changed since), the admin's entry followed again as lost registrations follow it.
 */
export async function undoRepair(
  context: ChangeContext,
  entry: ActivityEntry,
  undoOne: (entry: ActivityEntry) => Promise<unknown>,
): Promise<{ text: UndoText; entryId: number | null }> {
  const values = entry.summary && 'code' in entry.summary ? (entry.summary.values ?? {}) : {}
  const ids = String(values['entries'] ?? '')
    .split(',')
    .filter((id) => id !== '')
    .map(Number)
  for (const id of ids.reverse()) {
    const part = context.journal.get(context.scope, id)
    if (part && part.undoneBy === null) await undoOne(part)
  }
  const serialId = entry.serialId ?? ''
  const by = String(values['by'] ?? '')
  const before = entry.before
  if (before)
    context.journal.track(context.scope, [
      {
        serialId,
        ...before,
        registeredAt: String(values['registeredAt'] || entry.at),
      },
    ])
  const [undoId] = context.journal.append(context.scope, [
    {
      who: context.who,
      via: context.via,
      action: 'replace',
      serialId,
      deviceType: entry.deviceType,
      before: entry.after,
      after: entry.before,
      summary: journalSummary.replaceUndone(serialId, by),
      undoOf: entry.id,
    },
  ])
  return {
    text: coded('activity.undone.repair', { serialId, by }, 'undo-repair'),
    entryId: undoId ?? null,
  }
}
