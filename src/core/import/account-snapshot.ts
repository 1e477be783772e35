import type { Device } from '#shared/api/devices.ts'
import type { Location } from '#shared/api/extensions.ts'

/** What the account holds now: the plan compares each row against it. */
export interface AccountSnapshot {
  devices: ReadonlyMap<string, Device>
  /** null: the service does not list locations, so a location is taken as an id, unchecked. */
  locations: readonly Location[] | null
  /** false: only paired devices could be listed (the service lacks GET /admin/devices). */
  complete: boolean
}
/** Per account ('' for the profile's default): its snapshot, or why it could not be read. */
export type Snapshots = ReadonlyMap<string, AccountSnapshot | { error: string }>

export const accountKey = (account: string | null, fallback: string | undefined) =>
  account ?? fallback ?? ''
