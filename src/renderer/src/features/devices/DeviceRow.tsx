import { Badge, Checkbox, Table, Text } from '@mantine/core'
import { memo } from 'react'
import type { Device } from '../../../../shared/api/devices.ts'
import { typeLabel } from './device-model.ts'
import { SerialIdText } from './SerialIdText.tsx'

export const ROW_HEIGHT = 44

interface DeviceRowProps {
  device: Device
  location: string
  selected: boolean
  onToggle: (serialId: string) => void
  index: number
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const

export const DeviceRow = memo(function DeviceRow({
  device,
  location,
  selected,
  onToggle,
  index,
}: DeviceRowProps) {
  const paired = device.locationId !== null
  return (
    <Table.Tr
      h={ROW_HEIGHT}
      aria-rowindex={index + 2}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Select ${device.serialId}`}
          checked={selected}
          onChange={() => onToggle(device.serialId)}
        />
      </Table.Td>
      <Table.Td style={ellipsis}>{typeLabel(device.deviceType)}</Table.Td>
      <Table.Td>
        <SerialIdText serialId={device.serialId} />
      </Table.Td>
      <Table.Td style={ellipsis} title={device.name}>
        {device.name}
      </Table.Td>
      <Table.Td style={ellipsis} title={device.info}>
        {device.info}
      </Table.Td>
      <Table.Td style={ellipsis} title={location}>
        {paired ? (
          location
        ) : (
          <Text span c="dimmed" fz="sm">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={device.source === 'sensor' ? 'gray' : 'indigo'}>
          {device.source === 'sensor' ? 'Sensor' : 'Registered'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Badge variant={paired ? 'filled' : 'outline'} color={paired ? 'teal' : 'orange'}>
          {paired ? 'Paired' : 'Unpaired'}
        </Badge>
      </Table.Td>
    </Table.Tr>
  )
})
