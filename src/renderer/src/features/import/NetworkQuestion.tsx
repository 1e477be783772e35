import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { NetworkQuestion as Question } from '#shared/ipc/import.ts'
import { useT } from '../../i18n/use-t.ts'

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
  const t = useT()
  const name = (ssid: string) => (ssid === '' ? t('import.networks.hidden') : ssid)
  return (
    <Alert
      color={question.answered ? 'gray' : 'blue'}
      variant="light"
      title={t('import.networks.title')}
      data-testid="import-networks"
    >
      <Stack gap={6}>
        <Text size="sm">{t('import.networks.text')}</Text>
        <Group gap="md">
          {question.networks.map((network) => (
            <Checkbox
              key={network.ssid}
              label={
                network.known
                  ? t('import.networks.network.known', {
                      name: name(network.ssid),
                      count: network.bssids,
                    })
                  : t('import.networks.network', {
                      name: name(network.ssid),
                      count: network.bssids,
                    })
              }
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
            {question.answered ? t('import.networks.change') : t('import.networks.ours')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
