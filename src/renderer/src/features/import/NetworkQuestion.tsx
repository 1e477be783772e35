import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { NetworkQuestion as Question } from '#shared/ipc/bulk.ts'

/** A survey's one question: which of the networks it heard are ours (the account's known ones ticked). */
export function NetworkQuestion({
  question,
  onAnswer,
}: {
  question: Question
  onAnswer: (ssids: string[]) => void
}) {
  const [ours, setOurs] = useState(
    () =>
      new Set(question.networks.filter((network) => network.ours).map((network) => network.ssid)),
  )
  const name = (ssid: string) => (ssid === '' ? '(hidden network)' : ssid)
  return (
    <Alert
      color={question.answered ? 'gray' : 'blue'}
      variant="light"
      title="Which of these networks are yours?"
      data-testid="import-networks"
    >
      <Stack gap={6}>
        <Text size="sm">
          A survey hears every network in range, the neighbours&apos; too. Only the access points of
          your networks are registered.
        </Text>
        <Group gap="md">
          {question.networks.map((network) => (
            <Checkbox
              key={network.ssid}
              label={`${name(network.ssid)} (${network.bssids} BSSID${network.bssids === 1 ? '' : 's'}${network.known ? ', registered already' : ''})`}
              checked={ours.has(network.ssid)}
              onChange={(event) => {
                const next = new Set(ours)
                if (event.currentTarget.checked) next.add(network.ssid)
                else next.delete(network.ssid)
                setOurs(next)
              }}
            />
          ))}
        </Group>
        <Group>
          <Button size="xs" onClick={() => onAnswer([...ours])}>
            {question.answered ? 'Change the answer' : 'These are our networks'}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
