import { coded } from '#shared/coded-text.ts'
import { ipcErrorOf, UserFacingError } from '#shared/errors.ts'
import type { Device } from '#shared/api/devices.ts'
import type { LostDevice, LostDevices, PutDevice } from '#shared/ipc/registry.ts'
import type { Journal, JournalScope } from '../journal/journal.ts'
import { journalSummary } from '../journal/summaries.ts'
import type { AccountDevices } from './account-ops.ts'
import type { ChangeContext } from './change-context.ts'
import { putDevices } from './put-devices.ts'

/**
 * The devices this app registered or left unpaired that the service no longer has. Against a service
 * that lists paired devices only, a device not among them may merely be unpaired: said as not certain.
 */
/** A lost device the service has again: said so, and whether a sensor reported it meanwhile. */
function again(device: Device) {
  const text = coded(
    'lost.restore.again-already',
    { sensor: device.source === 'sensor' ? 'yes' : 'no' },
    'unchanged',
  )
  return { message: text.message, text }
}

export function lostAmong(
  journal: Journal,
  scope: JournalScope,
  present: { has(serialId: string): boolean },
  complete: boolean,
  now: Date = new Date(),
): LostDevices {
  const tracked = journal.tracked(scope)
  const checkedAt = now.toISOString()
  if (tracked === null) {
    const unreadable = journal.notices().find((notice) => notice.code === 'not-read')
    return { devices: [], checkedAt, ...(unreadable ? { unreadable } : {}) }
  }
  // A registration another running process is waiting on is not lost, only not answered yet.
  const inFlight = journal.inFlight(scope)
  const lost: LostDevice[] = tracked
    .filter((device) => !present.has(device.serialId) && !inFlight.has(device.serialId))
    .map((device) => ({ ...device, certain: complete }))
  lost.sort((a, b) => a.registeredAt.localeCompare(b.registeredAt))
  return { devices: lost, checkedAt }
}

export interface RestoreRequest {
  serialIds: readonly string[]
  locationId: string | null
  keepUnpaired: boolean
}

/**
 * Registers lost devices again as the journal last knew them, and pairs them where asked. A device the
 * service has again (a sensor reported it meanwhile) is said to exist, and nothing is changed for it.
 */
export async function restoreLost(context: ChangeContext, request: RestoreRequest) {
  const known: AccountDevices = await context.ops.devices()
  const tracked = new Map(
    (context.journal.tracked(context.scope) ?? []).map((d) => [d.serialId, d]),
  )
  const existing = request.serialIds.filter((serialId) => known.devices.has(serialId))
  const toPut: PutDevice[] = request.serialIds.flatMap((serialId) => {
    const device = tracked.get(serialId)
    if (!device || known.devices.has(serialId)) return []
    const { deviceType, name, info } = device
    return [{ serialId, deviceType, name, info, locationId: request.locationId }]
  })
  const results = toPut.length
    ? await putDevices(context, toPut, request.keepUnpaired, { known })
    : []
  const restored = results.filter((result) => result.outcome === 'created').length
  if (toPut.length)
    context.journal.append(context.scope, [
      {
        who: context.who,
        via: context.via,
        action: 'restore',
        summary: journalSummary.restored(restored, toPut.length, request.locationId),
      },
    ])
  const unknown = request.serialIds.filter(
    (serialId) => !tracked.has(serialId) && !known.devices.has(serialId),
  )
  return [
    ...results.map((result) => ({ ...result, existed: false })),
    ...existing.map((serialId) => {
      const device = known.devices.get(serialId) as Device
      return {
        serialId,
        outcome: 'unchanged' as const,
        ...again(device),
        pairing: 'kept' as const,
        locationId: device.locationId,
        entryIds: [],
        existed: true,
      }
    }),
    ...unknown.map((serialId) => ({
      serialId,
      outcome: 'failed' as const,
      error: ipcErrorOf(
        new UserFacingError('not_found', coded('errors.import.lost-not-in-journal', { serialId })),
      ),
      pairing: 'not_sent' as const,
      locationId: null,
      entryIds: [],
      existed: false,
    })),
  ]
}

/** Stops following devices the admin gave up on: they are no longer reported as lost. */
export function forgetLost(context: ChangeContext, serialIds: readonly string[]): number {
  const tracked = new Set((context.journal.tracked(context.scope) ?? []).map((d) => d.serialId))
  const forgotten = serialIds.filter((serialId) => tracked.has(serialId))
  if (forgotten.length === 0) return 0
  context.journal.untrack(context.scope, forgotten)
  context.journal.append(context.scope, [
    {
      who: context.who,
      via: context.via,
      action: 'forget',
      summary: journalSummary.forgot(forgotten),
    },
  ])
  return forgotten.length
}
