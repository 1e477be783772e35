import { ActionIcon, Alert, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core'
import { useMemo } from 'react'
import { ReloadIcon } from '../../app/icons.tsx'
import { QueryProblem } from '../../app/QueryProblem.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { CountSection } from './CountSection.tsx'
import { Coverage } from './Coverage.tsx'
import { overviewRows } from './overview-rows.ts'
import { summarize } from './summary.ts'

const NONE: never[] = []

/** "Is this office set up?": the account's devices counted by type, state and location, and the gaps. */
export function OverviewScreen() {
  const { devices, locations } = useWorkspace()
  const all = devices.data?.devices ?? NONE
  const listed = locations.data?.supported ? locations.data.locations : NONE
  const hierarchy = locations.data?.hierarchy ?? false
  const summary = useMemo(() => summarize(all, listed, hierarchy), [all, listed, hierarchy])
  const rows = useMemo(() => overviewRows(summary), [summary])
  const loading = devices.isPending && devices.error === null

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Overview</Title>
        <Tooltip label="Reload devices and locations">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Reload devices and locations"
            onClick={() => void Promise.all([devices.refetch(), locations.refetch()])}
            loading={devices.isFetching || locations.isFetching}
          >
            <ReloadIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      <QueryProblem what="the devices" query={devices} />
      <QueryProblem what="the locations" query={locations} />
      {devices.data && !devices.data.complete && (
        <Alert color="yellow" variant="light" role="note">
          This service lists only paired devices: unpaired ones are not counted here.
        </Alert>
      )}
      {loading ? (
        <Text role="status">Loading devices…</Text>
      ) : (
        devices.data && (
          <>
            <Text data-testid="overview-total">
              {`${summary.total.toLocaleString('en')} ${summary.total === 1 ? 'device' : 'devices'} in this account, ${summary.byLocation.length} ${summary.byLocation.length === 1 ? 'location' : 'locations'}.`}
            </Text>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <CountSection title="By type" what="Type" rows={rows.types} />
              <CountSection title="By state" what="State" rows={rows.states} />
              {locations.data?.supported ? (
                <CountSection
                  title="By location"
                  what="Location"
                  rows={rows.locations}
                  charted={rows.chartedLocations}
                  withOwn
                />
              ) : (
                <Text size="sm" c="dimmed">
                  This service does not list its locations, so devices are not counted by location.
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
