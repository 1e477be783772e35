import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { useServerQuery } from '../../api/server-state.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { placementInput, type Placement } from '../placement/use-placement.ts'
import { usePutDevices } from '../register/use-register.ts'
import { DeviceGroups } from './DeviceGroups.tsx'
import { LeftOut, ReaderProblems } from './MachineNotes.tsx'
import { RegisterBar } from './RegisterBar.tsx'
import { useDetectedRows } from './use-detected-rows.ts'

const PLATFORMS: Record<string, string> = { linux: 'Linux', win32: 'Windows', darwin: 'macOS' }
const NONE: never[] = []
const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`)

/** The devices the sensor would report on this PC, each with its exact id, registered in one step. */
export function DetectScreen() {
  const { accountId, owner } = useWorkspace()
  const scope = useMemo(() => (accountId === undefined ? {} : { accountId }), [accountId])
  const detection = useServerQuery('detectDevices', scope, { owner })
  const { put, mutation: register } = usePutDevices('detect')
  const { rows, change, select, answer } = useDetectedRows(
    detection.data?.devices ?? NONE,
    accountId ?? '',
  )
  const selected = rows.filter((row) => row.selected)
  const machine = detection.data?.machine

  const submit = async (placement: Placement) => {
    const { locationId, keepUnpaired } = placementInput(placement)
    const { results } = await put({
      keepUnpaired,
      devices: selected.map((row) => ({
        serialId: row.serialId ?? '',
        deviceType: row.device.deviceType,
        name: row.name.trim(),
        info: row.info.trim(),
        locationId,
      })),
    }).catch(() => ({ results: [] }))
    // The detection reloads with the devices (the mutation invalidates both).
    answer(results)
  }

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Detect on this PC</Title>
          {machine && (
            <Text size="sm" c="dimmed" data-testid="detect-machine">
              {`What the sensor would report on ${machine.hostname} (${PLATFORMS[machine.platform] ?? machine.platform}), read in ${duration(detection.data!.ms)}.`}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          onClick={() => void detection.refetch()}
          loading={detection.isFetching}
        >
          Detect again
        </Button>
      </Group>
      {machine?.note && (
        <Alert color="blue" variant="light" title="Another machine" role="note">
          {machine.note}
        </Alert>
      )}
      {detection.error && <ErrorAlert title="Detection failed" error={detection.error} />}
      {!detection.data && detection.isLoading && (
        <Center mt="xl">
          <Loader aria-label="Detecting" />
        </Center>
      )}
      {detection.data && (
        <>
          {!detection.data.registry.checked && (
            <Alert color="yellow" variant="light" role="note">
              {detection.data.registry.message}
            </Alert>
          )}
          <ReaderProblems detection={detection.data} />
          {rows.length > 0 && (
            <RegisterBar
              selected={selected.length}
              paired={selected.filter((row) => row.device.registered?.locationId).length}
              busy={register.isPending}
              onRegister={(placement) => void submit(placement)}
            />
          )}
          {register.error && <ErrorAlert title="Nothing was registered" error={register.error} />}
          {rows.length === 0 && <Text>No devices found on this machine.</Text>}
          <DeviceGroups rows={rows} onChange={change} onSelect={select} />
          <LeftOut detection={detection.data} />
        </>
      )}
    </Stack>
  )
}
