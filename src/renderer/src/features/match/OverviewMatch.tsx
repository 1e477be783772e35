import { Button, Stack } from '@mantine/core'
import { useMemo } from 'react'
import type { MatchCheck } from '#shared/ipc/match.ts'
import { useT } from '../../i18n/use-t.ts'
import { MatchSummary } from './MatchSummary.tsx'
import { NearMissList } from './NearMissList.tsx'
import { useRepairs } from './use-repairs.tsx'

/** Near-misses the Overview shows with their repair; the rest are on the Match screen. */
const FIRST = 3

/**
 * The Overview's part of the match: "N of M registered devices confirmed by a sensor", then the first
 * near-misses, each with its repair (the Match screen's use case), and the way to the rest.
 */
export function OverviewMatch({ check, onShow }: { check: MatchCheck; onShow: () => void }) {
  const t = useT()
  const repairs = useRepairs()
  const misses = useMemo(
    () => check.entries.filter((entry) => entry.status === 'near-miss'),
    [check.entries],
  )
  return (
    <Stack gap="xs" data-testid="overview-match">
      <MatchSummary check={check} onShow={onShow} />
      {repairs.view}
      <NearMissList
        misses={misses}
        shown={FIRST}
        busy={repairs.busy}
        onRepair={repairs.ask}
        testId="overview-near-miss-list"
      />
      {misses.length > FIRST && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onShow}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('match.overview.more', { count: misses.length - FIRST })}
        </Button>
      )}
    </Stack>
  )
}
