import { useCallback } from 'react'
import { useNavigation } from '../../app/navigation.tsx'
import { useWorkspace } from '../../app/workspace-context.tsx'
import type { DeviceFilter } from './device-model.ts'
import { devicesViewKey, setDevicesFilter } from './devices-view.ts'

/**
 * Opens the devices table with these filters set (the others cleared), as if the person had chosen
 * them: for links from other screens, e.g. useShowDevices()({ locationId: 'berlin-f2', state:
 * 'unpaired' }). With no filter, the table shows as it was left.
 */
export function useShowDevices() {
  const { show } = useNavigation()
  const { profileId, accountId } = useWorkspace()
  return useCallback(
    (filter?: Partial<DeviceFilter>) => {
      if (filter) setDevicesFilter(devicesViewKey(profileId, accountId), filter)
      show('devices')
    },
    [show, profileId, accountId],
  )
}
