import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import type { ImportPreview } from '#shared/ipc/bulk.ts'
import { allSuggestions, readingsByLabel, type Choice } from './choices.ts'
import type { RowFilter } from './row-view.ts'

interface PreviewSummaryProps {
  preview: ImportPreview
  filter: RowFilter
  onFilter: (filter: RowFilter) => void
  onChoose: (choices: Choice[]) => void
}

const n = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`

/** What the import would do, in counts; the one-click fixes for many rows at once; the row filter. */
export function PreviewSummary({ preview, filter, onFilter, onChoose }: PreviewSummaryProps) {
  const { counts } = preview
  const suggestions = allSuggestions(preview.rows)
  const readings = [...readingsByLabel(preview.rows)]
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
      {(suggestions.length > 0 || readings.length > 0) && (
        <Group gap="xs">
          {suggestions.length > 0 && (
            <Button size="xs" variant="light" onClick={() => onChoose(suggestions)}>
              Accept {n(suggestions.length, 'suggestion')} (the sensor&apos;s form)
            </Button>
          )}
          {readings.map(([label, choices]) => (
            <Button
              key={label}
              size="xs"
              variant="default"
              onClick={() => onChoose(choices)}
              title={label}
            >
              Read {n(choices.length, 'row')} as {label}
            </Button>
          ))}
        </Group>
      )}
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
