import type { ErrorText, ErrorTextCode } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import { coded } from '#shared/coded-text.ts'
import type { ActivityEntry, DeviceState, UndoText } from '#shared/ipc/registry.ts'
import { undoRepair } from '../match/repair.ts'
import { pairDevices, unpairDevices, updateDevice } from './change-device.ts'
import type { ChangeContext } from './change-context.ts'

/** Why not, each reason its own code: the window says it in its language. */
interface WhyNot {
  code: Extract<ErrorTextCode, `undo-${string}`>
  values?: ErrorText['values']
  why: string
}

const notPossible = ({ code, values, why }: WhyNot) =>
  new UserFacingError('undo_not_possible', {
    code,
    ...(values ? { values } : {}),
    message: `This cannot be undone: ${why}`,
  })

/** Where the device was moved, said by whether it is paired now and was paired then. */
function moved(now: string | null, then: string | null): WhyNot {
  if (now === null && then !== null)
    return {
      code: 'undo-moved-since-unpaired',
      values: { then },
      why: `it was moved since: it is at no location now, not ${then}.`,
    }
  if (now !== null && then === null)
    return {
      code: 'undo-moved-since-paired',
      values: { now },
      why: `it was moved since: it is at ${now} now, not no location.`,
    }
  return {
    code: 'undo-moved-since',
    values: { now: now ?? '', then: then ?? '' },
    why: `it was moved since: it is at ${now ?? ''} now, not ${then ?? ''}.`,
  }
}

/** Why the device is no longer as the entry left it, or null when it is. */
function changedSince(entry: ActivityEntry, now: DeviceState): WhyNot | null {
  const after = entry.after
  if (!after) return { code: 'undo-no-after', why: 'the app did not record what this change did.' }
  if (entry.action === 'update') {
    if (now.name !== after.name || now.info !== after.info)
      return {
        code: 'undo-changed-since',
        values: { name: now.name, info: now.info },
        why: `its name and info were changed again since (now "${now.name}", "${now.info}").`,
      }
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
        ? { code: 'undo-done-already', why: 'it was undone already.' }
        : {
            code: 'undo-not-undoable',
            why: 'only renames, info changes, pairing, moves and unpairing can be undone.',
          },
    )
  if (entry.action === 'replace')
    return undoRepair(context, entry, (part) => undoEntry(context, part))
  const { serialId } = entry
  const before = entry.before
  if (!before)
    throw notPossible({
      code: 'undo-not-recorded',
      why: 'the app did not record the device as it was before.',
    })
  const device = (await context.ops.devices()).devices.get(serialId)
  if (!device)
    throw notPossible({
      code: 'undo-device-gone',
      values: { serialId },
      why: `the service no longer lists ${serialId}.`,
    })
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
