import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
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
  const lost = devices.data?.lost.devices ?? []
  if (lost.length === 0) return null
  const serialIds = lost.map((device) => device.serialId)
  const names = new Map(lost.map((device) => [device.serialId, device.name]))
  const them = lost.length === 1 ? 'it' : 'them'
  const forgetThem = () =>
    void forget
      .mutateAsync({
        ...(accountId === undefined ? {} : { accountId }),
        serialIds,
        via: 'lost',
      })
      .then(({ forgotten }) =>
        onDone(
          `Stopped looking for ${forgotten === 1 ? '1 lost device' : `${forgotten} lost devices`}.`,
        ),
      )
      .catch(() => {})
  return (
    <Alert color="orange" variant="light" role="alert" mb="md" title="Registrations lost">
      <Stack gap="xs">
        <Text size="sm">{lostSentence(lost)}</Text>
        {showing && <SerialIdList serialIds={serialIds} names={names} />}
        {forget.error && <ErrorAlert title="Nothing was changed" error={forget.error} />}
        <Group gap="xs">
          <Button size="xs" onClick={() => setRestoring(true)}>
            {`Register and pair ${them} again…`}
          </Button>
          <Button size="xs" variant="default" onClick={() => setShowing(!showing)}>
            {showing ? `Hide ${them}` : `Show ${them}`}
          </Button>
          <Button size="xs" variant="subtle" onClick={forgetThem} loading={forget.isPending}>
            {`Forget ${them}`}
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
