import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { visible } from '#shared/text/visible.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { PairDialog } from '../pairing/PairDialog.tsx'
import { findTwins, indexByLooseKey } from './format-twins.ts'
import { FoundDeviceCard } from './FoundDeviceCard.tsx'
import { readyToRegister, useFoundDevices, type FoundRow } from './use-found-devices.ts'

const NO_DEVICES: never[] = []

interface FoundListProps {
  devices: readonly FoundDevice[]
  onEdit: (device: FoundDevice, row: FoundRow) => void
}

/** Every device found, to register one by one or all at once, then pair in one go. */
export function FoundList({ devices, onEdit }: FoundListProps) {
  const { rows, update, register, registerAll, registered } = useFoundDevices(devices)
  const { devices: known, locations } = useWorkspace()
  const [pairing, setPairing] = useState(false)
  const [pairedTo, setPairedTo] = useState<{ ids: string[]; location: string } | null>(null)
  const all = known.data?.devices ?? NO_DEVICES
  const twinIndex = useMemo(() => indexByLooseKey(all), [all])
  const ready = devices.filter(
    (device, index) => rows[index] && readyToRegister(device, rows[index]),
  )
  const waiting = devices.filter(
    (device, index) => rows[index] && !readyToRegister(device, rows[index]) && !rows[index].outcome,
  )
  const unpaired = registered.filter((id) => !pairedTo?.ids.includes(id))
  const where =
    locations.data?.locations.find((location) => location.id === pairedTo?.location)?.name ??
    pairedTo?.location

  const note = (row: FoundRow | undefined) => {
    if (row?.serialId === undefined || row.outcome) return undefined
    const twins = findTwins(row.serialId, twinIndex)
    if (twins.exact)
      return `Already registered as “${visible(twins.exact.name)}”: registering updates its name and info.`
    if (twins.lookalikes[0])
      return `A device with almost the same id exists (${visible(twins.lookalikes[0].serialId)}): this one would be a second device.`
    return undefined
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {devices.length === 1 ? '1 device found' : `${devices.length} devices found`}
        </Title>
        {devices.length > 1 && (
          <Button onClick={() => void registerAll()} disabled={ready.length === 0}>
            {`Register all ready (${ready.length})`}
          </Button>
        )}
      </Group>
      {waiting.length > 0 && devices.length > 1 && (
        <Text size="sm" c="dimmed">
          {`${waiting.length} still need a name, a band, a choice of id or a missing part before they can be registered.`}
        </Text>
      )}
      {registered.length > 0 && (
        <Alert color="teal" variant="light" title="Registered" role="status">
          <Text size="sm">
            {`${registered.length} registered. New devices stay unpaired, in the service’s memory only, until they are paired.`}
            {pairedTo && ` ${pairedTo.ids.length} paired to ${where}.`}
          </Text>
          {unpaired.length > 0 && (
            <Button mt="xs" size="xs" onClick={() => setPairing(true)}>
              {unpaired.length === 1 ? 'Pair it now' : `Pair the ${unpaired.length} now`}
            </Button>
          )}
        </Alert>
      )}
      {devices.map((device, index) => {
        const row = rows[index]
        if (row === undefined) return null
        return (
          <FoundDeviceCard
            key={`${device.line}:${index}`}
            device={device}
            row={row}
            note={note(row)}
            onChange={(patch) => update(index, patch)}
            onRegister={() => void register(index)}
            onEdit={() => onEdit(device, row)}
          />
        )
      })}
      {pairing && (
        <PairDialog
          devices={unpaired.map((serialId) => ({
            serialId,
            deviceType: devices[rows.findIndex((row) => row.serialId === serialId)]?.deviceType,
          }))}
          onClose={() => setPairing(false)}
          onPaired={(paired, location) => {
            setPairing(false)
            setPairedTo({ ids: [...(pairedTo?.ids ?? []), ...paired], location })
          }}
        />
      )}
    </Stack>
  )
}
