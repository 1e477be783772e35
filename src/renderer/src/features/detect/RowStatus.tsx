import { Badge } from '@mantine/core'
import type { DetectedDevice, RegisterAndPairResult } from '#shared/ipc/detect.ts'
import { useWorkspace } from '../../app/workspace-context.tsx'

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
      <Badge color="yellow" variant="light" title={`Registered as “${registered.name}”`}>
        Registered, unpaired
      </Badge>
    )
  const where =
    registered.locationName ??
    locations.data?.locations.find((location) => location.id === registered.locationId)?.name ??
    registered.locationId
  return (
    <Badge color="blue" variant="light" title={`Registered as “${registered.name}”`}>
      {`Paired to ${where}`}
    </Badge>
  )
}

/** What the service did with the device just now. */
export function Outcome({ result }: { result: RegisterAndPairResult }) {
  const { locations } = useWorkspace()
  if (result.registered === undefined)
    return (
      <Badge color="red" variant="light">
        Not registered
      </Badge>
    )
  const where =
    locations.data?.locations.find((location) => location.id === result.pairedTo)?.name ??
    result.pairedTo
  return (
    <>
      <Badge color={result.registered.created ? 'teal' : 'blue'} variant="light">
        {result.registered.created ? 'Created' : 'Updated'}
      </Badge>
      {where !== undefined && (
        <Badge color="teal" variant="outline">
          {`Paired to ${where}`}
        </Badge>
      )}
    </>
  )
}
