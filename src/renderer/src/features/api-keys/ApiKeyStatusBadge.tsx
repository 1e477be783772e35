import { API_KEY_STATUS_LABELS, type ApiKeyStatus } from '../../../../shared/api-key-status.ts'
import classes from './api-keys.module.css'

const MEANING: Record<ApiKeyStatus, string> = {
  active: 'Accepted by the service',
  expiring: 'Accepted, but expires within 30 days',
  expired: 'Past its expiry: the service refuses it',
  revoked: 'Revoked: the service refuses it',
}

/** A key's status in words (never colour alone), with what it means as the title. */
export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  return (
    <span className={`${classes.badge} ${classes[status]}`} title={MEANING[status]}>
      {API_KEY_STATUS_LABELS[status]}
    </span>
  )
}

/** Marks the key this session signs in with. */
export function SessionMark() {
  return (
    <span
      className={`${classes.badge} ${classes.session}`}
      title="This session signs in with this key"
    >
      This session
    </span>
  )
}
