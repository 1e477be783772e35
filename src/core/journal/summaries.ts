import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
import { coded } from '#shared/coded-text.ts'
import type { JournalSummary } from '#shared/ipc/registry.ts'

/** What an import run did, row by row counted. */
export interface ImportCounts {
  fileName: string
  rows: number
  created: number
  updated: number
  unchanged: number
  paired: number
  failed: number
  cancelled: boolean
}

/** The journal's sentences for runs, restores and resets: the catalog message of each, with its values. */
export const journalSummary = {
  imported(counts: ImportCounts): JournalSummary {
    const { cancelled, ...values } = counts
    return coded('activity.summary.imported', {
      ...values,
      end: cancelled ? 'cancelled' : 'finished',
    })
  },

  restored(restored: number, total: number, locationId: string | null): JournalSummary {
    return locationId
      ? coded('activity.summary.restored-paired', { restored, total, locationId })
      : coded('activity.summary.restored-unpaired', { restored, total })
  },

  forgot(serialIds: readonly string[]): JournalSummary {
    const [serialId] = serialIds
    return serialIds.length === 1 && serialId !== undefined
      ? coded('activity.summary.forgot-one', { serialId })
      : coded('activity.summary.forgot-many', { count: serialIds.length })
  },

  demoReset(): JournalSummary {
    return coded('activity.summary.demo-reset')
  },

  /** A near-miss repaired: the admin's entry replaced by the sensor's id; entries and registeredAt to undo it. */
  replaced(
    serialId: string,
    by: string,
    rule: string,
    entries: readonly number[],
    registeredAt: string | null,
  ): JournalSummary {
    return coded('activity.summary.replaced', {
      serialId,
      by,
      rule,
      entries: entries.join(','),
      registeredAt: registeredAt ?? '',
    })
  },

  replaceUndone(serialId: string, by: string): JournalSummary {
    return coded('activity.summary.replace-undone', { serialId, by })
  },

  keyCreated(key: ApiKeyRecord): JournalSummary {
    const scope = key.accountId ?? key.tenantId ?? ''
    return coded('activity.summary.key-created', {
      keyId: key.id,
      keyName: key.name,
      role: key.role,
      scope,
    })
  },

  keyRevoked(key: ApiKeyRecord): JournalSummary {
    return coded('activity.summary.key-revoked', { keyId: key.id, keyName: key.name })
  },

  /** A rotation: the new key is in use; the old one revoked, or (oldKept) still working. */
  keyRotated(old: ApiKeyRecord, next: ApiKeyRecord, oldKept: boolean): JournalSummary {
    const values = { keyId: old.id, keyName: old.name, newKeyId: next.id }
    return oldKept
      ? coded('activity.summary.key-rotated-old-kept', values)
      : coded('activity.summary.key-rotated', values)
  },
}
