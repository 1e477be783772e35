import { Anchor } from '@mantine/core'
import type { ReactNode } from 'react'
import type { DeviceFilter } from '../devices/device-model.ts'
import { useShowDevices } from '../devices/show-devices.ts'

/** A count or gap of the overview as a link: it opens the devices table filtered to what it counts. */
export function ShowDevicesLink({
  show,
  children,
}: {
  show: Partial<DeviceFilter>
  children: ReactNode
}) {
  const showDevices = useShowDevices()
  return (
    <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => showDevices(show)}>
      {children}
    </Anchor>
  )
}
