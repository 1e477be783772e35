import { Badge } from '@mantine/core'
import type { DetectedDevice } from '#shared/ipc/detect.ts'
import type { PutResult } from '#shared/ipc/registry.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { useT } from '../../i18n/use-t.ts'
import { visible } from '#shared/text/visible.ts'
import { putError } from './put-words.ts'

/** Whether the device is registered in the account, and where it is paired. */
export function Registered({ device }: { device: DetectedDevice }) {
  const t = useT()
  const { locations } = useWorkspace()
  const { registered } = device
  if (registered === undefined) return null
  if (registered === null)
    return (
      <Badge color="gray" variant="light">
        {t('detect.status.not-registered')}
      </Badge>
    )
  if (registered.locationId === null)
    return (
      <Badge
        color="yellow"
        variant="light"
        title={t('detect.status.registered-as', { name: visible(registered.name) })}
      >
        {t('detect.status.unpaired')}
      </Badge>
    )
  const where =
    registered.locationName ??
    locations.data?.locations.find((location) => location.id === registered.locationId)?.name ??
    registered.locationId
  return (
    <Badge
      color="blue"
      variant="light"
      title={t('detect.status.registered-as', { name: visible(registered.name) })}
    >
      {t('detect.status.paired-to', { where })}
    </Badge>
  )
}

/** What the service did with the device just now; not saved by the service is a warning. */
export function Outcome({ result }: { result: PutResult }) {
  const t = useT()
  const { locations } = useWorkspace()
  if (result.error)
    return (
      <Badge color="red" variant="light" title={putError(t, result)?.text}>
        {t('detect.status.not-registered')}
      </Badge>
    )
  const where =
    locations.data?.locations.find((location) => location.id === result.locationId)?.name ??
    result.locationId
  const registered =
    result.outcome === 'created'
      ? t('detect.status.created')
      : result.outcome === 'updated'
        ? t('detect.status.updated')
        : t('detect.status.registered')
  return (
    <>
      <Badge color={result.outcome === 'created' ? 'teal' : 'blue'} variant="light">
        {registered}
      </Badge>
      {where !== null ? (
        <Badge color="teal" variant="light">
          {t('detect.status.paired-to', { where })}
        </Badge>
      ) : (
        <Badge color="orange" variant="light" title={result.pairError?.message}>
          {result.pairing === 'failed'
            ? t('detect.status.pair-failed')
            : t('detect.status.kept-unpaired')}
        </Badge>
      )}
    </>
  )
}
