import { Button, Group, Stack, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect } from 'react'
import type { Device } from '#shared/api/devices.ts'
import { resolveKind } from '#shared/serial-id/device-type.ts'
import { useServerMutation } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import type { ToastMessage } from '../../app/Toast.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
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
  const t = useT()
  const update = useServerMutation('updateDevice', { owner })
  const form = useForm({ initialValues: { name: device.name, info: device.info } })
  const { name, info } = form.values
  // The fields follow the device when it changes (an undo, a reload), unless being edited.
  const { getInitialValues, setInitialValues, setFieldValue, getValues } = form
  useEffect(() => {
    const before = getInitialValues()
    const now = getValues()
    setInitialValues({ name: device.name, info: device.info })
    if (now.name === before.name) setFieldValue('name', device.name)
    if (now.info === before.info) setFieldValue('info', device.info)
  }, [device.name, device.info]) // eslint-disable-line react-hooks/exhaustive-deps -- the form's own calls are stable in effect
  const kind = resolveKind(device.deviceType)
  if (!kind) return null

  const submit = async (values: { name: string; info: string }) => {
    try {
      const result = await update.mutateAsync({
        ...(accountId === undefined ? {} : { accountId }),
        serialId: device.serialId,
        name: values.name.trim(),
        info: values.info.trim(),
        via: 'devices',
      })
      onDone(
        t('devices.edit.done', { changes: describeChanges(device, result.device, t) }),
        undoOf(result.entryIds[0]),
      )
    } catch (failure) {
      // The service's reason for a field shows at that field; the rest below, from the mutation's error.
      const fields = (failure as { fields?: { path: string; message: string }[] }).fields ?? []
      form.setErrors(Object.fromEntries(fields.map((field) => [field.path, field.message])))
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} aria-label={t('devices.edit.label')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('devices.edit.title')}
        </Title>
        <NameInfoFields
          kind={kind}
          name={name}
          info={info}
          nameError={form.errors['name']}
          infoError={form.errors['info']}
          onChange={(field, value) => form.setFieldValue(field, value)}
        />
        {update.error && <ErrorAlert title={t('devices.nothingChanged')} error={update.error} />}
        <Group>
          <Button
            type="submit"
            variant="light"
            loading={update.isPending}
            disabled={name.trim() === device.name && info.trim() === device.info}
          >
            {t('devices.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
