import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Device } from '#shared/api/devices.ts'
import type { IpcOutput } from '#shared/ipc/contract.ts'
import { resolveKind } from '#shared/serial-id/device-type.ts'
import { useApiCall } from '../../api/use-api-call.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { NameInfoFields } from '../register/NameInfoFields.tsx'
import { describeChanges } from './describe-changes.ts'

/** Edits a device's name and info: an update of the existing device (POST /admin/device), said as one. */
export function DeviceEditForm({ device }: { device: Device }) {
  const { accountId, refreshDevices } = useWorkspace()
  const update = useApiCall('registerDevice')
  const [name, setName] = useState(device.name)
  const [info, setInfo] = useState(device.info)
  const [done, setDone] = useState<{ before: Device; result: IpcOutput<'registerDevice'> } | null>(
    null,
  )
  const resultRef = useRef<HTMLDivElement>(null)
  useEffect(() => resultRef.current?.focus(), [done])
  const kind = resolveKind(device.deviceType)
  if (!kind) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const scope = accountId === undefined ? {} : { accountId }
    const before = device
    const result = await update.run({
      ...scope,
      serialId: device.serialId,
      deviceType: device.deviceType,
      name: name.trim(),
      info: info.trim(),
    })
    if (!result.ok) return
    setDone({ before, result: result.value })
    await refreshDevices()
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
        {done && (
          <Alert ref={resultRef} tabIndex={-1} color="teal" variant="light" role="status">
            <Text size="sm">
              {done.result.created
                ? 'The service had no device with this serial id any more (a restart discarded it, as it was never paired), so it created it anew: unpaired, in memory only. Pair it to keep it.'
                : `${describeChanges(done.before, done.result.device)} Its pairing is unchanged.`}
            </Text>
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            variant="light"
            loading={update.loading}
            disabled={name.trim() === device.name && info.trim() === device.info}
          >
            Save name and info
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
