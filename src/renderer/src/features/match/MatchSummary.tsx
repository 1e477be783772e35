import { Alert, Button, Group, Text } from '@mantine/core'
import type { MatchCheck } from '#shared/ipc/match.ts'
import { useT } from '../../i18n/use-t.ts'
import { said } from '../../i18n/coded.ts'

/** "N of M registered devices confirmed by a sensor", the near-misses' count and what cannot be known. */
export function MatchSummary({ check, onShow }: { check: MatchCheck; onShow?: () => void }) {
  const t = useT()
  const { counts } = check
  return (
    <>
      <Group gap="sm" align="baseline">
        <Text data-testid="match-confirmed">
          {t('match.summary.confirmed', { matched: counts.matched, registered: counts.registered })}
        </Text>
        {counts.nearMiss > 0 && (
          <Text c="red.9" fw={600} data-testid="match-near-misses">
            {t('match.summary.near-misses', { count: counts.nearMiss })}
          </Text>
        )}
        {onShow && (
          <Button size="compact-sm" variant="subtle" onClick={onShow}>
            {t('match.summary.show')}
          </Button>
        )}
      </Group>
      {check.limits.map((limit) => (
        <Alert key={limit.code} color="yellow" variant="light" role="note">
          {said(t, limit)}
        </Alert>
      ))}
    </>
  )
}
