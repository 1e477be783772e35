import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import type { IpcError } from '#shared/ipc/result.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { QueryProblem } from '../../app/QueryProblem.tsx'
import { ReloadButton } from '../../app/ReloadButton.tsx'
import { activeProfile, useSession } from '../../app/session-context.tsx'
import { TableHead } from '../../app/TableHead.tsx'
import { formatMoment } from '../../app/time.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { MatchSummary } from './MatchSummary.tsx'
import { NearMissList } from './NearMissList.tsx'
import { STATUS } from './match-texts.ts'
import { useMatchChanges, useMatchCheck } from './use-match.ts'
import { useRepairs } from './use-repairs.tsx'

/** Rows drawn at first, and how many more each "Show more" draws: 10,000 near-misses paint at once. */
const PAGE = 50

const OTHER_COLUMNS: MessageId[] = [
  'match.column.status',
  'match.column.device',
  'match.column.location',
  'match.column.when',
]

/** Every registration against what sensors report: near-misses first, each repaired in one step. */
export function MatchScreen() {
  const t = useT()
  const intl = useIntl()
  const { accountId } = useWorkspace()
  const { profiles } = useSession()
  const check = useMatchCheck()
  const { play } = useMatchChanges()
  const repairs = useRepairs()
  const [played, setPlayed] = useState<string | null>(null)
  const [failed, setFailed] = useState<IpcError | null>(null)
  const [shownMisses, setShownMisses] = useState(PAGE)
  const [shownOthers, setShownOthers] = useState(PAGE)
  const entries = check.data?.entries
  const { misses, others, certain } = useMemo(() => {
    const all = entries ?? []
    const misses = all.filter((entry) => entry.status === 'near-miss')
    return {
      misses,
      others: all.filter((entry) => entry.status !== 'near-miss'),
      certain: misses.flatMap((entry) =>
        entry.nearMisses[0]?.certainty === 'certain' ? [{ entry, miss: entry.nearMisses[0] }] : [],
      ),
    }
  }, [entries])
  const playSensor = () =>
    void play
      .mutateAsync(accountId === undefined ? {} : { accountId })
      .then((result) => setPlayed(t('match.play.done', { count: result.reported.length })))
      .catch((error: IpcError) => setFailed(error))

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('match.screen.title')}</Title>
        <Group gap="xs">
          {activeProfile(profiles)?.kind === 'offline' && (
            <Button variant="default" onClick={playSensor} loading={play.isPending}>
              {t('match.play')}
            </Button>
          )}
          {certain.length > 0 && (
            <Button onClick={() => repairs.askAll(certain)} loading={repairs.busy}>
              {t('match.repair.all', { count: certain.length })}
            </Button>
          )}
          <ReloadButton
            label={t('match.screen.reload')}
            onReload={() => void check.refetch()}
            loading={check.isFetching}
          />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('match.screen.intro')}
      </Text>
      <QueryProblem what={t('match.screen.problem')} query={check} />
      {played && <Text role="status">{played}</Text>}
      {failed && <ErrorAlert error={failed} onClose={() => setFailed(null)} />}
      {repairs.view}
      {check.data && <MatchSummary check={check.data} />}
      <NearMissList
        misses={misses}
        shown={shownMisses}
        busy={repairs.busy}
        onRepair={repairs.ask}
        onMore={() => setShownMisses((shown) => shown + PAGE)}
      />
      {others.length > 0 && (
        <Table aria-label={t('match.list.others')} striped>
          <TableHead columns={OTHER_COLUMNS} />
          <Table.Tbody>
            {others.slice(0, shownOthers).map((entry) => {
              const when = entry.status === 'matched' ? entry.lastReportedAt : entry.registeredAt
              return (
                <Table.Tr key={entry.device.serialId}>
                  <Table.Td>{t(STATUS[entry.status])}</Table.Td>
                  <Table.Td>
                    {entry.device.name || entry.device.serialId}{' '}
                    <code>{entry.device.serialId}</code>
                  </Table.Td>
                  <Table.Td>{entry.device.locationId ?? t('match.entry.unpaired')}</Table.Td>
                  <Table.Td>
                    {when
                      ? t(entry.status === 'matched' ? 'match.when.reported' : 'match.when.since', {
                          when: formatMoment(intl, when),
                        })
                      : ''}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}
      {others.length > shownOthers && (
        <Button
          variant="default"
          size="xs"
          onClick={() => setShownOthers((shown) => shown + PAGE)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('match.list.show-more', { shown: shownOthers, total: others.length })}
        </Button>
      )}
    </Stack>
  )
}
