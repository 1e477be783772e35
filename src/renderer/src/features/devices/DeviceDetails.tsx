import { Table, Text } from '@mantine/core'
import type { Device } from '#shared/api/devices.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import { useT, type Translate } from '../../i18n/use-t.ts'
import type { LocationTree } from '../locations/location-tree.ts'
import { typeLabel } from './type-label.ts'
import { SerialIdText } from './SerialIdText.tsx'

/** Where a location is: its site and floor, then itself. */
export function locationPath(locationId: string, tree: LocationTree): string {
  const location = tree.byId.get(locationId)
  if (!location) return locationId
  return [...tree.ancestors(locationId), location].map((l) => l.name).join(' › ')
}

function storedText(device: Device, t: Translate): string {
  if (device.stored === true) return t('devices.details.storedYes')
  if (device.stored === false) return t('devices.details.storedNo')
  return device.locationId ? t('devices.details.storedPaired') : t('devices.details.storedUnknown')
}

/** Every field of a device, the serial id exactly as stored (with copy), control characters escaped. */
export function DeviceDetails({ device, tree }: { device: Device; tree: LocationTree }) {
  const t = useT()
  const rows: [string, React.ReactNode][] = [
    [t('devices.column.serialId'), <SerialIdText key="serial" serialId={device.serialId} />],
    // In words only: the number the service stores is no name a person reads.
    [t('devices.column.type'), typeLabel(device.deviceType, t)],
    [
      t('devices.column.name'),
      device.name ? <VisibleText key="name" text={device.name} /> : t('devices.noName'),
    ],
    [
      t('devices.column.info'),
      device.info ? <VisibleText key="info" text={device.info} /> : t('devices.details.none'),
    ],
    [
      t('devices.column.source'),
      device.source === 'sensor' ? t('devices.details.sensor') : t('devices.details.admin'),
    ],
    [
      t('devices.column.location'),
      device.locationId ? (
        <VisibleText
          key="location"
          text={t('devices.details.location', {
            path: locationPath(device.locationId, tree),
            id: device.locationId,
          })}
        />
      ) : (
        <Text key="none" span size="sm" c="dimmed">
          {t('devices.details.notPaired')}
        </Text>
      ),
    ],
    [t('devices.details.saved'), storedText(device, t)],
  ]
  return (
    <Table
      variant="vertical"
      layout="fixed"
      withTableBorder
      aria-label={t('devices.details.label')}
    >
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
