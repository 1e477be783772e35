import { memo } from 'react'
import type { Device } from '../../../../shared/api/devices.ts'
import { typeLabel } from './device-model.ts'
import { CopySerialButton } from './CopySerialButton.tsx'
import classes from './device-row.module.css'

/** Room for two lines of text: names, types and locations wrap rather than lose their end. */
export const ROW_HEIGHT = 48

interface DeviceRowProps {
  device: Device
  location: string
  selected: boolean
  onToggle: (serialId: string) => void
  index: number
}

export const DeviceRow = memo(function DeviceRow({
  device,
  location,
  selected,
  onToggle,
  index,
}: DeviceRowProps) {
  const paired = device.locationId !== null
  const type = typeLabel(device.deviceType)
  return (
    <tr className={classes.row} aria-rowindex={index + 2} data-selected={selected || undefined}>
      <td className={classes.cell}>
        <input
          type="checkbox"
          className={classes.checkbox}
          aria-label={`Select ${device.serialId}`}
          checked={selected}
          onChange={() => onToggle(device.serialId)}
        />
      </td>
      <td className={classes.cell} title={type}>
        <span className={classes.clamp}>{type}</span>
      </td>
      <td className={classes.cell}>
        <span className={classes.serial}>
          <code className={classes.code} title={device.serialId}>
            {device.serialId}
          </code>
          <CopySerialButton serialId={device.serialId} />
        </span>
      </td>
      <td className={classes.cell} title={device.name}>
        <span className={classes.clamp}>{device.name}</span>
      </td>
      <td className={classes.cell} title={device.info}>
        <span className={classes.clamp}>{device.info}</span>
      </td>
      <td className={classes.cell} title={location}>
        {paired ? (
          <span className={classes.clamp}>{location}</span>
        ) : (
          <span className={classes.dimmed}>—</span>
        )}
      </td>
      <td className={classes.cell}>
        <span
          className={`${classes.badge} ${device.source === 'sensor' ? classes.sensor : classes.admin}`}
        >
          {device.source === 'sensor' ? 'Sensor' : 'Registered'}
        </span>
      </td>
      <td className={classes.cell}>
        <span className={`${classes.badge} ${paired ? classes.paired : classes.unpaired}`}>
          {paired ? 'Paired' : 'Unpaired'}
        </span>
      </td>
    </tr>
  )
})
