import { Alert, Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { layouts } from '#shared/serial-id/layouts.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'
import { CandidateChoice } from '../register/CandidateChoice.tsx'
import { FoundNameInfo } from '../register/FoundNameInfo.tsx'
import { SerialWarnings } from '../register/SerialWarnings.tsx'
import { Outcome, Registered } from './RowStatus.tsx'
import { selectable, type DetectedRow } from './use-detected-rows.ts'
import { visible } from '#shared/text/visible.ts'

interface DetectedRowViewProps {
  row: DetectedRow
  /** Said on the row when its group's devices were read from different sources. */
  showSource: boolean
  onChange: (patch: { name?: string; info?: string; serialId?: string | undefined }) => void
  onSelect: (selected: boolean) => void
}

/** One detected device: its exact id (or the choice, or what is missing), name, info, state and warnings. */
export function DetectedRowView({ row, showSource, onChange, onSelect }: DetectedRowViewProps) {
  const { device } = row
  const wifi = device.kind === 'wifi'
  const label = visible(row.serialId ?? device.name ?? layouts[device.kind].label)
  const done = row.result !== undefined && row.result.error === undefined
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      role="group"
      aria-label={`${layouts[device.kind].label} ${label}`}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={4}
          aria-label={`Select ${label}`}
          checked={row.selected}
          disabled={!selectable(row)}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
        <Stack gap={6} flex={1} miw={0}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            {row.serialId !== undefined ? (
              <SerialIdText serialId={row.serialId} />
            ) : device.missing ? (
              <Text size="sm" fw={500}>
                {`No whole id: the ${device.missing.part} is missing`}
              </Text>
            ) : (
              <Text size="sm" fw={500}>
                Choose the id the sensor reports
              </Text>
            )}
            <Group gap={4} wrap="nowrap">
              {row.result ? <Outcome result={row.result} /> : <Registered device={device} />}
            </Group>
          </Group>
          {device.missing && (
            <Alert color="gray" variant="light" p="xs">
              <Text size="sm">{device.missing.message}</Text>
            </Alert>
          )}
          {row.serialId === undefined && device.candidates.length > 0 && (
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
                size="xs"
                onChange={onChange}
              />
            </Group>
          )}
          {(showSource || device.where) && (
            <Text size="xs" c="dimmed">
              {showSource
                ? `Read from ${device.source}${device.where ? ` (${device.where})` : ''}`
                : `On ${device.where}`}
            </Text>
          )}
          {row.result && !done && row.result.error && (
            <Text size="sm" c="red" role="alert">
              {row.result.error.message}
            </Text>
          )}
          {row.result?.pairError && (
            <Text size="sm" c="red" role="alert">
              {`Not paired: ${row.result.pairError.message}`}
            </Text>
          )}
          {row.result?.message && (
            <Text size="sm">{`The service said: “${row.result.message}”`}</Text>
          )}
          <SerialWarnings warnings={device.warnings} />
        </Stack>
      </Group>
    </Paper>
  )
}
