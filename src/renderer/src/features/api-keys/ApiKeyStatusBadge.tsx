import type { ApiKeyStatus } from '#shared/api-key-status.ts'
import badge from '../../app/badge.module.css'
import type { MessageId } from '#shared/messages/catalog.ts'
import { useT } from '../../i18n/use-t.ts'
import classes from './api-keys.module.css'

// The devices table's colours: teal accepted, orange needs attention, red refused, gray gone.
const TONE: Record<ApiKeyStatus, string> = {
  active: badge.teal!,
  expiring: badge.orange!,
  expired: badge.red!,
  revoked: badge.gray!,
}

/** A status in words (the English ones are the CLI's, API_KEY_STATUS_LABELS). */
export const STATUS_LABELS: Record<ApiKeyStatus, MessageId> = {
  active: 'api-keys.status.active',
  expiring: 'api-keys.status.expiring',
  expired: 'api-keys.status.expired',
  revoked: 'api-keys.status.revoked',
}

const MEANING: Record<ApiKeyStatus, MessageId> = {
  active: 'api-keys.status.active-meaning',
  expiring: 'api-keys.status.expiring-meaning',
  expired: 'api-keys.status.expired-meaning',
  revoked: 'api-keys.status.revoked-meaning',
}

/** A key's status in words (never colour alone), with what it means as the title. */
export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const t = useT()
  return (
    <span className={`${badge.badge} ${classes.nowrap} ${TONE[status]}`} title={t(MEANING[status])}>
      {t(STATUS_LABELS[status])}
    </span>
  )
}

/** Marks the key this session signs in with. */
export function SessionMark() {
  const t = useT()
  return (
    <span
      className={`${badge.badge} ${badge.indigo} ${classes.nowrap} ${classes.session}`}
      title={t('api-keys.status.session-meaning')}
    >
      {t('api-keys.status.session')}
    </span>
  )
}
