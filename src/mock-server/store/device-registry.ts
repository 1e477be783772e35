import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { Device, DeviceSource, DeviceType } from '../../shared/api/index.ts'
import { GroupCommit } from './group-commit.ts'

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

interface DeviceEntry {
  device: Device
  /** In the database; false: registered but never paired, so it lives in memory only. */
  stored: boolean
}

/**
 * Every device, per account, in memory for fast reads; the database is written through for stored
 * devices. A device is stored once paired and stays stored (unpair clears its location only).
 */
export class DeviceRegistry {
  private readonly byAccount = new Map<string, Map<string, DeviceEntry>>()
  /** Per account: how many of its devices are in memory only (registered, never paired). */
  private readonly unstoredCounts = new Map<string, number>()
  private readonly updateFields: StatementSync
  private readonly storeWithLocation: StatementSync
  private readonly clearLocation: StatementSync
  private readonly commits: GroupCommit
  /** Changes with every change of any device: lets serialized lists be cached safely. */
  version = 0

  constructor(db: DatabaseSync) {
    this.commits = new GroupCommit(db)
    this.updateFields = db.prepare(
      'UPDATE devices SET device_type = ?, name = ?, info = ? WHERE account_id = ? AND serial_id = ?',
    )
    this.storeWithLocation = db.prepare(
      `INSERT INTO devices (account_id, serial_id, device_type, name, info, location_id, source)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, serial_id) DO UPDATE SET location_id = excluded.location_id`,
    )
    this.clearLocation = db.prepare(
      'UPDATE devices SET location_id = NULL WHERE account_id = ? AND serial_id = ?',
    )
    const rows = db
      .prepare(
        'SELECT account_id, serial_id, device_type, name, info, location_id, source FROM devices ORDER BY rowid',
      )
      .all()
    for (const row of rows) {
      this.entries(String(row.account_id)).set(String(row.serial_id), {
        stored: true,
        device: {
          serialId: String(row.serial_id),
          deviceType: Number(row.device_type),
          name: String(row.name),
          info: String(row.info),
          locationId: row.location_id === null ? null : String(row.location_id),
          source: row.source as DeviceSource,
        },
      })
    }
  }

  list(accountId: string): Device[] {
    return [...this.entries(accountId).values()].map(({ device, stored }) => ({
      ...device,
      stored,
    }))
  }

  /** Devices paired to any of the locations, or to any location at all when none are named. */
  listPaired(accountId: string, locationIds?: ReadonlySet<string>): Device[] {
    const devices: Device[] = []
    for (const { device } of this.entries(accountId).values()) {
      if (device.locationId === null) continue
      if (locationIds && !locationIds.has(device.locationId)) continue
      devices.push({ ...device, stored: true })
    }
    return devices
  }

  has(accountId: string, serialId: string): boolean {
    return this.entries(accountId).has(serialId)
  }

  /** Devices of the account registered and never paired, which live in memory only. */
  unstoredCount(accountId: string): number {
    return this.unstoredCounts.get(accountId) ?? 0
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
    const existing = entries.get(fields.serialId)
    if (!existing) {
      const device: Device = { ...fields, locationId: null, source: 'admin' }
      entries.set(fields.serialId, { device, stored: false })
      this.unstoredCounts.set(accountId, this.unstoredCount(accountId) + 1)
      this.version += 1
      return { created: true, device: { ...device, stored: false } }
    }
    // The answer is the device as this update left it, not as a later one in the same commit did.
    let device = existing.device
    const update = () => {
      device = existing.device = { ...existing.device, ...fields }
      this.version += 1
    }
    if (!existing.stored) update()
    else {
      const { deviceType, name, info, serialId } = fields
      await this.commits.run(
        () => this.updateFields.run(deviceType, name, info, accountId, serialId),
        update,
      )
    }
    return { created: false, device: { ...device, stored: existing.stored } }
  }

  /** Pairs every listed device (all known: the caller checked); resolves once committed. */
  pair(accountId: string, locationId: string, serialIds: readonly string[]): Promise<void> {
    const entries = this.entries(accountId)
    const targets = serialIds.map((serialId) => {
      const entry = entries.get(serialId)
      if (!entry) throw new Error('pair: unknown serial id reached the registry')
      return entry
    })
    // Fields are read at commit time, so an update queued meanwhile is not overwritten.
    const write = () => {
      for (const { device } of targets) {
        const { serialId, deviceType, name, info, source } = device
        this.storeWithLocation.run(accountId, serialId, deviceType, name, info, locationId, source)
      }
    }
    const apply = () => {
      let newlyStored = 0
      for (const entry of targets) {
        if (!entry.stored) newlyStored += 1
        entry.stored = true
        entry.device = { ...entry.device, locationId }
      }
      this.unstoredCounts.set(accountId, this.unstoredCount(accountId) - newlyStored)
      this.version += 1
    }
    return this.commits.run(write, apply)
  }

  /** Commits anything still queued (before the database closes). */
  flush(): void {
    this.commits.flush()
  }

  /** Detaches a device from its location; it stays stored. False when it was not paired. */
  unpair(accountId: string, serialId: string): boolean {
    const entry = this.entries(accountId).get(serialId)
    if (!entry || entry.device.locationId === null) return false
    this.clearLocation.run(accountId, serialId)
    entry.device = { ...entry.device, locationId: null }
    this.version += 1
    return true
  }

  private entries(accountId: string): Map<string, DeviceEntry> {
    let entries = this.byAccount.get(accountId)
    if (!entries) {
      entries = new Map()
      this.byAccount.set(accountId, entries)
    }
    return entries
  }
}
