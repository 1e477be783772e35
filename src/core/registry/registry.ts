import { coded } from '#shared/coded-text.ts'
import type { Principal } from '#shared/api/auth.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { IpcHandlers } from '#shared/ipc/contract.ts'
import type { EntryPoint, JournalSummary } from '#shared/ipc/registry.ts'
import type { Actor, Journal, JournalScope } from '../journal/journal.ts'
import { journalSummary } from '../journal/summaries.ts'
import type { ProfileService } from '../profiles/profile-service.ts'
import type { Authorized, SessionManager } from '../session/session-manager.ts'
import { accountOps, byId, listAccountDevices } from './account-ops.ts'
import { activityCsv, activityFilter } from './activity-export.ts'
import type { ChangeContext } from './change-context.ts'
import { pairDevices, unpairDevices, updateDevice } from './change-device.ts'
import { forgetLost, lostAmong, restoreLost } from './lost.ts'
import { reconcile } from './reconcile.ts'
import { putDevices } from './put-devices.ts'
import { undoEntry } from './undo.ts'

type RegistryMethods =
  | 'listDevices'
  | 'putDevices'
  | 'updateDevice'
  | 'pairDevices'
  | 'unpairDevices'
  | 'listActivity'
  | 'exportActivity'
  | 'undoActivity'
  | 'findLostDevices'
  | 'restoreLostDevices'
  | 'forgetLostDevices'
  | 'lastLocation'
  | 'journalNotices'
  | 'dismissJournalNotices'

export interface RegistryDeps {
  session: SessionManager
  profiles: ProfileService
  journal: Journal
}

export const actorOf = (principal: Principal | null): Actor =>
  principal
    ? { kind: principal.kind, name: principal.name, role: principal.role }
    : { kind: 'unknown', name: '', role: '' }

/**
 * Whose journal a change belongs to: the profile, and the account named (else the profile's default,
 * else '' for the signed-in principal's own account, as the service reads a request without one).
 */
export function scopeOf(profileId: string, accountId: string | undefined): JournalScope {
  return { profileId, accountId: accountId ?? '' }
}

/**
 * Changing the registry, one use case per intent, each written to the activity journal: the IPC
 * handlers (window, web harness, command line) and main's own callers (import) all come through here.
 */
