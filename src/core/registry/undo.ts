import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import { coded } from '#shared/coded-text.ts'
import type { ActivityEntry, DeviceState, UndoText } from '#shared/ipc/registry.ts'
import { undoRepair } from '../match/repair.ts'
import { pairDevices, unpairDevices, updateDevice } from './change-device.ts'
import type { ChangeContext } from './change-context.ts'

/** Why not, each reason its own code and catalog message (errors.import.undo-…). */
type WhyNot = ErrorText

const notPossible = (why: WhyNot) => new UserFacingError('undo_not_possible', why)

/** Where the device was moved, said by whether it is paired now and was paired then. */
function moved(now: string | null, then: string | null): WhyNot {
  if (now === null && then !== null)
    return coded('errors.import.undo-moved-since-unpaired', { then })
  if (now !== null && then === null) return coded('errors.import.undo-moved-since-paired', { now })
  return coded('errors.import.undo-moved-since', { now: now ?? '', then: then ?? '' })
}

/** Why the device is no longer as the entry left it, or null when it is. */
function changedSince(entry: ActivityEntry, now: DeviceState): WhyNot | null {
  const after = entry.after
  if (!after) return coded('errors.import.undo-no-after')
  if (entry.action === 'update') {
    if (now.name !== after.name || now.info !== after.info)
      return coded('errors.import.undo-changed-since', { name: now.name, info: now.info })
    return null
  }
  if (now.locationId !== after.locationId) return moved(now.locationId, after.locationId)
  return null
}

/**
 * Takes back a rename, an info change, a pair, a move or an unpair, as long as the device is still as
 * that entry left it; the undo is itself a journal entry pointing at the one it undid.
 */
export async function undoEntry(
  context: ChangeContext,
  entry: ActivityEntry,
): Promise<{ text: UndoText; entryId: number | null }> {
  if (!entry.undoable || entry.serialId === null)
    throw notPossible(
      entry.undoneBy !== null
        ? coded('errors.import.undo-done-already')
        : coded('errors.import.undo-not-undoable'),
    )
  if (entry.action === 'replace')
    return undoRepair(context, entry, (part) => undoEntry(context, part))
  const { serialId } = entry
  const before = entry.before
  if (!before) throw notPossible(coded('errors.import.undo-not-recorded'))
  const device = (await context.ops.devices()).devices.get(serialId)
  if (!device) throw notPossible(coded('errors.import.undo-device-gone', { serialId }))
  const why = changedSince(entry, device)
  if (why) throw notPossible(why)

  const name = device.name || serialId
  let ids: number[]
  let text: UndoText
  if (entry.action === 'update') {
    const fields = { name: before.name, info: before.info }
    ids = (await updateDevice(context, serialId, fields, entry.id)).entryIds
    text = coded(
      'activity.undone.name-info',
      { device: name, name: before.name, info: before.info },
      'undo-name-info',
    )
  } else if (before.locationId === null) {
    const [result] = await unpairDevices(context, [serialId], entry.id)
    if (result?.error) {
      // The unpair's own error, with its code and values where main worded it.
      const { code, message, text } = result.error
      throw new UserFacingError(code, text ? { ...text, message } : message)
    }
    ids = result?.entryIds ?? []
    text = coded('activity.undone.unpaired', { device: name }, 'undo-unpaired')
  } else {
    ids = (await pairDevices(context, before.locationId, [serialId], entry.id)).entryIds
    text = coded(
      'activity.undone.paired',
      { device: name, location: before.locationId },
      'undo-paired',
    )
  }
  return { text, entryId: ids[0] ?? null }
}
