import { coded } from '#shared/coded-text.ts'
import type { IpcHandlers, IpcOutput } from '#shared/ipc/contract.ts'
import type { Detection } from '#shared/ipc/detect.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { asIpcError } from '../registry/change-context.ts'
import type { Detector } from './detect.ts'

/** Why the detected devices were not looked up in the account: the service's (or main's) error. */
export const notLookedUp = (error: IpcError) =>
  coded('detect.text.not-looked-up', { error: error.message })

type Base = Pick<IpcHandlers, 'listDevices' | 'listLocations'>
type DetectHandlers = Pick<IpcHandlers, 'detectDevices'>

/** The account's devices and location names, through the same calls as the devices screen. */
async function registryOf(
  base: Base,
  scope: { accountId?: string },
): Promise<
  { devices: IpcOutput<'listDevices'>; names: Map<string, string> } | { error: IpcError }
> {
  try {
    const [devices, locations] = await Promise.all([
      base.listDevices(scope),
      base.listLocations(scope).catch(() => null),
    ])
    const names = new Map(locations?.locations.map((location) => [location.id, location.name]))
    return { devices, names }
  } catch (error) {
    return { error: asIpcError(error) }
  }
}

/**
 * Detection on this machine, looked up in the account through the handlers the devices screen uses;
 * what it found is put in through putDevices, as every other way in does.
 */
export function createDetectHandlers(base: Base, detect: Detector): DetectHandlers {
  return {
    detectDevices: async ({ accountId, kinds }) => {
      const scope = accountId === undefined ? {} : { accountId }
      const [machine, registry] = await Promise.all([detect(kinds), registryOf(base, scope)])
      if ('error' in registry)
        return {
          ...machine,
          registry: { checked: false, ...notLookedUp(registry.error) },
        }
      const byId = new Map(registry.devices.devices.map((device) => [device.serialId, device]))
      const devices: Detection['devices'] = machine.devices.map((device) => {
        if (device.serialId === undefined) return device
        const known = byId.get(device.serialId)
        // A service that lists paired devices only cannot say that a device is not registered.
        if (known === undefined)
          return registry.devices.complete ? { ...device, registered: null } : device
        const locationName =
          known.locationId === null ? undefined : registry.names.get(known.locationId)
        return {
          ...device,
          registered: {
            name: known.name,
            info: known.info,
            locationId: known.locationId,
            ...(locationName === undefined ? {} : { locationName }),
          },
        }
      })
      return {
        ...machine,
        devices,
        registry: { checked: true, complete: registry.devices.complete },
      }
    },
  }
}
