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

  /** A near-miss repaired: the admin's entry replaced by the sensor's id; entries and registeredAt to undo it. */
  replaced(
    serialId: string,
    by: string,
    rule: string,
    entries: readonly number[],
    registeredAt: string | null,
  ): JournalSummary {
    return {
      code: 'replaced',
      values: { serialId, by, rule, entries: entries.join(','), registeredAt: registeredAt ?? '' },
      message: `Replaced ${serialId} by ${by}, the id a sensor reports (${rule}).`,
    }
  },

  replaceUndone(serialId: string, by: string): JournalSummary {
    return {
      code: 'replace-undone',
      values: { serialId, by },
      message: `Undid the replacement of ${serialId} by ${by}.`,
    }
  },
}
