import { Button, Group, Text } from '@mantine/core'
import { formatMoment } from '../../app/time.ts'
import { useIntl } from 'react-intl'
import { useT } from '../../i18n/use-t.ts'

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
  const t = useT()
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="device-count">
        {shown === null
          ? failed
            ? t('devices.selection.noneLoaded')
            : t('devices.loadingList')
          : t('devices.selection.showing', { shown, total })}
        {shown !== null &&
          loadedAt !== null &&
          ` · ${t('devices.selection.loadedAt', { moment: formatMoment(intl, loadedAt) })}`}
        {selected > 0 && ` · ${t('devices.selection.selected', { count: selected })}`}
      </Text>
      <Group gap="xs">
        <Button size="xs" disabled={selected === 0} onClick={onPair}>
          {t('devices.selection.pair', { count: selected })}
        </Button>
        <Button size="xs" color="red" variant="light" disabled={paired === 0} onClick={onUnpair}>
          {t('devices.selection.unpair', { count: paired })}
        </Button>
        <Button size="xs" variant="subtle" disabled={selected === 0} onClick={onClear}>
          {t('devices.selection.clear')}
        </Button>
      </Group>
    </Group>
  )
}
