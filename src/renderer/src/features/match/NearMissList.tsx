import { Button, Stack } from '@mantine/core'
import type { MatchEntry, NearMissFound } from '#shared/ipc/match.ts'
import { useT } from '../../i18n/use-t.ts'
import { NearMissCard } from './NearMissCard.tsx'

interface NearMissListProps {
  misses: readonly MatchEntry[]
  /** How many cards are drawn; the button below draws `step` more. */
  shown: number
  busy: boolean
  onRepair: (entry: MatchEntry, miss: NearMissFound) => void
  /** Draws more; left out: the list shows `shown` only (the Overview links to the Match screen instead). */
  onMore?: () => void
  testId?: string
}

/** The near-misses as cards, each with its repair: the first `shown` of them (10,000 paint at once). */
export function NearMissList({
  misses,
  shown,
  busy,
  onRepair,
  onMore,
  testId = 'match-near-miss-list',
}: NearMissListProps) {
  const t = useT()
  if (misses.length === 0) return null
  return (
    <>
      <Stack
        gap="xs"
        component="ul"
        aria-label={t('match.list.near-misses')}
        data-testid={testId}
        p={0}
        m={0}
      >
        {misses.slice(0, shown).map((entry) => (
          <NearMissCard key={entry.device.serialId} entry={entry} busy={busy} onRepair={onRepair} />
        ))}
      </Stack>
      {onMore && misses.length > shown && (
        <Button variant="default" size="xs" onClick={onMore} style={{ alignSelf: 'flex-start' }}>
          {t('match.list.show-more', { shown, total: misses.length })}
        </Button>
      )}
    </>
  )
}
