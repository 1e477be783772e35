import type { Catalog } from '../catalog-types.ts'

/** The import's send: its progress and its result. */
export const en = {
  'import.progress.label': 'Import progress',
  'import.progress.rows': '{done, number} / {total, number} rows sent · {rate, number} per second',
  'import.progress.locations':
    '{done, number} / {total, number} locations paired · {rate, number} per second',
  'import.progress.seconds-left': 'about {seconds, number} s left',
  'import.progress.minutes-left': 'about {minutes, number} min left',
  'import.progress.waiting': 'the service asked to wait {seconds, number} s',
  'import.progress.checking': 'Checking the rows against the service…',
  'import.progress.stopping': 'Stopping after the rows in flight…',
  'import.progress.cancel': 'Cancel',
  'import.result.cancelled': 'Import cancelled',
  'import.result.done.failed': 'Import done, with rows to look at',
  'import.result.done': 'Import done',
  'import.result.summary':
    '{created, number} created, {updated, number} updated, {unchanged, number} unchanged, {paired, number} paired; {failed, plural, one {# row} other {# rows}} not done ({seconds, number, ::.0} s).',
  'import.result.fix': 'Fix the file and import it again: rows already done are left as they are.',
  'import.result.save': 'Save the report as CSV',
  'import.result.again': 'Send again',
  'import.result.choose-again': 'Choose the file again',
  'import.result.another': 'Import another file',
  'import.result.needs-file':
    'The file was dropped or chosen in the window, which hands over its contents, not where it is on disk: choose it again (after fixing it) to read it afresh. Your mapping, choices and edits are kept; you see the preview before anything is sent.',
  'import.result.first':
    'The {shown, plural, one {# row} other {# rows}} to look at first, of {total, number}: the saved report has every row.',
  'import.result.region': 'Rows of the import result',
  'import.result.table': 'Import result',
  'import.result.row': 'Row',
  'import.result.result': 'Result',
  'import.result.serial-id': 'Serial id',
  'import.result.said': 'What the service said',
  'import.result.outcome.created': 'created',
  'import.result.outcome.updated': 'updated',
  'import.result.outcome.unchanged': 'unchanged',
  'import.result.outcome.duplicate': 'duplicate',
  'import.result.outcome.left-out': 'left-out',
  'import.result.outcome.failed': 'failed',
  'import.result.outcome.skipped': 'skipped',
  'import.result.outcome.cancelled': 'cancelled',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'import.progress.label': 'Importfortschritt',
  'import.progress.rows':
    '{done, number} / {total, number} Zeilen gesendet · {rate, number} pro Sekunde',
  'import.progress.locations':
    '{done, number} / {total, number} Standorte zugeordnet · {rate, number} pro Sekunde',
  'import.progress.seconds-left': 'noch etwa {seconds, number} s',
  'import.progress.minutes-left': 'noch etwa {minutes, number} min',
  'import.progress.waiting': 'der Dienst bat, {seconds, number} s zu warten',
  'import.progress.checking': 'Zeilen werden mit dem Dienst abgeglichen…',
  'import.progress.stopping': 'Wird nach den laufenden Zeilen angehalten…',
  'import.progress.cancel': 'Abbrechen',
  'import.result.cancelled': 'Import abgebrochen',
  'import.result.done.failed': 'Import abgeschlossen, einige Zeilen sind zu prüfen',
  'import.result.done': 'Import abgeschlossen',
  'import.result.summary':
    '{created, number} angelegt, {updated, number} geändert, {unchanged, number} unverändert, {paired, number} zugeordnet; {failed, plural, one {# Zeile} other {# Zeilen}} nicht erledigt ({seconds, number, ::.0} s).',
  'import.result.fix':
    'Korrigieren Sie die Datei und importieren Sie sie erneut: Bereits erledigte Zeilen bleiben, wie sie sind.',
  'import.result.save': 'Bericht als CSV speichern',
  'import.result.again': 'Erneut senden',
  'import.result.choose-again': 'Datei erneut auswählen',
  'import.result.another': 'Andere Datei importieren',
  'import.result.needs-file':
    'Die Datei wurde im Fenster abgelegt oder ausgewählt; dabei wird ihr Inhalt übergeben, nicht ihr Speicherort. Wählen Sie sie erneut aus (nachdem Sie sie korrigiert haben), um sie neu zu lesen. Ihre Spaltenzuordnung, Auswahl und Änderungen bleiben erhalten; Sie sehen die Vorschau, bevor etwas gesendet wird.',
  'import.result.first':
    '{shown, plural, one {Die erste zu prüfende Zeile} other {Die ersten # zu prüfenden Zeilen}} von {total, number}: Der gespeicherte Bericht enthält alle Zeilen.',
  'import.result.region': 'Zeilen des Importergebnisses',
  'import.result.table': 'Importergebnis',
  'import.result.row': 'Zeile',
  'import.result.result': 'Ergebnis',
  'import.result.serial-id': 'Serien-ID',
  'import.result.said': 'Antwort des Dienstes',
  'import.result.outcome.created': 'angelegt',
  'import.result.outcome.updated': 'geändert',
  'import.result.outcome.unchanged': 'unverändert',
  'import.result.outcome.duplicate': 'doppelt',
  'import.result.outcome.left-out': 'ausgelassen',
  'import.result.outcome.failed': 'fehlgeschlagen',
  'import.result.outcome.skipped': 'übersprungen',
  'import.result.outcome.cancelled': 'abgebrochen',
}
