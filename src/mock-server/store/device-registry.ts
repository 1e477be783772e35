import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { Device, DeviceType } from '#shared/api/index.ts'
import { GroupCommit } from './group-commit.ts'
import { StringPool } from './string-pool.ts'

export interface DeviceFields {
  serialId: string
  deviceType: DeviceType
  name: string
  info: string
}

/**
 * Devices registered and never paired live in memory only; this bounds them per account, so a client
 * registering in a loop meets a 409 instead of growing the process until it dies.
 */
export const DEFAULT_MAX_UNPAIRED_PER_ACCOUNT = 10_000

/**
 * Every device, per account, in memory for fast reads; the database is written through for stored
 * devices. A device is stored once paired and stays stored (unpair clears its location only). Device
 * objects are never changed, only replaced, so a list taken earlier stays as it was.
 */
export class DeviceRegistry {
  private readonly byAccount = new Map<string, Map<string, Device>>()
  /** Per account: the serial ids of devices in memory only (registered, never paired). */
  private readonly unstored = new Map<string, Set<string>>()
  private readonly strings = new StringPool()
  private readonly snapshots = new Map<string, readonly Device[]>()
  private snapshotsVersion = -1
  private readonly updateFields: StatementSync
  private readonly storeWithLocation: StatementSync
  private readonly clearLocation: StatementSync
  private readonly storeReported: StatementSync
  private readonly markReported: StatementSync
  private readonly commits: GroupCommit
  /** Changes with every change of any device: lets serialized lists be cached safely. */
  version = 0

  constructor(db: DatabaseSync) {
    this.commits = new GroupCommit(db)
    this.updateFields = db.prepare(
      'UPDATE devices SET device_type = ?, name = ?, info = ? WHERE account_id = ? AND serial_id = ?',
    )
    this.storeWithLocation = db.prepare(
      `INSERT INTO devices (account_id, serial_id, device_type, name, info, location_id, source, last_reported_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, serial_id) DO UPDATE SET location_id = excluded.location_id`,
    )
    this.storeReported = db.prepare(
      `INSERT INTO devices (account_id, serial_id, device_type, name, info, location_id, source, last_reported_at)
       VALUES (?, ?, ?, ?, ?, NULL, 'sensor', ?)`,
    )
    this.markReported = db.prepare(
      'UPDATE devices SET last_reported_at = ? WHERE account_id = ? AND serial_id = ?',
    )
    this.clearLocation = db.prepare(
      'UPDATE devices SET location_id = NULL WHERE account_id = ? AND serial_id = ?',
    )
    const select = db.prepare(
      'SELECT account_id, serial_id, device_type, name, info, location_id, source, last_reported_at FROM devices ORDER BY rowid',
    )
    // Row by row, as arrays: 100,000 devices load without an array of 100,000 row objects first.
    select.setReturnArrays(true)
    for (const row of select.iterate() as Iterable<unknown[]>) {
      const [accountId, serialId, deviceType, name, info, locationId, source, reportedAt] = row
      this.entries(String(accountId)).set(String(serialId), {
        serialId: String(serialId),
        deviceType: Number(deviceType),
        name: this.strings.intern(String(name)),
        info: this.strings.intern(String(info)),
        locationId: locationId === null ? null : this.strings.intern(String(locationId)),
        source: source === 'admin' ? 'admin' : 'sensor',
        stored: true,
        lastReportedAt: reportedAt === null ? null : String(reportedAt),
      })
    }
  }

  /** The account's devices; the same array until a device changes (never change it). */
  list(accountId: string): readonly Device[] {
    return this.snapshot(`${accountId}\nall`, () => this.collect(accountId, () => true))
  }

  /** Devices paired to any of the locations, or to any location at all when none are named. */
  listPaired(accountId: string, locationIds?: ReadonlySet<string>): readonly Device[] {
    const paired = () =>
      this.collect(
        accountId,
        (device) =>
          device.locationId !== null && (!locationIds || locationIds.has(device.locationId)),
      )
    return locationIds ? paired() : this.snapshot(`${accountId}\npaired`, paired)
  }

  /** The devices that pass, in one array allocated once (growing one leaves 100,000-slot garbage). */
  private collect(accountId: string, passes: (device: Device) => boolean): Device[] {
    const entries = this.entries(accountId)
    const devices = new Array<Device>(entries.size)
    let count = 0
    for (const device of entries.values()) if (passes(device)) devices[count++] = device
    devices.length = count
    return devices
  }

  /**
   * Whole lists, kept until the next change: with 100,000 devices each is an 800 KB array that
   * outlives a streamed answer, and building one per request fills the old generation with garbage.
   */
  private snapshot(key: string, build: () => Device[]): readonly Device[] {
    if (this.snapshotsVersion !== this.version) {
      this.snapshots.clear()
      this.snapshotsVersion = this.version
    }
    let devices = this.snapshots.get(key)
    if (!devices) {
      devices = build()
      this.snapshots.set(key, devices)
    }
    return devices
  }

  has(accountId: string, serialId: string): boolean {
    return this.entries(accountId).has(serialId)
  }

