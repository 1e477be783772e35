import type { Device } from '#shared/api/devices.ts'
import { ipcErrorOf, UserFacingError } from '#shared/errors.ts'
import type { DeviceState, EntryPoint } from '#shared/ipc/registry.ts'
import type { ErrorCode } from '#shared/error-codes.ts'
import type { IpcError } from '#shared/ipc/result.ts'
import type { Actor, Journal, JournalScope } from '../journal/journal.ts'
import type { AccountOps } from './account-ops.ts'

/** Everything a use case needs for one change: the account's service, its journal, who and from where. */
export interface ChangeContext {
  ops: AccountOps
  journal: Journal
  scope: JournalScope
  who: Actor
  via: EntryPoint
}

export const stateOf = (device: Device): DeviceState => ({
  deviceType: device.deviceType,
  name: device.name,
  info: device.info,
  locationId: device.locationId,
})

/**
 * A failure as data for one device's result. Only errors written for people travel; anything else is a
 * fault of the app, thrown on so the dispatcher logs it and says so.
 */
export function asIpcError(error: unknown): IpcError {
  if (!(error instanceof UserFacingError)) throw error
  return ipcErrorOf(error)
}

/** The device's name for a sentence: its name, else its serial id. */
export const label = (device: { name?: string | undefined; serialId: string }) =>
  device.name?.trim() ? `"${device.name}"` : device.serialId

/** Failures after which the service may have made the change all the same: left pending, to be checked. */
const MAY_HAVE_LANDED = new Set<ErrorCode>([
  'timeout',
  'transport',
  'response_incomplete',
  'service_error',
  'bad_response',
])
export const uncertain = (error: IpcError | undefined | null) =>
  error != null && MAY_HAVE_LANDED.has(error.code)
