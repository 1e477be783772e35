import { Alert, Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import { VisibleText } from '../../app/VisibleText.tsx'
import { said } from '../../i18n/coded.ts'
import { ErrorMessage } from '../../app/ErrorMessage.tsx'
import { useT } from '../../i18n/use-t.ts'
import { useSerialWords } from '../register/serial-words.ts'
import { SerialIdText } from '../devices/SerialIdText.tsx'
import { CandidateChoice } from '../register/CandidateChoice.tsx'
import { FoundNameInfo } from '../register/FoundNameInfo.tsx'
import { SerialWarnings } from '../register/SerialWarnings.tsx'
import { putError } from './put-words.ts'
import { Outcome, Registered } from './RowStatus.tsx'
import { kindLabel } from '../devices/type-label.ts'
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
  const t = useT()
  const words = useSerialWords()
  const { device } = row
  const kind = kindLabel(t, device.kind)
  const label = visible(row.serialId ?? device.name ?? kind)
  const done = row.result !== undefined && row.result.error === undefined
  const failed = row.result && putError(t, row.result)
  return (
    <Paper withBorder p="xs" radius="md" role="group" aria-label={`${kind} ${label}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox
          mt={4}
          aria-label={t('detect.row.select', { name: label })}
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
                {t('detect.row.missing', { part: device.missing.part })}
              </Text>
            ) : (
              <Text size="sm" fw={500}>
                {t('detect.row.choose')}
              </Text>
            )}
            <Group gap={4} wrap="nowrap">
              {row.result ? <Outcome result={row.result} /> : <Registered device={device} />}
            </Group>
          </Group>
          {device.missing && (
            <Alert color="gray" variant="light" p="xs">
              <Text size="sm">{words.partError(device.missing)}</Text>
            </Alert>
          )}
          {row.serialId === undefined && device.candidates.length > 0 && (
            <CandidateChoice
              candidates={device.candidates}
              title={t('detect.row.candidates')}
              onChoose={(candidate) => onChange({ serialId: candidate.serialId })}
            />
          )}
          <FoundNameInfo
            device={device}
            name={row.name}
            info={row.info}
            disabled={done}
            size="xs"
            onChange={onChange}
          />
          {(showSource || device.where) && (
            <Text size="xs" c="dimmed">
              {showSource
                ? device.where
                  ? t('detect.row.read-from-where', { source: device.source, where: device.where })
                  : t('detect.row.read-from', { source: device.source })
                : t('detect.row.on', { where: device.where ?? '' })}
            </Text>
          )}
          {failed && (
            <Text size="sm" c="red" role="alert" lang={failed.lang}>
              <VisibleText text={failed.text} />
            </Text>
          )}
          {row.result?.pairError && (
            <Text size="sm" c="red" role="alert">
              <FormattedMessage
                id={'detect.row.not-paired'}
                values={{ message: <ErrorMessage error={row.result.pairError} /> }}
              />
            </Text>
          )}
          {row.result?.text && !row.result.error ? (
            <Text size="sm">{said(t, row.result.text)}</Text>
          ) : (
            row.result?.message && (
              <Text size="sm">
                <FormattedMessage
                  id={'detect.row.service-said'}
                  values={{ message: <span lang="en">{row.result.message}</span> }}
                />
              </Text>
            )
          )}
          <SerialWarnings warnings={device.warnings} />
        </Stack>
      </Group>
    </Paper>
  )
}
