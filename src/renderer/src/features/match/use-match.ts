import { useServerMutation, useServerQuery } from '../../api/server-state.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

const scope = (accountId: string | undefined) => (accountId === undefined ? {} : { accountId })

/** The match check of the workspace's account, shared by the Match screen, the Overview and the drawer. */
export function useMatchCheck(enabled = true) {
  const { owner, accountId, needsAccount } = useWorkspace()
  return useServerQuery('checkMatch', scope(accountId), {
    owner,
    enabled: enabled && !needsAccount,
  })
}

/** A repair, and the demo service playing a sensor: each reloads the check and the devices. */
export function useMatchChanges() {
  const { owner } = useWorkspace()
  const after = ['checkMatch', 'listDevices', 'listActivity', 'journalNotices'] as const
  return {
    repair: useServerMutation('repairNearMiss', { owner, invalidates: after }),
    play: useServerMutation('playSensor', { owner, invalidates: after }),
  }
}
