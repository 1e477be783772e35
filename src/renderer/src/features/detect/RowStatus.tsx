import { Badge } from '@mantine/core'
import type { DetectedDevice } from '#shared/ipc/detect.ts'
import type { PutResult } from '#shared/ipc/registry.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'
import { visible } from '#shared/text/visible.ts'

/** Whether the device is registered in the account, and where it is paired. */
export function Registered({ device }: { device: DetectedDevice }) {
  const { locations } = useWorkspace()
  const { registered } = device
  if (registered === undefined) return null
  if (registered === null)
    return (
      <Badge color="gray" variant="light">
        Not registered
      </Badge>
    )
  if (registered.locationId === null)
    return (
      <Badge color="yellow" variant="light" title={`Registered as “${visible(registered.name)}”`}>
        Registered, unpaired
      </Badge>
    )
  const where =
    registered.locationName ??
    locations.data?.locations.find((location) => location.id === registered.locationId)?.name ??
    registered.locationId
  return (
    <Badge color="blue" variant="light" title={`Registered as “${visible(registered.name)}”`}>
      {`Paired to ${where}`}
    </Badge>
  )
}

/** What the service did with the device just now; not saved by the service is a warning. */
export function Outcome({ result }: { result: PutResult }) {
  const { locations } = useWorkspace()
  if (result.error)
    return (
      <Badge color="red" variant="light" title={result.error.message}>
        Not registered
      </Badge>
    )
  const where =
    locations.data?.locations.find((location) => location.id === result.locationId)?.name ??
    result.locationId
  const registered =
    result.outcome === 'created'
      ? 'Created'
      : result.outcome === 'updated'
        ? 'Updated'
        : 'Registered'
  return (
    <>
      <Badge color={result.outcome === 'created' ? 'teal' : 'blue'} variant="light">
        {registered}
      </Badge>
      {where !== null ? (
        <Badge color="teal" variant="outline">
          {`Paired to ${where}`}
        </Badge>
      ) : (
        <Badge color="orange" variant="light" title={result.pairError?.message}>
          {result.pairing === 'failed' ? 'NOT paired' : 'Kept unpaired'}
        </Badge>
      )}
    </>
  )
}
