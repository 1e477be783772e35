import { coded } from '#shared/coded-text.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { ImportPlanInput } from '#shared/ipc/import.ts'
import { putInBatches } from '../registry/put-devices.ts'
import type { Authorized } from '../session/session-manager.ts'
import type { Snapshots } from './account-snapshot.ts'
import { openQuestions, refuseOpen } from './column-questions.ts'
import type { ImportContext } from './import-context.ts'
import { countLines } from './line-count.ts'
import { describeColumns } from './mapping.ts'
import { opened } from './open-file.ts'
import { rowsToSend } from './plan-import.ts'
import { firstToLook } from './report.ts'
import { importSummary, sendPlan } from './send.ts'

/** Every location's name by id in the accounts read (none where the service lists no locations). */
function locationNames(snapshots: Snapshots): ReadonlyMap<string, string> {
  const names = new Map<string, string>()
  for (const held of snapshots.values())
    if (!('error' in held))
      for (const location of held.locations ?? []) names.set(location.id, location.name)
  return names
}

/**
 * Sends the open file's rows, planned on what the service holds now, and keeps the report (only the
 * first rows to look at where the input shows fewer). One send at a time per file.
 */
export async function sendImport(
  context: ImportContext,
  input: ImportPlanInput,
  authorized: Authorized,
) {
  const { deps } = context
  const state = opened(context, input.importId)
  if (state.running)
    throw new UserFacingError('busy', coded('errors.import.import-sending-already'))
  refuseOpen(openQuestions(describeColumns(state.table, state.source), input))
  const controller = new AbortController()
  state.running = controller
  try {
    const { rows, snapshots } = await rowsToSend(context, state, input, authorized)
    state.locationNames = locationNames(snapshots)
    const report = await sendPlan(rows, {
      put: (accountId, devices, options, done) => {
        // The account as just read for the plan: a 100,000-device account is not listed twice.
        const held = snapshots.get(accountId ?? '')
        const known = held && !('error' in held) ? held : undefined
        return putInBatches(
          deps.registry.changeContext(authorized, accountId, 'import'),
          devices,
          input.keepUnpaired,
          { ...options, known },
          done,
        )
      },
      onProgress: (progress) =>
        deps.emit('importProgress', { importId: input.importId, ...progress }),
      // The registry's 8 requests at once: 16 and 24 sent 10,000 rows no faster (the service is the limit).
      signal: controller.signal,
    })
    const lines = countLines(state.table, report.rows)
    state.report = lines ? { ...report, lines } : report
    deps.registry.recordImport(
      deps.registry.changeContext(authorized, input.accountId, 'import'),
      importSummary(state.fileName, report),
    )
    return input.rowLimit === undefined ? state.report : firstToLook(state.report, input.rowLimit)
  } finally {
    state.running = null
  }
}

/** Stops the file's send, if one is running: whether one was. */
export function cancelSend({ imports }: ImportContext, importId: string) {
  const running = imports.get(importId)?.running
  running?.abort()
  return { cancelling: running !== undefined && running !== null }
}

/** True while any import is being sent. */
export const isSending = ({ imports }: ImportContext) =>
  [...imports.values()].some((state) => state.running !== null)
