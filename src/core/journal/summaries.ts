import type { ApiKeyRecord } from '#shared/api/api-keys.ts'
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

/**
 * The journal's sentences for runs, restores and resets: a code and its values for the window, the
 * English for the command line and the CSV export.
 */
export const journalSummary = {
  imported(counts: ImportCounts): JournalSummary {
    const { fileName, rows, created, updated, unchanged, paired, failed, cancelled } = counts
    return {
      code: 'imported',
      values: {
        fileName,
        rows,
        created,
        updated,
        unchanged,
        paired,
        failed,
        end: cancelled ? 'cancelled' : 'finished',
      },
      message: `Imported ${fileName}: ${rows} rows; ${created} created, ${updated} updated, ${unchanged} unchanged, ${paired} paired, ${failed} not done${cancelled ? ' (cancelled)' : ''}.`,
    }
  },

  restored(restored: number, total: number, locationId: string | null): JournalSummary {
    const message = `Registered ${restored} of ${total} lost devices again`
    return locationId
      ? {
          code: 'restored-paired',
          values: { restored, total, locationId },
          message: `${message}, paired to ${locationId}.`,
        }
      : { code: 'restored-unpaired', values: { restored, total }, message: `${message}, unpaired.` }
  },

  forgot(serialIds: readonly string[]): JournalSummary {
    const [serialId] = serialIds
    return serialIds.length === 1 && serialId !== undefined
      ? {
          code: 'forgot-one',
          values: { serialId },
          message: `Stopped looking for the lost device ${serialId}.`,
        }
      : {
          code: 'forgot-many',
          values: { count: serialIds.length },
          message: `Stopped looking for ${serialIds.length} lost devices.`,
        }
  },

  demoReset(): JournalSummary {
    return {
      code: 'demo-reset',
      message: 'Reset the demo office: every device registered since was removed.',
    }
  },

  keyCreated(key: ApiKeyRecord): JournalSummary {
    const scope = key.accountId ?? key.tenantId
    return {
      code: 'key-created',
      values: { keyId: key.id, keyName: key.name, role: key.role, scope },
      message: `Created the API key "${key.name}" (${key.id}), ${key.role} of ${scope}.`,
    }
  },

  keyRevoked(key: ApiKeyRecord): JournalSummary {
    return {
      code: 'key-revoked',
      values: { keyId: key.id, keyName: key.name },
      message: `Revoked the API key "${key.name}" (${key.id}).`,
    }
  },

  /** A rotation: the new key is in use; the old one revoked, or (oldKept) still working. */
  keyRotated(old: ApiKeyRecord, next: ApiKeyRecord, oldKept: boolean): JournalSummary {
    const values = { keyId: old.id, keyName: old.name, newKeyId: next.id }
    return oldKept
      ? {
          code: 'key-rotated-old-kept',
          values,
          message: `Rotated the API key "${old.name}": the profile now uses ${next.id}, but ${old.id} could not be revoked and still works.`,
        }
      : {
          code: 'key-rotated',
          values,
          message: `Rotated the API key "${old.name}": ${old.id} revoked, the profile now uses ${next.id}.`,
        }
  },
}
