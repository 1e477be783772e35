/**
 * What the import asks rather than guesses (which column gives a field, a row's type, a survey's networks)
 * and how it counts a file's lines, in the window's words; the English of main's own texts is main's, word
 * for word (test/unit/import/import-texts.test.ts holds them together).
 */
export const en = {
  'import.columns.title': 'Which column is it?',
  'import.columns.text':
    'More than one column could give the {field}. Choose the one that holds it: nothing is sent until you do.',
  'import.columns.column': '{header} (first value "{first}")',
}

export const de: Record<keyof typeof en, string> = {
  'import.columns.title': 'Welche Spalte ist es?',
  'import.columns.text':
    'Mehr als eine Spalte könnte das Feld {field} liefern. Wählen Sie die, die es enthält: Bis dahin wird nichts gesendet.',
  'import.columns.column': '{header} (erster Wert „{first}“)',
}
