import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { visible } from '#shared/text/visible.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { placementHint } from '../locations/placement-hint.ts'
import { useLocationTree } from '../locations/use-location-tree.ts'
import { PairDialog } from '../pairing/PairDialog.tsx'
import { PlacementField } from '../placement/PlacementField.tsx'
import { undecided, usePlacement } from '../placement/use-placement.ts'
import { findTwins, indexByLooseKey } from './format-twins.ts'
import { FoundDeviceCard } from './FoundDeviceCard.tsx'
import { FoundSummary } from './FoundSummary.tsx'
import { readyToRegister, useFoundDevices, type FoundRow } from './use-found-devices.ts'

const NO_DEVICES: never[] = []

interface FoundListProps {
  devices: readonly FoundDevice[]
  onEdit: (device: FoundDevice, row: FoundRow) => void
}

/** Every device found, put in one by one or all at once, each registered and paired in one step. */
export function FoundList({ devices, onEdit }: FoundListProps) {
  const { rows, update, summary, paired, register, registerAll, error } = useFoundDevices(devices)
  const { devices: known } = useWorkspace()
  const t = useT()
  const { placement, setPlacement } = usePlacement()
  const { tree } = useLocationTree()
  const [asked, setAsked] = useState(false)
  const [pairing, setPairing] = useState(false)
  const all = known.data?.devices ?? NO_DEVICES
  const twinIndex = useMemo(() => indexByLooseKey(all), [all])
  const ready = devices.filter(
    (device, index) => rows[index] && readyToRegister(device, rows[index]),
  )
  const waiting = devices.filter(
    (device, index) => rows[index] && !readyToRegister(device, rows[index]) && !rows[index].outcome,
  )
  // Registered and not saved by the service: kept unpaired, or their pairing failed.
  const unpaired = rows.flatMap((row, index) => {
    const result = row.outcome && 'result' in row.outcome ? row.outcome.result : null
    return result && result.locationId === null
      ? [{ serialId: result.serialId, deviceType: devices[index]?.deviceType, name: row.name }]
      : []
  })
  const missing = asked && undecided(placement)
  // As the register form says it: a dock or monitor marks a desk, a Wi-Fi access point an area.
  const chosen = placement.keepUnpaired ? '' : placement.locationId
  const toGo = devices.filter((_, index) => rows[index] && !rows[index].outcome)
  const hint =
    chosen === ''
      ? null
      : placementHint(
          toGo.map((device) => device.deviceType),
          chosen,
          tree,
          t,
        )
  // The location is asked first: nothing goes in before it is chosen (or unpaired is chosen).
  const withPlacement = (send: () => Promise<void>) => {
    setAsked(true)
    if (!undecided(placement)) void send()
  }

  const note = (row: FoundRow | undefined) => {
    if (row?.serialId === undefined || row.outcome) return undefined
    const twins = findTwins(row.serialId, twinIndex)
    if (twins.exact)
      return t('register.found.alreadyRegistered', { name: visible(twins.exact.name) })
    if (twins.lookalikes[0])
      return t('register.found.lookalike', { serialId: visible(twins.lookalikes[0].serialId) })
    return undefined
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('register.found.title', { count: devices.length })}
        </Title>
        {devices.length > 1 && (
          <Button
            onClick={() => withPlacement(() => registerAll(placement))}
            disabled={ready.length === 0}
          >
            {placement.keepUnpaired
              ? t('register.found.registerAllUnpaired', { count: ready.length })
              : t('register.found.registerAll', { count: ready.length })}
          </Button>
        )}
      </Group>
      <Paper withBorder p="sm" radius="md">
        <PlacementField
          label={t('register.found.pairThemTo')}
          description={t('register.found.pairDescription')}
          value={placement}
          onChange={setPlacement}
          error={missing ? t('register.found.placementMissing') : undefined}
        />
        {hint && (
          <Text size="sm" c="dimmed" role="note" mt="xs" data-testid="found-placement-hint">
            {hint}
          </Text>
        )}
      </Paper>
      {waiting.length > 0 && devices.length > 1 && (
        <Text size="sm" c="dimmed">
          {t('register.found.waiting', { count: waiting.length })}
        </Text>
      )}
      {error && <ErrorAlert title={t('register.found.nothingRegistered')} error={error} />}
      {summary && <FoundSummary key={summary.id} summary={summary} />}
      {unpaired.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          title={t('register.found.notSavedTitle')}
          role="status"
        >
          <Text size="sm">{t('register.found.notSaved', { count: unpaired.length })}</Text>
          <Button mt="xs" size="xs" onClick={() => setPairing(true)}>
            {t('register.found.pairNow', { count: unpaired.length })}
          </Button>
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
            onRegister={() => withPlacement(() => register(index, placement))}
            onEdit={() => onEdit(device, row)}
          />
        )
      })}
      {pairing && (
        <PairDialog
          devices={unpaired}
          via="read-from-tool"
          onClose={() => setPairing(false)}
          onPaired={(pairedIds, locationId) => {
            setPairing(false)
            paired(pairedIds.length, locationId)
            for (const [index, row] of rows.entries()) {
              if (!row.outcome || !('result' in row.outcome)) continue
              const { result } = row.outcome
              if (pairedIds.includes(result.serialId))
                update(index, { outcome: { result: { ...result, pairing: 'paired', locationId } } })
            }
          }}
        />
      )}
    </Stack>
  )
}
