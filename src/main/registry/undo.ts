import { UserFacingError } from '#shared/errors.ts'
import type { ActivityEntry, DeviceState } from '#shared/ipc/registry.ts'
import { pairDevices, unpairDevices, updateDevice } from './change-device.ts'
import type { ChangeContext } from './change-context.ts'

const notPossible = (why: string) =>
  new UserFacingError('undo_not_possible', `This cannot be undone: ${why}`)

const place = (locationId: string | null) => (locationId === null ? 'no location' : locationId)

/** Why the device is no longer as the entry left it, or null when it is. */
function changedSince(entry: ActivityEntry, now: DeviceState): string | null {
  const after = entry.after
  if (!after) return 'the app did not record what this change did.'
  if (entry.action === 'update') {
    if (now.name !== after.name || now.info !== after.info)
      return `its name and info were changed again since (now "${now.name}", "${now.info}").`
    return null
  }
  if (now.locationId !== after.locationId)
    return `it was moved since: it is at ${place(now.locationId)} now, not ${place(after.locationId)}.`
  return null
}

/**
 * Takes back a rename, an info change, a pair, a move or an unpair, as long as the device is still as
 * that entry left it; the undo is itself a journal entry pointing at the one it undid.
 */
export async function undoEntry(
  context: ChangeContext,
  entry: ActivityEntry,
): Promise<{ message: string; entryId: number | null }> {
  if (!entry.undoable || entry.serialId === null)
    throw notPossible(
      entry.undoneBy !== null
        ? 'it was undone already.'
        : 'only renames, info changes, pairing, moves and unpairing can be undone.',
    )
  const { serialId } = entry
  const before = entry.before
  if (!before) throw notPossible('the app did not record the device as it was before.')
  const device = (await context.ops.devices()).devices.get(serialId)
  if (!device) throw notPossible(`the service no longer lists ${serialId}.`)
  const why = changedSince(entry, device)
  if (why) throw notPossible(why)

  const name = device.name || serialId
  let ids: number[]
  let message: string
  if (entry.action === 'update') {
    const fields = { name: before.name, info: before.info }
    ids = (await updateDevice(context, serialId, fields, entry.id)).entryIds
    message = `"${name}" has its name "${before.name}" and info "${before.info}" again.`
  } else if (before.locationId === null) {
    const [result] = await unpairDevices(context, [serialId], entry.id)
    if (result?.error) throw new UserFacingError(result.error.code, result.error.message)
    ids = result?.entryIds ?? []
    message = `"${name}" is unpaired again.`
  } else {
    ids = (await pairDevices(context, before.locationId, [serialId], entry.id)).entryIds
    message = `"${name}" is paired to ${before.locationId} again.`
  }
  return { message, entryId: ids[0] ?? null }
}
