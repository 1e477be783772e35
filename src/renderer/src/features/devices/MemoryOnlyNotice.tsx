import { Alert, Button, Group, Text } from '@mantine/core'
import { useT } from '../../i18n/use-t.ts'

interface MemoryOnlyNoticeProps {
  count: number
  onShow: () => void
  onPair: () => void
}

/** Devices registered and never paired are lost when the service restarts: say so, and offer to pair. */
export function MemoryOnlyNotice({ count, onShow, onPair }: MemoryOnlyNoticeProps) {
  const t = useT()
  return (
    <Alert color="orange" variant="light" role="note" title={t('devices.memoryOnly.title')}>
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <Text size="sm">{t('devices.memoryOnly.text', { count })}</Text>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button size="xs" variant="default" onClick={onShow}>
            {t('devices.memoryOnly.show', { count })}
          </Button>
          <Button size="xs" onClick={onPair}>
            {t('devices.memoryOnly.pair', { count })}
          </Button>
        </Group>
      </Group>
    </Alert>
  )
}
