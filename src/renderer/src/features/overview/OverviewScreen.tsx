import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { ReloadButton } from '../../app/ReloadButton.tsx'
import { QueryProblem } from '../../app/QueryProblem.tsx'
import { useNavigation } from '../../app/navigation.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { OverviewMatch } from '../match/OverviewMatch.tsx'
import { useMatchCheck } from '../match/use-match.ts'
import { useT } from '../../i18n/use-t.ts'
import { CountSection } from './CountSection.tsx'
import { Coverage } from './Coverage.tsx'
import { ExpiringKeys } from './ExpiringKeys.tsx'
import { FirstRunPanel } from './FirstRunPanel.tsx'
import { overviewRows } from './overview-rows.ts'
import { summarize } from './summary.ts'

const NONE: never[] = []

/** "Is this office set up?": the account's devices counted by type, state and location, and the gaps. */
export function OverviewScreen() {
  const t = useT()
  const { devices, locations } = useWorkspace()
  const all = devices.data?.devices ?? NONE
  const listed = locations.data?.supported ? locations.data.locations : NONE
  const hierarchy = locations.data?.hierarchy ?? false
  const summary = useMemo(() => summarize(all, listed, hierarchy), [all, listed, hierarchy])
  const rows = useMemo(() => overviewRows(summary, t), [summary, t])
  const loading = devices.isPending && devices.error === null
  // Asked once the device list is in: the check lists every device again, and main answering both at
  // once made the list (and the devices table's first paint) wait for it.
  const match = useMatchCheck(!devices.isPending)
  const { show } = useNavigation()

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('overview.screen.title')}</Title>
        <ReloadButton
          label={t('overview.screen.reload')}
          onReload={() => void Promise.all([devices.refetch(), locations.refetch()])}
          loading={devices.isFetching || locations.isFetching}
        />
      </Group>
      <FirstRunPanel />
      <ExpiringKeys />
      <QueryProblem what={t('overview.screen.problem.devices')} query={devices} />
      <QueryProblem what={t('overview.screen.problem.locations')} query={locations} />
      {devices.data && !devices.data.complete && (
        <Alert color="yellow" variant="light" role="note">
          {t('overview.screen.paired-only')}
        </Alert>
      )}
      {loading ? (
        <Text role="status">{t('overview.screen.loading')}</Text>
      ) : (
        devices.data && (
          <>
            <Text data-testid="overview-total">
              {t('overview.screen.total', {
                devices: summary.total,
                locations: summary.byLocation.length,
              })}
            </Text>
            {match.data && <OverviewMatch check={match.data} onShow={() => show('match')} />}
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <CountSection by="type" rows={rows.types} />
              <CountSection by="state" rows={rows.states} />
              {locations.data?.supported ? (
                <CountSection
                  by="location"
                  rows={rows.locations}
                  charted={rows.chartedLocations}
                  withOwn
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('overview.screen.no-locations')}
                </Text>
              )}
              <Coverage coverage={summary.coverage} listed={locations.data?.supported ?? false} />
            </SimpleGrid>
          </>
        )
      )}
    </Stack>
  )
}
