import { Alert, Button, Group, Text } from '@mantine/core'

interface MemoryOnlyNoticeProps {
  count: number
  onShow: () => void
  onPair: () => void
}

/** Devices registered and never paired are lost when the service restarts: say so, and offer to pair. */
export function MemoryOnlyNotice({ count, onShow, onPair }: MemoryOnlyNoticeProps) {
  const them = count === 1 ? 'it' : 'them'
  return (
    <Alert color="orange" variant="light" role="note" title="Not saved yet">
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <Text size="sm">
          {`${count === 1 ? '1 device was' : `${count} devices were`} registered and never paired: the service keeps ${them} in memory only and loses ${them} when it restarts. Pairing saves ${them}.`}
        </Text>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button size="xs" variant="default" onClick={onShow}>
            {`Show ${them}`}
          </Button>
          <Button size="xs" onClick={onPair}>
            {`Pair ${them}…`}
          </Button>
        </Group>
      </Group>
    </Alert>
  )
}
