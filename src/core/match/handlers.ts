import type { IpcHandlers } from '#shared/ipc/contract.ts'
import type { Detector } from '../detect/detect.ts'
import type { Journal, JournalScope } from '../journal/journal.ts'
import type { Registry } from '../registry/registry.ts'
import type { SessionManager } from '../session/session-manager.ts'
import { checkMatch } from './check.ts'
import { repairNearMiss, repairNearMisses } from './repair.ts'

export type MatchMethods = 'checkMatch' | 'repairNearMiss' | 'repairNearMisses' | 'playSensor'

export interface MatchDeps {
  session: SessionManager
  registry: Registry
  journal: Journal
  detector: Detector
}

/** Admin entries a repair replaced (and no undo brought back): the check leaves them out. */
function replacedIn(journal: Journal, scope: JournalScope): Map<string, string> {
  const { entries } = journal.list(scope, { actions: ['replace'] }, 0, 1000)
  const replaced = new Map<string, string>()
  for (const entry of entries) {
    const by = entry.summary && 'code' in entry.summary ? entry.summary.values?.['by'] : undefined
    if (entry.undoOf === null && entry.undoneBy === null && entry.serialId && by !== undefined)
      replaced.set(entry.serialId, String(by))
  }
  return replaced
}

/** The match check, its repair and the demo service playing a sensor: one use case each. */
export function createMatchHandlers({
  session,
  registry,
  journal,
  detector,
}: MatchDeps): Pick<IpcHandlers, MatchMethods> {
  return {
    checkMatch: ({ accountId }) =>
      session.authorized(async (context) => {
        const change = registry.changeContext(context, accountId, 'match')
        const { devices, complete } = await change.ops.devices()
        const registered = new Map(
          (journal.tracked(change.scope) ?? []).map((d) => [d.serialId, d.registeredAt]),
        )
        return checkMatch({
          devices,
          complete,
          registeredAt: (serialId) => registered.get(serialId) ?? null,
          replaced: replacedIn(journal, change.scope),
        })
      }),
    repairNearMiss: ({ registered, reported, confirmLikely, accountId, via }) =>
      registry.change({ accountId, via }, (context) =>
        repairNearMiss(context, { registered, reported, confirmLikely }),
      ),
    repairNearMisses: ({ repairs, accountId, via }) =>
      registry.change({ accountId, via }, (context) => repairNearMisses(context, repairs)),
    playSensor: ({ accountId, devices }) =>
      session.authorized(async (context) => {
        const resolved = accountId ?? context.profile.defaultAccountId ?? undefined
        const report =
          devices ??
          (await detector()).devices.flatMap((device) =>
            device.serialId === undefined
              ? []
              : [
                  {
                    serialId: device.serialId,
                    deviceType: device.deviceType,
                    name: device.name,
                    info: device.info,
                  },
                ],
          )
        const answer = await context.client.sensorReport(context.credentials, resolved, report)
        if (answer === null) return { played: false, reported: [], created: 0 }
        return { played: true, reported: report.map((d) => d.serialId), created: answer.created }
      }),
  }
}
