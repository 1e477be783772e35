import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core'
import type { Location } from '#shared/api/extensions.ts'
import type { DeviceFilter } from '../devices/device-model.ts'
import { useShowDevices } from '../devices/show-devices.ts'
import type { Summary } from './summary.ts'

/** Long lists stop here, with how many more there are (a large office has hundreds of desks). */
const SHOWN = 12

interface Gap {
  key: string
  label: string
  show: Partial<DeviceFilter>
}

/** What is not set up yet: places without an area device, bare desks, devices a restart would lose. */
export function Coverage({
  coverage,
  listed,
}: {
  coverage: Summary['coverage']
  /** The service lists its locations (else there are no places to check). */
  listed: boolean
}) {
  const { noAreaDevice, desksWithoutWorkstation, lostOnRestart } = coverage
  const lost = lostOnRestart.count
  const lostShow: Partial<DeviceFilter> =
    lostOnRestart.basis === 'stored' ? { state: 'memory' } : { state: 'unpaired', source: 'admin' }
  return (
    <Card withBorder padding="md" component="section" aria-label="Coverage">
      <Stack gap="md">
        <Title order={3} size="h4">
          Coverage
        </Title>
        {!listed && (
          <Text size="sm" c="dimmed">
            This service does not list its locations, so places and desks are not checked.
          </Text>
        )}
        {listed && (
          <GapList
            title="Places without a Wi-Fi access point or gateway"
            why="An area device paired to the place, to one around it (a floor's access point covers its desks) or to one inside it counts."
            none="Every place has one."
            gaps={noAreaDevice.map((gap) => ({
              key: gap.location.id,
              label:
                gap.inside === 0
                  ? gap.location.name
                  : `${gap.location.name} (and ${gap.inside} ${gap.inside === 1 ? 'place' : 'places'} inside)`,
              show: { locationId: gap.location.id },
            }))}
          />
        )}
        {!listed ? null : desksWithoutWorkstation === null ? (
          <Text size="sm" c="dimmed">
            This service does not say which locations are desks, so bare desks are not listed.
          </Text>
        ) : (
          <GapList
            title="Desks without a monitor or dock"
            why="A desk is a place inside another with none inside it."
            none="Every desk has one."
            gaps={desksWithoutWorkstation.map((desk: Location) => ({
              key: desk.id,
              label: desk.name,
              show: { locationId: desk.id },
            }))}
          />
        )}
        <LostOnRestart count={lost} show={lostShow} stored={lostOnRestart.basis === 'stored'} />
      </Stack>
    </Card>
  )
}

function GapList({
  title,
  why,
  none,
  gaps,
}: {
  title: string
  why: string
  none: string
  gaps: Gap[]
}) {
  const showDevices = useShowDevices()
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {`${title}: ${gaps.length}`}
      </Title>
      <Text size="xs" c="dimmed">
        {why}
      </Text>
      {gaps.length === 0 ? (
        <Text size="sm">{none}</Text>
      ) : (
        <List size="sm" spacing={2} aria-label={title}>
          {gaps.slice(0, SHOWN).map((gap) => (
            <List.Item key={gap.key}>
              <Anchor
                component="button"
                type="button"
                fz="sm"
                onClick={() => showDevices(gap.show)}
              >
                {gap.label}
              </Anchor>
            </List.Item>
          ))}
          {gaps.length > SHOWN && <List.Item>{`and ${gaps.length - SHOWN} more`}</List.Item>}
        </List>
      )}
    </Stack>
  )
}

function LostOnRestart({
  count,
  show,
  stored,
}: {
  count: number
  show: Partial<DeviceFilter>
  stored: boolean
}) {
  const showDevices = useShowDevices()
  const title = 'Registered devices lost on a service restart'
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {`${title}: ${count}`}
      </Title>
      <Text size="xs" c="dimmed">
        {stored
          ? 'Registered and never paired: the service keeps them in memory only. Pairing saves them.'
          : 'This service does not say which devices it has saved; a registered device is saved when it is first paired, so these unpaired ones may be in memory only.'}
      </Text>
      {count === 0 ? (
        <Text size="sm">None: every registered device is saved.</Text>
      ) : (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          ta="left"
          onClick={() => showDevices(show)}
        >
          {count === 1 ? 'Show the device' : `Show the ${count} devices`}
        </Anchor>
      )}
    </Stack>
  )
}
