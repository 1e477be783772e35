import { Button, Group, Text } from '@mantine/core'
import { formatMoment } from '../../app/time.ts'
import { useIntl } from 'react-intl'

interface SelectionBarProps {
  /** Null while the first list is loading. */
  shown: number | null
  /** The first list failed: nothing is loading any more. */
  failed?: boolean
  /** When the list shown was loaded, while it may be out of date (reloading, or the reload failed). */
  loadedAt?: number | null
  total: number
  selected: number
  paired: number
  onPair: () => void
  onUnpair: () => void
  onClear: () => void
}

const count = (n: number) => n.toLocaleString('en')

/** How many devices show and are selected, and what can be done with the selection. */
export function SelectionBar({
  shown,
  failed = false,
  loadedAt = null,
  total,
  selected,
  paired,
  onPair,
  onUnpair,
  onClear,
}: SelectionBarProps) {
  const intl = useIntl()
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="device-count">
        {shown === null
          ? failed
            ? 'No devices loaded'
            : 'Loading devices…'
          : `Showing ${count(shown)} of ${count(total)} devices`}
        {shown !== null && loadedAt !== null && ` · as loaded at ${formatMoment(intl, loadedAt)}`}
        {selected > 0 && ` · ${count(selected)} selected`}
      </Text>
      <Group gap="xs">
        <Button size="xs" disabled={selected === 0} onClick={onPair}>
          {`Pair selected (${selected})`}
        </Button>
        <Button size="xs" color="red" variant="light" disabled={paired === 0} onClick={onUnpair}>
          {`Unpair selected (${paired})`}
        </Button>
        <Button size="xs" variant="subtle" disabled={selected === 0} onClick={onClear}>
          Clear selection
        </Button>
      </Group>
    </Group>
  )
}
