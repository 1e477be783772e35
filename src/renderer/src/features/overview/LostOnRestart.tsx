import { Stack, Text, Title } from '@mantine/core'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import type { DeviceFilter } from '../devices/device-model.ts'
import { ShowDevicesLink } from './ShowDevicesLink.tsx'

/**
 * The registered devices a restart of the service would lose now, and, after a loss, how many it
 * already lost (the lost-registrations notice names them): never "every device is saved" beside a
 * notice saying one was lost.
 */
export function LostOnRestart({
  count,
  show,
  stored,
}: {
  count: number
  show: Partial<DeviceFilter>
  stored: boolean
}) {
  const t = useT()
  const lost = useWorkspace().devices.data?.lost.devices.length ?? 0
  const title = t('overview.coverage.lost.title')
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {t('overview.coverage.heading', { title, count })}
      </Title>
      <Text size="xs" c="dimmed">
        {stored ? t('overview.coverage.lost.why-stored') : t('overview.coverage.lost.why-unpaired')}
      </Text>
      {lost > 0 && (
        <Text size="sm" c="orange" data-testid="overview-already-lost">
          {t('overview.coverage.lost.already', { count: lost })}
        </Text>
      )}
      {count === 0 ? (
        <Text size="sm">
          {t(lost > 0 ? 'overview.coverage.lost.none-left' : 'overview.coverage.lost.none')}
        </Text>
      ) : (
        <ShowDevicesLink show={show}>{t('overview.coverage.lost.show', { count })}</ShowDevicesLink>
      )}
    </Stack>
  )
}
