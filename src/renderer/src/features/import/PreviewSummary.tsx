import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core'
import type { ImportPreview } from '#shared/ipc/import.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { MessageSegments } from '../../app/MessageSegments.tsx'
import { said } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { wordFix } from './coded-texts.ts'
import type { DeviceKind } from './import-state.ts'
import type { RowFilter } from './row-view.ts'

interface PreviewSummaryProps {
  preview: ImportPreview
  filter: RowFilter
  onFilter: (filter: RowFilter) => void
  onAcceptSuggestions: () => void
  onReadAll: (label: string) => void
  defaultType: DeviceKind | undefined
  onDefaultType: (kind: DeviceKind | undefined) => void
}

const KINDS: Array<{ value: DeviceKind; label: MessageId }> = [
  { value: 'wifi', label: 'import.summary.kind.wifi' },
  { value: 'router', label: 'import.summary.kind.router' },
  { value: 'nic', label: 'import.summary.kind.nic' },
  { value: 'usb', label: 'import.summary.kind.usb' },
  { value: 'monitor', label: 'import.summary.kind.monitor' },
]

const FILTERS: Record<RowFilter, MessageId> = {
  all: 'import.summary.filter.all',
  problems: 'import.summary.filter.problems',
  changes: 'import.summary.filter.changes',
  unchanged: 'import.summary.filter.unchanged',
}

/** What the import would do, in counts; the one-click decisions for many rows at once; the row filter. */
export function PreviewSummary({
  preview,
  filter,
  onFilter,
  onAcceptSuggestions,
  onReadAll,
  defaultType,
  onDefaultType,
}: PreviewSummaryProps) {
  const { counts } = preview
  const t = useT()
  return (
    <Stack gap="xs">
      <Text data-testid="import-counts" role="status">
        {t('import.summary.counts', {
          rows: counts.rows,
          create: counts.create,
          update: counts.update,
          unchanged: counts.unchanged,
          pair: counts.pair,
          skip: counts.skip,
          warnings: counts.withWarnings,
        })}
      </Text>
      {preview.notices.map((notice) => (
        <Alert key={notice.code} color="yellow" variant="light" role="note">
          {said(t, notice)}
        </Alert>
      ))}
      <Group gap="xs">
        {preview.suggestions > 0 && (
          <Button size="xs" variant="light" onClick={onAcceptSuggestions}>
            {t('import.summary.accept', { count: preview.suggestions })}
          </Button>
        )}
        {preview.readings.map((reading) => {
          // The helper's label in its words (always coded: a reading comes from a candidate).
          const { text } = wordFix(t, {
            serialId: '',
            code: 'reading',
            ...(reading.values ? { values: reading.values } : {}),
            message: reading.label,
          })
          return (
            <Button
              key={reading.label}
              size="xs"
              variant="default"
              onClick={() => onReadAll(reading.label)}
              title={text}
            >
              {t('import.summary.read-all', { count: reading.rows, reading: text })}
            </Button>
          )
        })}
        <Select
          size="xs"
          w={260}
          aria-label={t('import.summary.default-type')}
          placeholder={t('import.summary.default-type.placeholder')}
          data={KINDS.map((kind) => ({ value: kind.value, label: t(kind.label) }))}
          value={defaultType ?? null}
          clearable
          onChange={(value) => onDefaultType((value as DeviceKind | null) ?? undefined)}
        />
      </Group>
      <MessageSegments
        aria-label={t('import.summary.filter')}
        value={filter}
        onChange={onFilter}
        labels={FILTERS}
        w="fit-content"
      />
    </Stack>
  )
}
