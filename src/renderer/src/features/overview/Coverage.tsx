import { Card, List, Stack, Text, Title } from '@mantine/core'
import type { Location } from '#shared/api/extensions.ts'
import { useT } from '../../i18n/use-t.ts'
import type { DeviceFilter } from '../devices/device-model.ts'
import { LostOnRestart } from './LostOnRestart.tsx'
import { ShowDevicesLink } from './ShowDevicesLink.tsx'
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
  const t = useT()
  const { noAreaDevice, desksWithoutWorkstation, lostOnRestart } = coverage
  const lost = lostOnRestart.count
  const lostShow: Partial<DeviceFilter> =
    lostOnRestart.basis === 'stored' ? { state: 'memory' } : { state: 'unpaired', source: 'admin' }
  return (
    <Card withBorder padding="md" component="section" aria-label={t('overview.coverage.title')}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('overview.coverage.title')}
        </Title>
        {!listed && (
          <Text size="sm" c="dimmed">
            {t('overview.coverage.not-listed')}
          </Text>
        )}
        {listed && (
          <GapList
            title={t('overview.coverage.area.title')}
            why={t('overview.coverage.area.why')}
            none={t('overview.coverage.area.none')}
            gaps={noAreaDevice.map((gap) => ({
              key: gap.location.id,
              label:
                gap.inside === 0
                  ? gap.location.name
                  : t('overview.coverage.area.gap', {
                      name: gap.location.name,
                      inside: gap.inside,
                    }),
              show: { locationId: gap.location.id },
            }))}
          />
        )}
        {!listed ? null : desksWithoutWorkstation === null ? (
          <Text size="sm" c="dimmed">
            {t('overview.coverage.desks.unknown')}
          </Text>
        ) : (
          <GapList
            title={t('overview.coverage.desks.title')}
            why={t('overview.coverage.desks.why')}
            none={t('overview.coverage.desks.none')}
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
  const t = useT()
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {t('overview.coverage.heading', { title, count: gaps.length })}
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
              <ShowDevicesLink show={gap.show}>{gap.label}</ShowDevicesLink>
            </List.Item>
          ))}
          {gaps.length > SHOWN && (
            <List.Item>{t('overview.coverage.more', { count: gaps.length - SHOWN })}</List.Item>
          )}
        </List>
      )}
    </Stack>
  )
}
