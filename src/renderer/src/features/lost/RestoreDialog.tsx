import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { LostDevice } from '#shared/ipc/registry.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { SerialIdList } from '../pairing/SerialIdList.tsx'
import { PlacementField } from '../placement/PlacementField.tsx'
import { placementInput, undecided, usePlacement } from '../placement/use-placement.ts'
import { lostSentence } from './lost-text.ts'

interface RestoreDialogProps {
  devices: readonly LostDevice[]
  onClose: () => void
  /** What was done, as a sentence for the toast. */
  onRestored: (text: string) => void
}

/** Registers lost devices again as the journal knew them, and pairs them where the admin says. */
export function RestoreDialog({ devices, onClose, onRestored }: RestoreDialogProps) {
  const { accountId, owner } = useWorkspace()
  const restore = useServerMutation('restoreLostDevices', { owner })
  const { placement, setPlacement } = usePlacement()
  const [asked, setAsked] = useState(false)
  const [failed, setFailed] = useState<string[]>([])
  const names = new Map(devices.map((device) => [device.serialId, device.name]))
  const count = devices.length

  const submit = async () => {
    setAsked(true)
    if (undecided(placement)) return
    try {
      const { results } = await restore.mutateAsync({
        ...(accountId === undefined ? {} : { accountId }),
        serialIds: devices.map((device) => device.serialId),
        ...placementInput(placement),
        via: 'lost',
      })
      const problems = results.filter((result) => result.error || result.pairError)
      const existed = results.filter((result) => result.existed).length
      const restored = results.filter((result) => !result.existed && !result.error).length
      if (problems.length) {
        setFailed(
          problems.map(
            (result) => `${result.serialId}: ${(result.error ?? result.pairError)?.message ?? ''}`,
          ),
        )
        return
      }
      onRestored(
        [
          restored
            ? `Registered ${restored === 1 ? '1 device' : `${restored} devices`} again.`
            : '',
          existed
            ? `${existed === 1 ? '1 was' : `${existed} were`} back on the service already (a sensor reported ${existed === 1 ? 'it' : 'them'} meanwhile): nothing was changed for ${existed === 1 ? 'it' : 'them'}.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      )
    } catch {
      // Said below, from the mutation's error.
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Register ${count === 1 ? 'it' : 'them'} again`}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="md">
          <Text size="sm">{lostSentence(devices)}</Text>
          <SerialIdList serialIds={devices.map((device) => device.serialId)} names={names} />
          <PlacementField
            label="Pair them to"
            description="Registered again with the name and info they had, and paired in the same step."
            value={placement}
            onChange={setPlacement}
            error={
              asked && undecided(placement)
                ? 'Choose where they are, or choose to keep them unpaired.'
                : undefined
            }
            autoFocus
          />
          {restore.error && <ErrorAlert title="Nothing was registered" error={restore.error} />}
          {failed.length > 0 && (
            <ErrorAlert
              title={`${failed.length} not registered and paired`}
              error={{ code: 'partly_failed', message: failed.join(' ') }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={restore.isPending}>
              {placement.keepUnpaired ? 'Register again, unpaired' : 'Register and pair again'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