  /** Devices of the account registered and never paired, which live in memory only. */
  unstoredCount(accountId: string): number {
    return this.unstored.get(accountId)?.size ?? 0
  }

  /**
   * Creates (in memory, unpaired) or updates the fields. A stored device is updated in the database,
   * committed before this resolves; an unstored one only in memory.
   */
  async upsert(
    accountId: string,
    fields: DeviceFields,
  ): Promise<{ created: boolean; device: Device }> {
    const entries = this.entries(accountId)
    const { serialId, deviceType } = fields
    const name = this.strings.intern(fields.name)
    const info = this.strings.intern(fields.info)
    const existing = entries.get(serialId)
    if (!existing) {
      const device: Device = {
        serialId,
        deviceType,
        name,
        info,
        locationId: null,
        source: 'admin',
        stored: false,
        lastReportedAt: null,
      }
      entries.set(serialId, device)
      this.unstoredOf(accountId).add(serialId)
      this.version += 1
      return { created: true, device }
    }
    // The answer is the device as this update left it, not as a later one in the same commit did; the
    // fields are laid over the device as it is when the update applies (a pair may have moved it).
    let device = existing
    const update = () => {
      device = { ...(entries.get(serialId) ?? existing), deviceType, name, info }
      entries.set(serialId, device)
      this.version += 1
    }
    if (this.unstoredOf(accountId).has(serialId)) update()
    else {
      await this.commits.run(
        () => this.updateFields.run(deviceType, name, info, accountId, serialId),
        update,
      )
    }
    return { created: false, device }
  }

  /** Pairs every listed device (all known: the caller checked); resolves once committed. */
  pair(accountId: string, locationId: string, serialIds: readonly string[]): Promise<void> {
    const entries = this.entries(accountId)
    const current = (serialId: string) => {
      const device = entries.get(serialId)
      if (!device) throw new Error('pair: unknown serial id reached the registry')
      return device
    }
    serialIds.forEach(current)
    const location = this.strings.intern(locationId)
    // Fields are read at commit time, so an update queued meanwhile is not overwritten.
    const write = () => {
      for (const serialId of serialIds) {
        const { deviceType, name, info, source, lastReportedAt } = current(serialId)
        this.storeWithLocation.run(
          accountId,
          serialId,
          deviceType,
          name,
          info,
          location,
          source,
          lastReportedAt ?? null,
        )
      }
    }
    const apply = () => {
      const unstored = this.unstoredOf(accountId)
      for (const serialId of serialIds) {
        unstored.delete(serialId)
        entries.set(serialId, { ...current(serialId), locationId: location, stored: true })
      }
      this.version += 1
    }
    return this.commits.run(write, apply)
  }

  /**
   * A sensor's report, committed before this resolves: a known device gets lastReportedAt (its fields
   * and pairing stay), an unknown one is created as the seed's are (source sensor, stored, unpaired).
   * Each serial id counts once; all fields were checked by the caller.
   */
  async report(
    accountId: string,
    reported: readonly DeviceFields[],
    at: string,
  ): Promise<{ reported: number; created: number }> {
    const entries = this.entries(accountId)
    const unique = new Map(reported.map((fields) => [fields.serialId, fields]))
    let created = 0
    // Read at commit time, as pair does: a registration queued meanwhile is seen.
    const write = () => {
      for (const fields of unique.values()) {
        const device = entries.get(fields.serialId)
        if (!device) {
          const { serialId, deviceType, name, info } = fields
          this.storeReported.run(accountId, serialId, deviceType, name, info, at)
        } else if (device.stored) this.markReported.run(at, accountId, fields.serialId)
      }
    }
    const apply = () => {
      for (const fields of unique.values()) {
        const device = entries.get(fields.serialId)
        if (device) {
          entries.set(fields.serialId, { ...device, lastReportedAt: at })
          continue
        }
        created += 1
        entries.set(fields.serialId, {
          serialId: fields.serialId,
          deviceType: fields.deviceType,
          name: this.strings.intern(fields.name),
          info: this.strings.intern(fields.info),
          locationId: null,
          source: 'sensor',
          stored: true,
          lastReportedAt: at,
        })
      }
      this.version += 1
    }
    await this.commits.run(write, apply)
    return { reported: unique.size, created }
  }

  /** Commits anything still queued (before the database closes). */
  flush(): void {
    this.commits.flush()
  }

  /** Detaches a device from its location; it stays stored. False when it was not paired. */
  unpair(accountId: string, serialId: string): boolean {
    const entries = this.entries(accountId)
    const device = entries.get(serialId)
    if (!device || device.locationId === null) return false
    this.clearLocation.run(accountId, serialId)
    entries.set(serialId, { ...device, locationId: null })
    this.version += 1
    return true
  }

  private unstoredOf(accountId: string): Set<string> {
    let unstored = this.unstored.get(accountId)
    if (!unstored) {
      unstored = new Set()
      this.unstored.set(accountId, unstored)
    }
    return unstored
  }

  private entries(accountId: string): Map<string, Device> {
    let entries = this.byAccount.get(accountId)
    if (!entries) {
      entries = new Map()
      this.byAccount.set(accountId, entries)
    }
    return entries
  }
}
