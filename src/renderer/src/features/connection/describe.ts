import type { Role } from '#shared/api/common.ts'
import type { ProfileSummary, SessionState } from '#shared/ipc/session.ts'

const ROLES: Record<Role, string> = {
  superAdmin: 'Super admin',
  tenantAdmin: 'Tenant admin',
  accountAdmin: 'Account admin',
  member: 'Member',
}

export function describeRole(role: Role): string {
  return ROLES[role]
}

/** Where a profile points: the offline demo, or the remote service's host. */
export function describeTarget(profile: Pick<ProfileSummary, 'kind' | 'baseUrl'>): string {
  if (profile.kind === 'offline') return 'Offline demo'
  try {
    return new URL(profile.baseUrl ?? '').host || (profile.baseUrl ?? '')
  } catch {
    return profile.baseUrl ?? 'Remote service'
  }
}

export const STATUS_TEXT: Record<SessionState['status'], { label: string; color: string }> = {
  signedIn: { label: 'Signed in', color: 'teal' },
  // Orange, not gray: a signed-out profile needs a step, and a gray dot vanishes on the dark header.
  signedOut: { label: 'Signed out', color: 'orange' },
  starting: { label: 'Starting…', color: 'yellow' },
  unreachable: { label: 'Unreachable', color: 'red' },
}
