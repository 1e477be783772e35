import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { translator } from '../../i18n/use-t.ts'
import { SerialIdList } from '../pairing/SerialIdList.tsx'
import { lostSentence } from './lost-text.ts'
import { RestoreDialog } from './RestoreDialog.tsx'

/**
 * Registrations the service lost (it restarted before they were paired), found by comparing the
 * activity journal with the service's devices whenever they load: named, with one action to register
 * and pair them again, and one to stop looking for them.
 */
export function LostNotice({ onDone }: { onDone: (text: string) => void }) {
  const { devices, accountId, owner } = useWorkspace()
  const [restoring, setRestoring] = useState(false)
  const [showing, setShowing] = useState(false)
  const forget = useServerMutation('forgetLostDevices', { owner })
  const intl = useIntl()
  const t = translator(intl)
  const lost = devices.data?.lost.devices ?? []
  if (lost.length === 0) return null
  const serialIds = lost.map((device) => device.serialId)
  const names = new Map(lost.map((device) => [device.serialId, device.name]))
  const count = { count: lost.length }
  const forgetThem = () =>
    void forget
      .mutateAsync({
        ...(accountId === undefined ? {} : { accountId }),
        serialIds,
        via: 'lost',
      })
      .then(({ forgotten }) => onDone(t('lost.notice.forgotten', { count: forgotten })))
      .catch(() => {})
  return (
    <Alert color="orange" variant="light" role="alert" mb="md" title={t('lost.notice.title')}>
      <Stack gap="xs">
        <Text size="sm">{lostSentence(intl, lost)}</Text>
        {showing && <SerialIdList serialIds={serialIds} names={names} />}
        {forget.error && <ErrorAlert title={t('lost.notice.not-forgotten')} error={forget.error} />}
        <Group gap="xs">
          <Button size="xs" onClick={() => setRestoring(true)}>
            {t('lost.notice.restore', count)}
          </Button>
          <Button size="xs" variant="default" onClick={() => setShowing(!showing)}>
            {t(showing ? 'lost.notice.hide' : 'lost.notice.show', count)}
          </Button>
          <Button size="xs" variant="subtle" onClick={forgetThem} loading={forget.isPending}>
            {t('lost.notice.forget', count)}
          </Button>
        </Group>
      </Stack>
      {restoring && (
        <RestoreDialog
          devices={lost}
          onClose={() => setRestoring(false)}
          onRestored={(text) => {
            setRestoring(false)
            onDone(text)
          }}
        />
      )}
    </Alert>
  )
}
