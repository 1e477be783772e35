/**
 * What the import asks rather than guesses (which column gives a field, a row's type, a survey's networks)
 * and how it counts a file's lines, in the window's words; the English of main's own texts is main's, word
 * for word (test/unit/import/import-texts.test.ts holds them together).
 */
export const en = {
  'import.notice.no-header':
    'The first line ({line}) reads as data, not as column names: it is read as a row, and the columns are named by their position (#1, #2…). Map the columns that hold the ids (--map "#1=bssid" on the command line, or in the column mapping).',
  'import.notice.title-line':
    'The first line "{line}" is a title (one cell, above the column names): it was skipped.',
  'import.columns.title': 'Which column is it?',
  'import.columns.text':
    'More than one column could give the {field}. Choose the one that holds it: nothing is sent until you do.',
  'import.columns.column': '{header} (first value "{first}")',
  'import.result.lines':
    "The file's {total, plural, one {# line} other {# lines}}: {done} in rows done, {notDone} in rows not done (each listed with why), {header} header{blank, plural, =0 {} one {, # blank} other {, # blank}}{other, plural, =0 {} one {, # no row (a title, a prompt, a note before or after the table)} other {, # no rows (a title, a prompt, a note before or after the table)}}.",
}

export const de: Record<keyof typeof en, string> = {
  'import.notice.no-header':
    'Die erste Zeile ({line}) enthält Daten, keine Spaltennamen: Sie wird als Zeile gelesen, und die Spalten heißen nach ihrer Position (#1, #2 …). Ordnen Sie die Spalten mit den IDs zu (--map "#1=bssid" auf der Befehlszeile oder in der Spaltenzuordnung).',
  'import.notice.title-line':
    'Die erste Zeile „{line}“ ist ein Titel (eine Zelle über den Spaltennamen): Sie wurde übersprungen.',
  'import.columns.title': 'Welche Spalte ist es?',
  'import.columns.text':
    'Mehr als eine Spalte könnte das Feld {field} liefern. Wählen Sie die, die es enthält: Bis dahin wird nichts gesendet.',
  'import.columns.column': '{header} (erster Wert „{first}“)',
  'import.result.lines':
    'Die {total, plural, one {# Zeile} other {# Zeilen}} der Datei: {done} in erledigten Zeilen, {notDone} in nicht erledigten (jede mit Grund aufgeführt), {header} Kopfzeile{blank, plural, =0 {} one {, # leer} other {, # leer}}{other, plural, =0 {} one {, # ohne Datensatz (ein Titel, eine Eingabeaufforderung, ein Hinweis vor oder nach der Tabelle)} other {, # ohne Datensatz (ein Titel, eine Eingabeaufforderung, ein Hinweis vor oder nach der Tabelle)}}.',
}
