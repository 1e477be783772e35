import { Table, Text } from '@mantine/core'
import type { Device } from '#shared/api/devices.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import type { LocationTree } from '../locations/location-tree.ts'
import { typeLabel } from './device-model.ts'
import { SerialIdText } from './SerialIdText.tsx'

/** Where a location is: its site and floor, then itself. */
export function locationPath(locationId: string, tree: LocationTree): string {
  const location = tree.byId.get(locationId)
  if (!location) return locationId
  return [...tree.ancestors(locationId), location].map((l) => l.name).join(' › ')
}

function storedText(device: Device): string {
  if (device.stored === true) return 'Yes, in the service’s database'
  if (device.stored === false) return 'No: in the service’s memory only, until it is paired'
  return device.locationId ? 'Yes (paired devices are)' : 'The service does not say'
}

/** Every field of a device, the serial id exactly as stored (with copy), control characters escaped. */
export function DeviceDetails({ device, tree }: { device: Device; tree: LocationTree }) {
  const rows: [string, React.ReactNode][] = [
    ['Serial id', <SerialIdText key="serial" serialId={device.serialId} />],
    ['Type', `${typeLabel(device.deviceType)} (${device.deviceType})`],
    ['Name', device.name ? <VisibleText key="name" text={device.name} /> : '(no name)'],
    ['Info', device.info ? <VisibleText key="info" text={device.info} /> : '(none)'],
    [
      'Source',
      device.source === 'sensor' ? 'Reported by a sensor' : 'Registered through the admin service',
    ],
    [
      'Location',
      device.locationId ? (
        <VisibleText
          key="location"
          text={`${locationPath(device.locationId, tree)} (${device.locationId})`}
        />
      ) : (
        <Text key="none" span size="sm" c="dimmed">
          Not paired
        </Text>
      ),
    ],
    ['Saved', storedText(device)],
  ]
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Device details">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={110}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
