import { createHash } from 'node:crypto'
import { errorClass } from '#shared/error-codes.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { AdminClient } from '../admin-client/client.ts'
import type { Credentials } from '../admin-client/http.ts'
import { listAccountDevices } from '../registry/account-ops.ts'
import type { AccountSnapshot, Snapshots } from './plan.ts'

async function snapshotOf(
  client: AdminClient,
  credentials: Credentials,
  accountId: string | undefined,
): Promise<AccountSnapshot> {
  const [devices, locations] = await Promise.all([
    listAccountDevices({ client, credentials }, accountId),
    client.listLocations(credentials, accountId),
  ])
  return {
    devices: new Map(devices.devices.map((device) => [device.serialId, device])),
    locations: locations?.locations ?? null,
    complete: devices.complete,
  }
}

/** What each account the rows name holds now ('' is the profile's default account). */
export async function loadSnapshots(
  client: AdminClient,
  credentials: Credentials,
  keys: ReadonlySet<string>,
): Promise<Snapshots> {
  const entries = await Promise.all(
    [...keys].map(async (key): Promise<[string, AccountSnapshot | { error: string }]> => {
      try {
        return [key, await snapshotOf(client, credentials, key || undefined)]
      } catch (error) {
        // About this account (its reach, its existence); anything else is the whole service's.
        if (
          !(error instanceof UserFacingError) ||
          !['item', 'scope'].includes(errorClass(error.code))
        )
          throw error
        const what = key === '' ? 'The account' : `Account "${key}"`
        return [key, { error: `${what}: ${error.message}` }]
      }
    }),
  )
  return new Map(entries)
}

/** What the snapshots hold, as a digest: equal digests mean a file plans the same on either. */
export function snapshotsDigest(snapshots: Snapshots): string {
  const hash = createHash('sha256')
  for (const key of [...snapshots.keys()].sort()) {
    const snapshot = snapshots.get(key)
    hash.update(JSON.stringify(key))
    if (!snapshot || 'error' in snapshot) {
      hash.update(JSON.stringify({ error: snapshot?.error }))
      continue
    }
    hash.update(JSON.stringify([snapshot.complete, snapshot.locations]))
    // Device by device: a 100,000-device account is never one string.
    for (const device of snapshot.devices.values()) hash.update(JSON.stringify(device))
  }
  return hash.digest('hex')
}
