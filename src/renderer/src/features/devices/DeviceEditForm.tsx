import { Button, Group, Stack, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import type { Device } from '#shared/api/devices.ts'
import { resolveKind } from '#shared/serial-id/device-type.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import type { ToastMessage } from '../../app/Toast.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { NameInfoFields } from '../register/NameInfoFields.tsx'
import { describeChanges } from './describe-changes.ts'

interface DeviceEditFormProps {
  device: Device
  onDone: (text: string, undo?: ToastMessage['undo']) => void
  undoOf: (entryId: number | undefined) => ToastMessage['undo']
}

/** Edits a device's name and info in one call (its type and pairing stay); said with before and after. */
export function DeviceEditForm({ device, onDone, undoOf }: DeviceEditFormProps) {
  const { accountId, owner } = useWorkspace()
  const update = useServerMutation('updateDevice', { owner })
  const [name, setName] = useState(device.name)
  const [info, setInfo] = useState(device.info)
  // The fields follow the device when it changes (an undo, a reload), unless being edited.
  const [shown, setShown] = useState(device)
  if (shown !== device) {
    setShown(device)
    if (name === shown.name) setName(device.name)
    if (info === shown.info) setInfo(device.info)
  }
  const kind = resolveKind(device.deviceType)
  if (!kind) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      const result = await update.mutateAsync({
        ...(accountId === undefined ? {} : { accountId }),
        serialId: device.serialId,
        name: name.trim(),
        info: info.trim(),
        via: 'devices',
      })
      onDone(
        `${describeChanges(device, result.device)} Its pairing is unchanged.`,
        undoOf(result.entryIds[0]),
      )
    } catch {
      // Said below, from the mutation's error.
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Edit name and info">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Name and info
        </Title>
        <NameInfoFields
          kind={kind}
          name={name}
          info={info}
          nameError={update.error?.fields?.find((f) => f.path === 'name')?.message}
          infoError={update.error?.fields?.find((f) => f.path === 'info')?.message}
          onChange={(field, value) => (field === 'name' ? setName(value) : setInfo(value))}
        />
        {update.error && <ErrorAlert title="Nothing was changed" error={update.error} />}
        <Group>
          <Button
            type="submit"
            variant="light"
            loading={update.isPending}
            disabled={name.trim() === device.name && info.trim() === device.info}
          >
            Save name and info
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
