import { ActionIcon, Button, Group, Modal, Stack, Table, Text, Title, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { MatchEntry, NearMissFound } from '#shared/ipc/match.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { ErrorAlert } from '../../app/ErrorAlert.tsx'
import { ReloadIcon } from '../../app/icons.tsx'
import { QueryProblem } from '../../app/QueryProblem.tsx'
import { activeProfile, useSession } from '../../app/session-context.tsx'
import { formatMoment } from '../../app/time.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { MatchSummary } from './MatchSummary.tsx'
import { NearMissCard } from './NearMissCard.tsx'
import { STATUS } from './match-texts.ts'
import { useMatchChanges, useMatchCheck } from './use-match.ts'

/** Rows drawn at once: the rest are counted, so 10,000 near-misses paint at once. */
const SHOWN = 200
type Repair = { entry: MatchEntry; miss: NearMissFound }

/** Every registration against what sensors report: near-misses first, each repaired in one step. */
export function MatchScreen() {
  const t = useT()
  const intl = useIntl()
  const { accountId } = useWorkspace()
  const { profiles } = useSession()
  const check = useMatchCheck()
  const { repair, play } = useMatchChanges()
  const [asking, setAsking] = useState<Repair[] | null>(null)
  const [said, setSaid] = useState<string | null>(null)
  const [failed, setFailed] = useState<IpcError | null>(null)
  const scope = accountId === undefined ? {} : { accountId }
  const entries = check.data?.entries ?? []
  const misses = entries.filter((entry) => entry.status === 'near-miss')
  const others = entries.filter((entry) => entry.status !== 'near-miss')
  const certain = misses.flatMap((entry) =>
    entry.nearMisses[0]?.certainty === 'certain' ? [{ entry, miss: entry.nearMisses[0] }] : [],
  )

  async function run(chosen: Repair[]) {
    setAsking(null)
    setFailed(null)
    let done = 0
    for (const { entry, miss } of chosen) {
      try {
        await repair.mutateAsync({
          ...scope,
          registered: entry.device,
          reported: miss.reported,
          confirmLikely: miss.certainty === 'likely',
          via: 'match',
        })
        done += 1
      } catch (error) {
        setFailed(error as IpcError)
      }
    }
    setSaid(t('match.repair.done', { done, total: chosen.length }))
  }
  const ask = (entry: MatchEntry, miss: NearMissFound) =>
    miss.certainty === 'likely' ? setAsking([{ entry, miss }]) : void run([{ entry, miss }])
  const playSensor = () =>
    void play
      .mutateAsync(scope)
      .then((result) => setSaid(t('match.play.done', { count: result.reported.length })))
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
            <Button onClick={() => setAsking(certain)} loading={repair.isPending}>
              {t('match.repair.all', { count: certain.length })}
            </Button>
          )}
          <Tooltip label={t('match.screen.reload')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('match.screen.reload')}
              onClick={() => void check.refetch()}
              loading={check.isFetching}
            >
              <ReloadIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('match.screen.intro')}
      </Text>
      <QueryProblem what={t('match.screen.problem')} query={check} />
      {said && <Text role="status">{said}</Text>}
      {failed && <ErrorAlert error={failed} onClose={() => setFailed(null)} />}
      {check.data && <MatchSummary check={check.data} />}
      {misses.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={t('match.list.near-misses')} p={0} m={0}>
          {misses.slice(0, SHOWN).map((entry) => (
            <NearMissCard
              key={entry.device.serialId}
              entry={entry}
              busy={repair.isPending}
              onRepair={ask}
            />
          ))}
        </Stack>
      )}
      {others.length > 0 && (
        <Table aria-label={t('match.list.others')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('match.column.status')}</Table.Th>
              <Table.Th>{t('match.column.device')}</Table.Th>
              <Table.Th>{t('match.column.location')}</Table.Th>
              <Table.Th>{t('match.column.when')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {others.slice(0, SHOWN).map((entry) => {
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
      {misses.length + others.length > 2 * SHOWN && (
        <Text size="sm" c="dimmed">
          {t('match.list.more', { shown: 2 * SHOWN, total: entries.length })}
        </Text>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('match.ask.title', { count: asking?.length ?? 0 })}
      >
        <Stack gap="sm">
          <Text size="sm">
            {asking?.length === 1 && asking[0]!.miss.certainty === 'likely'
              ? t('match.ask.likely', { reported: asking[0]!.miss.reported.serialId })
              : t('match.ask.all', { count: asking?.length ?? 0 })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('match.ask.cancel')}
            </Button>
            <Button onClick={() => asking && void run(asking)}>{t('match.ask.repair')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
