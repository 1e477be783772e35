import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import type { MatchEntry, NearMissFound } from '#shared/ipc/match.ts'
import { wordCoded } from '../../i18n/coded.ts'
import { useT } from '../../i18n/use-t.ts'
import { CERTAINTY, EVIDENCE } from './match-texts.ts'

interface NearMissCardProps {
  entry: MatchEntry
  busy: boolean
  onRepair: (entry: MatchEntry, miss: NearMissFound) => void
}

/** One registration a sensor reports written another way: both ids, the evidence, and its repair. */
export function NearMissCard({ entry, busy, onRepair }: NearMissCardProps) {
  const t = useT()
  const { device } = entry
  return (
    <Card withBorder padding="sm" component="li" aria-label={device.serialId}>
      <Stack gap={4}>
        <Text fw={600}>
          {device.name || device.serialId}{' '}
          <Text span c="dimmed" size="sm">
            {device.locationId ?? t('match.entry.unpaired')}
          </Text>
        </Text>
        <Text size="sm">
          {t('match.entry.registered-as')} <code>{device.serialId}</code>
        </Text>
        {entry.nearMisses.map((miss) => (
          <Group key={miss.reported.serialId} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2}>
              <Text size="sm">
                <Badge size="sm" color={miss.certainty === 'certain' ? 'red.9' : 'gray.7'} mr={6}>
                  {t(CERTAINTY[miss.certainty])}
                </Badge>
                {t('match.entry.reported-as')} <code>{miss.reported.serialId}</code>
              </Text>
              <Text size="sm" c="dimmed">
                {wordCoded(t, EVIDENCE, miss.evidence)}
              </Text>
            </Stack>
            <Button
              size="xs"
              loading={busy}
              onClick={() => onRepair(entry, miss)}
              aria-label={t('match.repair.one.label', { serialId: device.serialId })}
            >
              {t('match.repair.one')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}
