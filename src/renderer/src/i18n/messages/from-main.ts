import type { Catalog } from '../catalog-types.ts'

/**
 * Texts main makes and the window words from their code (`wordCoded`): the journal's summaries and
 * notice, the update status, the connection screens' notes, the embedded service's status. The English
 * is main's English, word for word (the command line and the logs print main's).
 */
export const en = {
  'activity.summary.imported':
    'Imported {fileName}: {rows, number} rows; {created, number} created, {updated, number} updated, {unchanged, number} unchanged, {paired, number} paired, {failed, number} not done{end, select, cancelled { (cancelled)} other {}}.',
  'activity.summary.restored-paired':
    'Registered {restored, number} of {total, number} lost devices again, paired to {locationId}.',
  'activity.summary.restored-unpaired':
    'Registered {restored, number} of {total, number} lost devices again, unpaired.',
  'activity.summary.forgot-one': 'Stopped looking for the lost device {serialId}.',
  'activity.summary.forgot-many': 'Stopped looking for {count, number} lost devices.',
  'activity.summary.demo-reset':
    'Reset the demo office: every device registered since was removed.',
  'activity.notice.set-aside':
    'The activity journal could not be read ({reason}); it was kept as {path} and a new one was started.',
  'activity.notice.not-read':
    'The activity journal could not be read ({reason}); changes still reach the service.',
  'activity.notice.not-written':
    'The activity journal could not be written ({reason}); changes still reach the service.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'activity.summary.imported':
    '{fileName} importiert – Zeilen: {rows, number}; angelegt: {created, number}, geändert: {updated, number}, unverändert: {unchanged, number}, zugeordnet: {paired, number}, nicht erledigt: {failed, number}{end, select, cancelled { (abgebrochen)} other {}}.',
  'activity.summary.restored-paired':
    'Verlorene Geräte erneut registriert: {restored, number} von {total, number}, zugeordnet zu {locationId}.',
  'activity.summary.restored-unpaired':
    'Verlorene Geräte erneut registriert: {restored, number} von {total, number}, nicht zugeordnet.',
  'activity.summary.forgot-one': 'Die Suche nach dem verlorenen Gerät {serialId} wurde beendet.',
  'activity.summary.forgot-many':
    'Die Suche nach {count, number} verlorenen Geräten wurde beendet.',
  'activity.summary.demo-reset':
    'Demo-Büro zurückgesetzt: Alle seitdem registrierten Geräte wurden entfernt.',
  'activity.notice.set-aside':
    'Das Aktivitätsprotokoll konnte nicht gelesen werden ({reason}). Es wurde als {path} aufbewahrt und ein neues angelegt.',
  'activity.notice.not-read':
    'Das Aktivitätsprotokoll konnte nicht gelesen werden ({reason}). Änderungen erreichen den Dienst trotzdem.',
  'activity.notice.not-written':
    'Das Aktivitätsprotokoll konnte nicht geschrieben werden ({reason}). Änderungen erreichen den Dienst trotzdem.',
}
