import { Alert, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core'
import type { ImportPreview } from '#shared/ipc/bulk.ts'
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

const n = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`

const KINDS: Array<{ value: DeviceKind; label: string }> = [
  { value: 'wifi', label: 'Wi-Fi access points' },
  { value: 'router', label: 'Gateways (routers)' },
  { value: 'nic', label: 'Network adapters' },
  { value: 'usb', label: 'Docks (USB)' },
  { value: 'monitor', label: 'Monitors' },
]

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
  return (
    <Stack gap="xs">
      <Text data-testid="import-counts" role="status">
        {n(counts.rows, 'row')}: {counts.create.toLocaleString()} to create,{' '}
        {counts.update.toLocaleString()} to update, {counts.unchanged.toLocaleString()} unchanged,{' '}
        {counts.pair.toLocaleString()} to pair; {n(counts.skip, 'row')} not sent
        {counts.withWarnings ? `, ${n(counts.withWarnings, 'row')} with warnings` : ''}.
      </Text>
      {preview.notices.map((notice) => (
        <Alert key={notice} color="yellow" variant="light" role="note">
          {notice}
        </Alert>
      ))}
      <Group gap="xs">
        {preview.suggestions > 0 && (
          <Button size="xs" variant="light" onClick={onAcceptSuggestions}>
            Accept {n(preview.suggestions, 'suggestion')} (the sensor&apos;s form)
          </Button>
        )}
        {preview.readings.map((reading) => (
          <Button
            key={reading.label}
            size="xs"
            variant="default"
            onClick={() => onReadAll(reading.label)}
            title={reading.label}
          >
            Read {n(reading.rows, 'row')} as {reading.label}
          </Button>
        ))}
        <Select
          size="xs"
          w={260}
          aria-label="Rows that do not say their type are"
          placeholder="Rows without a type are…"
          data={KINDS}
          value={defaultType ?? null}
          clearable
          onChange={(value) => onDefaultType((value as DeviceKind | null) ?? undefined)}
        />
      </Group>
      <SegmentedControl
        aria-label="Show rows"
        value={filter}
        onChange={(value) => onFilter(value as RowFilter)}
        data={[
          { value: 'all', label: 'All rows' },
          { value: 'problems', label: 'To check' },
          { value: 'changes', label: 'Changes' },
          { value: 'unchanged', label: 'Unchanged' },
        ]}
        w="fit-content"
      />
    </Stack>
  )
}
