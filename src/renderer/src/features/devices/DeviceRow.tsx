import { memo } from 'react'
import type { Device } from '#shared/api/devices.ts'
import { visible } from '#shared/text/visible.ts'
import { VisibleText } from '../../app/VisibleText.tsx'
import type { Translate } from '../../i18n/use-t.ts'
import type { Columns } from './columns.ts'
import { typeLabel } from './type-label.ts'
import { CopySerialButton } from './CopySerialButton.tsx'
import badge from '../../app/badge.module.css'
import classes from './device-row.module.css'
import { StateBadge } from './StateBadge.tsx'
import { EndKeepingName } from '../locations/EndKeepingName.tsx'

/** Room for two lines of text: names, types and locations wrap rather than lose their end. */
export const ROW_HEIGHT = 48

interface DeviceRowProps {
  device: Device
  location: string
  selected: boolean
  onToggle: (serialId: string) => void
  /** Opens the device's details (a click on the row, or Enter on its name). */
  onOpen: (serialId: string) => void
  columns: Columns
  index: number
  /** The window's messages, taken once by the table for all its rows. */
  t: Translate
}

export const DeviceRow = memo(function DeviceRow(props: DeviceRowProps) {
  const { device, location, selected, onToggle, onOpen, columns, index, t } = props
  const paired = device.locationId !== null
  const type = typeLabel(device.deviceType, t)
  return (
    <tr
      className={classes.row}
      aria-rowindex={index + 2}
      data-selected={selected || undefined}
      onClick={(event) => {
        // The checkbox, the name and the copy button do their own thing.
        if (!(event.target as HTMLElement).closest('button, input, code')) onOpen(device.serialId)
      }}
    >
      <td className={classes.cell}>
        <input
          type="checkbox"
          className={classes.checkbox}
          aria-label={t('devices.row.select', { serialId: visible(device.serialId) })}
          checked={selected}
          onChange={() => onToggle(device.serialId)}
        />
      </td>
      {columns.type && (
        <td className={classes.cell} title={type}>
          <span className={classes.clamp}>{type}</span>
        </td>
      )}
      <td className={classes.cell}>
        <span className={classes.serial}>
          <code className={classes.code} title={visible(device.serialId)}>
            <VisibleText text={device.serialId} />
          </code>
          <CopySerialButton serialId={device.serialId} t={t} />
        </span>
      </td>
      <td className={classes.cell} title={visible(device.name)}>
        {/* Named by what it shows (the name, and the type under it where the type column is gone). */}
        <button type="button" className={classes.open} onClick={() => onOpen(device.serialId)}>
          {/* The space outside the hidden words: a name is read with each element's text trimmed. */}
          <span className={classes.hidden}>{t('devices.row.detailsOf')}</span>{' '}
          {columns.type ? (
            <span className={classes.clamp}>
              {device.name ? <VisibleText text={device.name} /> : <NoName device={device} t={t} />}
            </span>
          ) : (
            <span className={classes.line}>
              {device.name ? (
                <EndKeepingName name={device.name} />
              ) : (
                <NoName device={device} t={t} />
              )}
            </span>
          )}
          {!columns.type && <span className={classes.sub}>{type}</span>}
        </button>
      </td>
      {columns.info && (
        <td className={classes.cell} title={visible(device.info)}>
          <span className={classes.clamp}>
            <VisibleText text={device.info} />
          </span>
        </td>
      )}
      <td className={classes.cell} title={visible(location)}>
        {paired ? (
          <span className={classes.clamp}>
            <VisibleText text={location} />
          </span>
        ) : (
          <span className={classes.dimmed}>—</span>
        )}
      </td>
      {columns.source && (
        <td className={classes.cell}>
          <span
            className={`${badge.badge} ${device.source === 'sensor' ? badge.gray : badge.indigo}`}
          >
            {device.source === 'sensor' ? t('devices.source.sensor') : t('devices.source.admin')}
          </span>
        </td>
      )}
      <td className={classes.cell}>
        <StateBadge device={device} t={t} />
      </td>
    </tr>
  )
})

/** A device without a name: said so, and its serial id for screen readers (the row's name). */
function NoName({ device, t }: { device: Device; t: Translate }) {
  return (
    <>
      {t('devices.noName')}{' '}
      <span className={classes.hidden}>
        <VisibleText text={device.serialId} />
      </span>
    </>
  )
}
