import { Alert, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { locationPath } from '../devices/DeviceDetails.tsx'
import { useLocationTree } from '../locations/use-location-tree.ts'
import type { FoundSummary as Summary } from './use-found-devices.ts'

const count = (n: number) => (n === 1 ? '1 device' : `${n} devices`)

/**
 * What the last "Register" or "Register all" did, in one line; it takes the focus, since the button
 * pressed is gone or disabled once its rows are done. Devices kept unpaired make it a warning.
 */
export function FoundSummary({ summary }: { summary: Summary }) {
  const { tree } = useLocationTree()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [summary.id])
  const where = (locationId: string) => locationPath(locationId, tree)
  let title: string
  let warn: boolean
  if (summary.kind === 'paired') {
    title = `${summary.paired} paired to ${where(summary.locationId)}: the service keeps them.`
    warn = false
  } else {
    const { registered, paired, failed, locationId } = summary
    const unpaired = registered - paired
    const parts = [
      paired > 0 && locationId !== null
        ? `${paired} registered and paired to ${where(locationId)}`
        : null,
      unpaired > 0
        ? `${unpaired} registered, ${locationId === null ? 'kept unpaired' : 'NOT paired'}`
        : null,
      failed > 0 ? `${failed} not registered` : null,
    ].filter((part): part is string => part !== null)
    title = parts.join('; ') || 'Nothing was registered'
    warn = unpaired > 0 || failed > 0
  }
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={warn ? 'orange' : 'teal'}
      variant="light"
      role="status"
      data-testid="found-result"
    >
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {summary.kind === 'sent' && summary.failed > 0 && (
        <Text size="sm">{`${count(summary.failed)}: each says why below.`}</Text>
      )}
    </Alert>
  )
}
