import type { IpcHandlers } from '#shared/ipc/contract.ts'
import type { ActivityEntry } from '#shared/ipc/registry.ts'
import type { Desk } from './desks.ts'
import type { MovedDevice } from './report.ts'

type Base = Pick<IpcHandlers, 'listActivity'>

const PAGE = 1000
/** Enough for hundreds of floors; a survey's own entries are the newest. */
const MAX_PAGES = 20

/**
 * What surveys did to these desks, from the activity journal: the desks confirmed (a pair or a move to
 * them via the survey, not undone) and the devices moved to them from elsewhere. Survives a restart.
 */
export async function surveyJournal(
  base: Base,
  scope: { accountId?: string },
  desks: readonly Desk[],
  names: ReadonlyMap<string, string>,
): Promise<{ confirmed: Set<string>; moved: MovedDevice[] }> {
  const deskIds = new Set(desks.map((desk) => desk.id))
  const confirmed = new Set<string>()
  const moved: MovedDevice[] = []
  const seen = new Set<string>()
  const take = (entry: ActivityEntry) => {
    const to = entry.after?.locationId
    // An undo's own entries (a dock paired back where it was) confirm no desk.
    if (entry.via !== 'survey' || entry.undoneBy !== null || entry.undoOf !== null) return
    if (!to || !deskIds.has(to)) return
    confirmed.add(to)
    // Newest first: a device moved twice counts once, where it went last.
    if (entry.action !== 'move' || !entry.serialId || seen.has(entry.serialId)) return
    seen.add(entry.serialId)
    const from = entry.before?.locationId ?? ''
    moved.push({
      serialId: entry.serialId,
      name: entry.after?.name ?? '',
      from: names.get(from) ?? from,
      to,
      at: entry.at,
    })
  }
  try {
    for (let page = 0; page < MAX_PAGES; page++) {
      const { entries } = await base.listActivity({
        ...scope,
        actions: ['pair', 'move'],
        offset: page * PAGE,
        limit: PAGE,
      })
      entries.forEach(take)
      if (entries.length < PAGE) break
    }
  } catch {
    // The journal is this machine's and never fails a change; without it, progress is the service's.
  }
  return { confirmed, moved: moved.reverse() }
}
