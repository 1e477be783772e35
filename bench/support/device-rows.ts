import { DatabaseSync } from 'node:sqlite'

/** Each device's name and location as committed in a database file (read-only, beside the server). */
export function deviceRows(file: string): Map<string, string> {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const rows = db.prepare('SELECT serial_id, name, location_id FROM devices').all()
    return new Map(rows.map((row) => [String(row.serial_id), `${row.name}\n${row.location_id}`]))
  } finally {
    db.close()
  }
}

/** How many rows differ between two reads of the same database. */
export function changedRows(before: Map<string, string>, after: Map<string, string>): number {
  let changed = 0
  for (const [serialId, value] of after) if (before.get(serialId) !== value) changed += 1
  return changed
}
