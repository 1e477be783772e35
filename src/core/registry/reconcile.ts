import type { Device } from '#shared/api/devices.ts'
import type { ActivityEntry, JournalNotice } from '#shared/ipc/registry.ts'
import { journalNotice } from '../journal/journal-notices.ts'
import type { Journal, JournalScope, Outcome } from '../journal/journal.ts'
import type { AccountDevices } from './account-ops.ts'

type Found = 'done' | 'not-made' | 'lost' | 'unknown'

/** Whether the service holds what a pending entry asked for. */
function found(entry: ActivityEntry, device: Device | undefined, complete: boolean): Found {
  // Against a list of paired devices only, an unpaired one cannot be seen: it stays pending.
  if (!device) return complete ? 'lost' : 'unknown'
  const after = entry.after
  if (!after) return 'not-made'
  switch (entry.action) {
    case 'register':
    case 'update':
      return device.name === after.name &&
        device.info === after.info &&
        device.deviceType === after.deviceType
        ? 'done'
        : 'not-made'
    case 'pair':
    case 'move':
    case 'unpair':
      return device.locationId === after.locationId ? 'done' : 'not-made'
    default:
      return 'not-made'
  }
}

/**
 * After a run that stopped before the service answered (a kill, a crash, a battery gone flat): each of
 * its pending entries checked against what the service holds now. Made: the entry is done. Not made:
 * it goes. The device missing: the entry says lost, and the device stays tracked, so the
 * lost-registration check names it. Said once, as a notice the next starts show until dismissed.
 */
export function reconcile(
  journal: Journal,
  scope: JournalScope,
  known: AccountDevices,
): JournalNotice | null {
  const stale = journal.stalePending(scope)
  if (stale.entries.length === 0 && stale.tracked.length === 0) return null
  const counts = { done: 0, notMade: 0, lost: 0 }
  const outcomes: Outcome[] = []
  for (const entry of stale.entries) {
    const result = found(entry, known.devices.get(entry.serialId ?? ''), known.complete)
    if (result === 'unknown') continue
    if (result === 'done') counts.done++
    else if (result === 'lost') counts.lost++
    else counts.notMade++
    const { key, who, via, action, serialId, deviceType, before, after, undoOf } = entry
    const kept = { who, via, action, serialId, deviceType, before, after, undoOf }
    outcomes.push({ key, entry: result === 'not-made' ? null : kept, lost: result === 'lost' })
  }
  // Devices tracked while their registration was unanswered are followed from now: present, they
  // were registered; missing, the lost-registration check names them.
  const track = journal.tracked(scope)?.filter((device) => stale.tracked.includes(device.serialId))
  journal.complete(scope, outcomes, { track: track ?? [] })
  if (outcomes.length === 0) return null
  // When the run stopped: its last change asked for (the reconciliation may come days later).
  const at = stale.entries.at(-1)?.at ?? new Date().toISOString()
  const notice = journalNotice.recovered({ ...counts, at })
  journal.say(notice)
  return notice
}
