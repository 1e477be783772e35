import { API_KEY_STATUS_LABELS, type ApiKeyStatus } from '#shared/api-key-status.ts'
import badge from '../../app/badge.module.css'
import classes from './api-keys.module.css'

// The devices table's colours: teal accepted, orange needs attention, red refused, gray gone.
const TONE: Record<ApiKeyStatus, string> = {
  active: badge.teal!,
  expiring: badge.orange!,
  expired: badge.red!,
  revoked: badge.gray!,
}

const MEANING: Record<ApiKeyStatus, string> = {
  active: 'Accepted by the service',
  expiring: 'Accepted, but expires within 30 days',
  expired: 'Past its expiry: the service refuses it',
  revoked: 'Revoked: the service refuses it',
}

/** A key's status in words (never colour alone), with what it means as the title. */
export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  return (
    <span className={`${badge.badge} ${classes.nowrap} ${TONE[status]}`} title={MEANING[status]}>
      {API_KEY_STATUS_LABELS[status]}
    </span>
  )
}

/** Marks the key this session signs in with. */
export function SessionMark() {
  return (
    <span
      className={`${badge.badge} ${badge.indigo} ${classes.nowrap} ${classes.session}`}
      title="This session signs in with this key"
    >
      This session
    </span>
  )
}
