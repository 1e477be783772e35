import { concernsOneItem } from '#shared/error-codes.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { IpcHandlers, IpcOutput } from '#shared/ipc/contract.ts'
import type { Detection, RegisterAndPairResult } from '#shared/ipc/detect.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import { LIMITS } from '#shared/api/limits.ts'
import type { Detector } from './detect.ts'

type Base = Pick<IpcHandlers, 'listDevices' | 'listLocations' | 'registerDevice' | 'pairDevices'>
type DetectHandlers = Pick<IpcHandlers, 'detectDevices' | 'registerAndPair'>

function asIpcError(error: unknown): IpcError {
  if (!(error instanceof UserFacingError)) throw error
  return {
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  }
}

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
 * Detection on this machine and registering what it found, over the handlers the app already has: the
 * account is read with listDevices, devices are registered with registerDevice and paired with pairDevices,
 * so the GUI, the command line and the web harness take the same path to the service.
 */
export function createDetectHandlers(base: Base, detect: Detector): DetectHandlers {
  return {
    detectDevices: async ({ accountId, kinds }) => {
      const scope = accountId === undefined ? {} : { accountId }
      const [machine, registry] = await Promise.all([detect(kinds), registryOf(base, scope)])
      if ('error' in registry)
        return {
          ...machine,
          registry: {
            checked: false,
            message: `Not looked up in the account: ${registry.error.message}`,
          },
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

    registerAndPair: async ({ accountId, locationId, devices }) => {
      const scope = accountId === undefined ? {} : { accountId }
      const results: RegisterAndPairResult[] = []
      let stopped: IpcError | undefined
      for (const device of devices) {
        if (stopped) {
          results.push({
            serialId: device.serialId,
            error: { code: 'not_sent', message: `Not sent: ${stopped.message}` },
          })
          continue
        }
        try {
          const answer = await base.registerDevice({ ...scope, ...device })
          results.push({
            serialId: device.serialId,
            registered: { created: answer.created, message: answer.message },
          })
        } catch (error) {
          const failure = asIpcError(error)
          results.push({ serialId: device.serialId, error: failure })
          // An error about this device only; any other (signed out, forbidden, service down) stops the rest.
          if (!concernsOneItem(failure.code)) stopped = failure
        }
      }
      if (locationId !== undefined) await pairRegistered(base, scope, locationId, results)
      return { results }
    },
  }
}

/** Pairs the registered devices to the location, in as few requests as the service allows (all or none each). */
async function pairRegistered(
  base: Base,
  scope: { accountId?: string },
  locationId: string,
  results: RegisterAndPairResult[],
): Promise<void> {
  const registered = results.filter((result) => result.registered !== undefined)
  for (let start = 0; start < registered.length; start += LIMITS.serialIdsPerPair) {
    const batch = registered.slice(start, start + LIMITS.serialIdsPerPair)
    let answer: IpcOutput<'pairDevices'> | undefined
    let failure: IpcError | undefined
    try {
      answer = await base.pairDevices({
        ...scope,
        locationId,
        serialIds: batch.map((result) => result.serialId),
      })
    } catch (error) {
      failure = asIpcError(error)
    }
    for (const result of batch) {
      if (answer?.paired.includes(result.serialId)) result.pairedTo = locationId
      else
        result.pairError = failure ?? {
          code: 'not_paired',
          message: 'The service did not pair this device.',
        }
    }
  }
}
