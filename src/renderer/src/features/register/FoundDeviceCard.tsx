import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { FoundDevice } from '#shared/serial-id/index.ts'
import { useT } from '../../i18n/use-t.ts'
import { said } from '../../i18n/coded.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'
import { CandidateChoice } from './CandidateChoice.tsx'
import { FoundNameInfo } from './FoundNameInfo.tsx'
import { kindLabel } from '../devices/type-label.ts'
import { SerialWarnings } from './SerialWarnings.tsx'
import { useSerialWords } from './serial-words.ts'
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

/** The IP address a gateway's choice names (a neighbour's, or a route's gateway). */
function gatewayAddress(candidate: FoundDevice['candidates'][number]): string | undefined {
  const values = candidate.labelValues
  if (candidate.labelCode === 'neighbour') return values?.['ip']
  if (candidate.labelCode === 'route') return values?.['gateway']
  return undefined
}

function Outcome({ outcome }: { outcome: FoundRow['outcome'] }) {
  const t = useT()
  if (outcome === undefined) return null
  if ('error' in outcome)
    return (
      // The service's reason, in its English.
      <Text size="sm" c="red" role="alert" lang="en">
        {outcome.error}
      </Text>
    )
  const { result } = outcome
  // 'created', 'updated', or registered as given.
  const values = { outcome: result.outcome }
  if (result.pairing === 'paired' || (result.pairing === 'kept' && result.locationId))
    return (
      <Badge color="teal" variant="light">
        {t('register.card.paired', values)}
      </Badge>
    )
  // Not saved by the service: a warning, never a success.
  return (
    <Badge color="orange" variant="light" title={result.pairError?.message}>
      {result.pairing === 'failed'
        ? t('register.card.notPaired', values)
        : t('register.card.keptUnpaired', values)}
    </Badge>
  )
}

/** One device read from the paste or file: its id (or the choice, or what is missing), name, info, warnings. */
export function FoundDeviceCard(props: FoundDeviceCardProps) {
  const { device, row, note, onChange, onRegister, onEdit } = props
  const t = useT()
  const words = useSerialWords()
  const type = kindLabel(t, device.kind)
  const where =
    device.line > 0
      ? t('register.card.where', { source: device.source, line: device.line })
      : device.source
  const done = registeredRow(row)
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-label={t('register.card.label', { type, where })}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" miw={0} wrap="nowrap">
            <Badge variant="light">{type}</Badge>
            <Text size="xs" c="dimmed" truncate title={device.lineText.trim() || undefined}>
              {device.lineText.trim() === '' ? where : `${where}: ${device.lineText.trim()}`}
            </Text>
          </Group>
          <Outcome outcome={row.outcome} />
        </Group>
        {device.missing ? (
          <Alert color="gray" variant="light" title={t('register.card.missingTitle')}>
            <Text size="sm">{words.partError(device.missing)}</Text>
            <Button size="xs" variant="light" mt="xs" onClick={onEdit}>
              {t('register.card.fillInForm')}
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
                {t('register.card.chooseAgain')}
              </Button>
            )}
          </Group>
        ) : (
          <CandidateChoice
            candidates={device.candidates}
            title={device.question ? said(t, device.question) : t('register.card.whichId')}
            // A gateway chosen among neighbours or routes keeps its IP address as info, as a proven one has.
            onChoose={(candidate) =>
              onChange({
                serialId: candidate.serialId,
                ...(row.info === '' && gatewayAddress(candidate)
                  ? { info: gatewayAddress(candidate) }
                  : {}),
              })
            }
          />
        )}
        <FoundNameInfo
          device={device}
          name={row.name}
          info={row.info}
          disabled={done}
          onChange={onChange}
        >
          {!done && (
            <Group gap={4} wrap="nowrap">
              <Button
                loading={row.busy === true}
                disabled={!readyToRegister(device, row)}
                onClick={onRegister}
              >
                {t('register.card.register')}
              </Button>
              <Button variant="subtle" onClick={onEdit} disabled={row.serialId === undefined}>
                {t('register.card.edit')}
              </Button>
            </Group>
          )}
        </FoundNameInfo>
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
