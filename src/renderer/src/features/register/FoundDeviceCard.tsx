import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { layouts } from '#shared/serial-id/index.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'
import { CandidateChoice } from './CandidateChoice.tsx'
import { FoundNameInfo } from './FoundNameInfo.tsx'
import { SerialWarnings } from './SerialWarnings.tsx'
import { readyToRegister, registeredRow, type FoundRow } from './use-found-devices.ts'

interface FoundDeviceCardProps {
  device: FoundDevice
  row: FoundRow
  /** Where its id was already seen: "Already registered as …" or a look-alike; none when new. */
  note?: string | undefined
  onChange: (patch: Partial<FoundRow>) => void
  onRegister: () => void
  /** Opens the register form with what was found: to finish a missing part or to check it there. */
  onEdit: () => void
}

function Outcome({ outcome }: { outcome: FoundRow['outcome'] }) {
  if (outcome === undefined) return null
  if ('error' in outcome)
    return (
      <Text size="sm" c="red" role="alert">
        {outcome.error}
      </Text>
    )
  const { result } = outcome
  const registered =
    result.outcome === 'created'
      ? 'Created'
      : result.outcome === 'updated'
        ? 'Updated'
        : 'Registered'
  if (result.pairing === 'paired' || (result.pairing === 'kept' && result.locationId))
    return (
      <Badge color="teal" variant="light">
        {`${registered}, paired`}
      </Badge>
    )
  // Not saved by the service: a warning, never a success.
  return (
    <Badge color="orange" variant="light" title={result.pairError?.message}>
      {result.pairing === 'failed' ? `${registered}, NOT paired` : `${registered}, kept unpaired`}
    </Badge>
  )
}

/** One device read from the paste or file: its id (or the choice, or what is missing), name, info, warnings. */
export function FoundDeviceCard(props: FoundDeviceCardProps) {
  const { device, row, note, onChange, onRegister, onEdit } = props
  const layout = layouts[device.kind]
  const wifi = device.kind === 'wifi'
  const where = device.line > 0 ? `${device.source}, line ${device.line}` : device.source
  const done = registeredRow(row)
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`${layout.label} from ${where}`}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" miw={0} wrap="nowrap">
            <Badge variant="light">{layout.label}</Badge>
            <Text size="xs" c="dimmed" truncate title={device.lineText.trim() || undefined}>
              {device.lineText.trim() === '' ? where : `${where}: ${device.lineText.trim()}`}
            </Text>
          </Group>
          <Outcome outcome={row.outcome} />
        </Group>
        {device.missing ? (
          <Alert color="gray" variant="light" title="Not the whole serial id">
            <Text size="sm">{device.missing.message}</Text>
            <Button size="xs" variant="light" mt="xs" onClick={onEdit}>
              Fill in the rest in the form
            </Button>
          </Alert>
        ) : row.serialId !== undefined ? (
          <Group gap="xs" wrap="nowrap">
            <SerialIdText serialId={row.serialId} />
            {device.candidates.length > 0 && !done && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => onChange({ serialId: undefined })}
              >
                Choose again
              </Button>
            )}
          </Group>
        ) : (
          <CandidateChoice
            candidates={device.candidates}
            title="Which of these ids does the sensor report?"
            onChoose={(candidate) => onChange({ serialId: candidate.serialId })}
          />
        )}
        {!device.missing && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            <FoundNameInfo
              wifi={wifi}
              name={row.name}
              info={row.info}
              disabled={done}
              onChange={onChange}
            />
            {!done && (
              <Group gap={4} wrap="nowrap">
                <Button
                  loading={row.busy === true}
                  disabled={!readyToRegister(device, row)}
                  onClick={onRegister}
                >
                  Register
                </Button>
                <Button variant="subtle" onClick={onEdit} disabled={row.serialId === undefined}>
                  Edit in the form
                </Button>
              </Group>
            )}
          </Group>
        )}
        <SerialWarnings warnings={device.warnings} />
        {note !== undefined && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
