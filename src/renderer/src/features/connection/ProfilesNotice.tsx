import { Alert } from '@mantine/core'
import { useState } from 'react'
import { VisibleText } from '../../app/VisibleText.tsx'
import { useSession } from '../../app/session-context.tsx'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'

/**
 * Says that the profile file could not be read and was set aside (where it went, and why), until the
 * person dismisses it: the profiles are not lost in silence.
 */
export function ProfilesNotice() {
  const { profiles } = useSession()
  // The notice dismissed (its English names the file set aside): a later one shows again.
  const [dismissed, setDismissed] = useState<string | null>(null)
  const t = useT()
  const notice = profiles?.notice
  if (!notice || dismissed === notice.message) return null
  return (
    <Alert
      role="alert"
      mb="md"
      color="orange"
      title={t('connection.profiles-notice.title')}
      withCloseButton
      closeButtonLabel={t('errors.alert.dismiss')}
      onClose={() => setDismissed(notice.message)}
    >
      <VisibleText text={said(t, notice)} />
    </Alert>
  )
}
