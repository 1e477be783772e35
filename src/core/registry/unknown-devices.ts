import { coded } from '#shared/coded-text.ts'
import type { Device } from '#shared/api/devices.ts'
import { UserFacingError } from '#shared/errors.ts'

/**
 * A pairing the service refused as not found (all or nothing), said per device when some of the
 * serial ids are not the account's (any more): each as a field `serialIds[i]`, so the window can pair
 * the others or drop these from the selection. Any other failure is returned as it was.
 */
export async function explainUnknownDevices(
  error: unknown,
  serialIds: readonly string[],
  service: {
    /** The account's devices; null without the list (extension). */
    devices: () => Promise<{ devices: Device[] } | null>
    /** Whether the location exists; null when the service does not list its locations. */
    hasLocation: () => Promise<boolean | null>
  },
): Promise<unknown> {
  if (!(error instanceof UserFacingError) || error.code !== 'not_found') return error
  // An unknown location is the service's own reason, told as it said it.
  if ((await service.hasLocation().catch(() => null)) === false) return error
  const listed = await service.devices().catch(() => null)
  if (!listed) return error
  const known = new Set(listed.devices.map((device) => device.serialId))
  const unknown = serialIds.flatMap((serialId, index) => (known.has(serialId) ? [] : [index]))
  if (unknown.length === 0) return error
  const count = unknown.length
  const total = serialIds.length
  return new UserFacingError(
    'unknown_devices',
    coded('errors.import.pair-unknown-devices', { count, total }),
    unknown.map((index) => {
      const { id, values, message } = coded('errors.import.pair-device-unknown', {
        serialId: serialIds[index]!,
      })
      return { path: `serialIds[${index}]`, message, id, values }
    }),
  )
}
