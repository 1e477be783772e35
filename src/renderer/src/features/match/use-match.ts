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

/** What a repair or a sensor's report changes: the check, the devices, the journal. */
export const AFTER_MATCH_CHANGE = [
  'checkMatch',
  'listDevices',
  'listActivity',
  'journalNotices',
] as const

/** The demo service playing a sensor: it reloads the check and the devices (repairs: use-repairs.tsx). */
export function useMatchChanges() {
  const { owner } = useWorkspace()
  return { play: useServerMutation('playSensor', { owner, invalidates: AFTER_MATCH_CHANGE }) }
}
