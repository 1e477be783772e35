import type { Role } from '#shared/api/common.ts'
import type { ProfileSummary, SessionState } from '#shared/ipc/session.ts'
import { messages, type MessageId } from '#shared/messages/catalog.ts'
import type { Translate } from '../../i18n/use-t.ts'

/** A role's words (the API keys screen shows them too). */
export const ROLE_LABELS: Record<Role, MessageId> = {
  superAdmin: 'connection.role.super-admin',
  tenantAdmin: 'connection.role.tenant-admin',
  accountAdmin: 'connection.role.account-admin',
  member: 'connection.role.member',
}

/** A role in English, for text not yet in the window's language; elsewhere `t(ROLE_LABELS[role])`. */
export function describeRole(role: Role): string {
  return messages.en[ROLE_LABELS[role]]
}

/** Where a profile points: the offline demo, or the remote service's host. */
export function describeTarget(
  t: Translate,
  profile: Pick<ProfileSummary, 'kind' | 'baseUrl'>,
): string {
  if (profile.kind === 'offline') return t('connection.target.offline')
  try {
    return new URL(profile.baseUrl ?? '').host || (profile.baseUrl ?? '')
  } catch {
    return profile.baseUrl ?? t('connection.target.remote')
  }
}

export const STATUS_TEXT: Record<SessionState['status'], { label: MessageId; color: string }> = {
  signedIn: { label: 'connection.status.signed-in', color: 'teal' },
  // Orange, not gray: a signed-out profile needs a step, and a gray dot vanishes on the dark header.
  signedOut: { label: 'connection.status.signed-out', color: 'orange' },
  starting: { label: 'connection.status.starting', color: 'yellow' },
  unreachable: { label: 'connection.status.unreachable', color: 'red' },
}