export function createRegistry({ session, profiles, journal }: RegistryDeps) {
  const account = (accountId: string | undefined, context: Authorized) =>
    accountId ?? context.profile.defaultAccountId ?? undefined

  /** The change context of a request already signed in (main's callers: import, survey). */
  function changeContext(
    context: Authorized,
    accountId: string | undefined,
    via: EntryPoint,
  ): ChangeContext {
    const resolved = account(accountId, context)
    return {
      ops: accountOps(context, resolved),
      journal,
      scope: scopeOf(context.profile.id, resolved),
      who: actorOf(context.principal),
      via,
    }
  }

  /** A change, after what a run that stopped mid-change left pending was checked against the service. */
  const change = <T>(
    input: { accountId?: string | undefined; via: EntryPoint },
    work: (context: ChangeContext) => Promise<T>,
  ) =>
    session.authorized(async (context) => {
      const change = changeContext(context, input.accountId, input.via)
      if (hasStale(change.scope)) reconcile(journal, change.scope, await change.ops.devices())
      return work(change)
    })

  const hasStale = (scope: JournalScope) => {
    const stale = journal.stalePending(scope)
    return stale.entries.length > 0 || stale.tracked.length > 0
  }

  /** The account's devices, what a stopped run left pending checked against them, and the lost ones. */
  async function devicesAndLost(context: Authorized, accountId: string | undefined) {
    const resolved = account(accountId, context)
    const listed = await listAccountDevices(context, resolved)
    const scope = scopeOf(context.profile.id, resolved)
    const present = byId(listed.devices)
    if (hasStale(scope)) reconcile(journal, scope, { devices: present, complete: listed.complete })
    return { listed, lost: lostAmong(journal, scope, present, listed.complete) }
  }

  /** The journal's scope without asking the service (the journal is this machine's). */
  async function localScope(accountId: string | undefined): Promise<JournalScope> {
    const profile = await profiles.active()
    return scopeOf(profile.id, accountId ?? profile.defaultAccountId ?? undefined)
  }

  const handlers: Pick<IpcHandlers, RegistryMethods> = {
    listDevices: ({ accountId }) =>
      session.authorized(async (context) => {
        const { listed, lost } = await devicesAndLost(context, accountId)
        return { ...listed, lost }
      }),
    putDevices: ({ devices, keepUnpaired, ...input }) =>
      change(input, async (context) => ({
        results: await putDevices(context, devices, keepUnpaired),
      })),
    updateDevice: ({ serialId, name, info, ...input }) =>
      change(input, (context) => updateDevice(context, serialId, { name, info })),
    pairDevices: ({ locationId, serialIds, ...input }) =>
      change(input, (context) => pairDevices(context, locationId, serialIds)),
    unpairDevices: ({ serialIds, ...input }) =>
      change(input, async (context) => ({ results: await unpairDevices(context, serialIds) })),
    undoActivity: async ({ entryId, via }) => {
      const profile = await profiles.active()
      const entry = journal.find(profile.id, entryId)
      if (!entry)
        throw new UserFacingError(
          'not_found',
          coded('errors.import.activity-no-entry', { entryId, profile: profile.name }),
        )
      const accountId = entry.accountId === '' ? undefined : entry.accountId
      return change({ accountId, via }, async (context) => {
        const { text, entryId: undoId } = await undoEntry(context, entry)
        const undone = undoId === null ? null : journal.get(context.scope, undoId)
        return { text, entry: undone ?? entry }
      })
    },
    listActivity: async ({ offset, limit, ...filter }) => {
      const scope = await localScope(filter.accountId)
      // Entries a stopped run left pending are checked against the service where it answers; else
      // they are shown as pending.
      if (hasStale(scope))
        await session
          .authorized((context) => devicesAndLost(context, filter.accountId))
          .catch(() => {})
      const { total, entries } = journal.list(scope, activityFilter(filter), offset, limit)
      return { total, entries, notices: journal.notices() }
    },
    journalNotices: async () => ({ notices: journal.notices() }),
    dismissJournalNotices: async () => {
      journal.dismissNotices()
      return { notices: journal.notices() }
    },
    exportActivity: async (filter) => {
      const scope = await localScope(filter.accountId)
      return activityCsv(journal, scope, activityFilter(filter))
    },
    findLostDevices: ({ accountId }) =>
      session.authorized(async (context) => (await devicesAndLost(context, accountId)).lost),
    restoreLostDevices: ({ serialIds, locationId, keepUnpaired, ...input }) =>
      change(input, async (context) => ({
        results: await restoreLost(context, { serialIds, locationId, keepUnpaired }),
      })),
    forgetLostDevices: ({ serialIds, ...input }) =>
      change(input, async (context) => ({ forgotten: forgetLost(context, serialIds) })),
    lastLocation: async ({ accountId }) => ({
      locationId: journal.lastLocation(await localScope(accountId)),
    }),
  }

  return {
    handlers,
    changeContext,
    change,
    journal,
    /** One entry for a whole import run (its devices have their own entries). */
    recordImport(context: ChangeContext, summary: JournalSummary): void {
      journal.append(context.scope, [
        { who: context.who, via: context.via, action: 'import', summary },
      ])
    },
    /** A change to the service's API keys (create, revoke, rotate): who, when, which key; never a secret. */
    recordKeyChange(
      profileId: string,
      principal: Principal | null,
      action: 'create-key' | 'revoke-key' | 'rotate-key',
      summary: JournalSummary,
    ): void {
      journal.append(scopeOf(profileId, undefined), [
        { who: actorOf(principal), via: 'api-keys', action, summary },
      ])
    },
    /** After the offline demo's reset: its devices are gone by choice, not lost. */
    afterReset(profileId: string, principal: Principal | null, via: EntryPoint): void {
      journal.untrack({ profileId })
      journal.append(scopeOf(profileId, undefined), [
        {
          who: actorOf(principal),
          via,
          action: 'reset',
          summary: journalSummary.demoReset(),
        },
      ])
    },
  }
}
export type Registry = ReturnType<typeof createRegistry>
