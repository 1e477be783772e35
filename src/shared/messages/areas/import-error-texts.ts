/**
 * The errors main words itself of an import, a desk template, the registry's changes and undo, the activity
 * log, a pairing and a recorded machine (codes in shared/import-error-texts.ts): the core says each as
 * coded('errors.import.<code>', values), the window and the command line format it in their language
 * (test/unit/import/import-error-texts.test.ts makes one real error of each).
 */
export const en = {
  'errors.import.import-file-unreadable': 'The file {path} cannot be read ({reason}).',
  'errors.import.import-file-closed': 'That import file is no longer open; choose the file again.',
  'errors.import.import-sending-already':
    'This file is being sent already; wait for it or cancel it.',
  'errors.import.import-sending': 'This file is being sent; wait for it or cancel it.',
  'errors.import.import-not-sent-yet': 'This file has not been sent yet.',
  'errors.import.import-no-row': 'The file has no row {row}.',
  'errors.import.import-mapping-columns':
    'The mapping names {count, plural, one {# column} other {# columns}}; the file has {columns}.',
  'errors.import.import-reread-unavailable':
    '{fileName} was handed over by the window, so it cannot be read again from disk: choose the file again.',
  'errors.import.import-column-question':
    'Nothing was sent: more than one column could give the {field} ({columns}), and which one is for you to say. Choose it in the preview, or on the command line map one of them (--map "COLUMN={field}") and the other to what it holds (or ignore).',
  'errors.import.import-no-id-column':
    'No column holds a serial id or its parts. The file\'s columns: {columns}. Map the column that holds the ids: on the command line --map "COLUMN=FIELD" (serialId for whole ids; bssid, mac, vendor, serial, product or productCode for their parts; wlanMac, ethernetMac, dockId or monitorId for a device of its own; import --help lists them all); in the app, in the column mapping.',
  'errors.import.import-file-empty':
    '{fileName} is empty (0 bytes). Export the list again from the tool, or check that the right file was chosen.',
  'errors.import.import-file-zip':
    '{fileName} is a ZIP archive (an Excel workbook, .xlsx or .ods, is one), not a CSV file. Open it in Excel (or LibreOffice) and save it as "CSV UTF-8 (Comma delimited)", then import that file.',
  'errors.import.import-ekahau-unreadable':
    '{fileName} is an Ekahau project whose tables cannot be read ({reason}). Open it in Ekahau and save it again, or export its access point list as CSV and import that.',
  'errors.import.import-ekahau-not-measured':
    '{fileName} is an Ekahau project with no measured access point ({planned, number, ::group-off} planned): only a survey hears the BSSIDs the sensor reports. Import a project after its survey walk.',
  'errors.import.import-file-xls':
    '{fileName} is an old Excel workbook (.xls), not a CSV file. Open it in Excel (or LibreOffice) and save it as "CSV UTF-8 (Comma delimited)", then import that file.',
  'errors.import.import-file-pdf':
    '{fileName} is a PDF document. Export the list from the tool as CSV (or copy the table into a spreadsheet and save it as CSV) and import that.',
  'errors.import.import-file-picture':
    '{fileName} is a picture, not a list. Export the list from the tool as CSV and import that.',
  'errors.import.import-file-binary':
    '{fileName} holds binary data ({count, plural, one {{count} of its first {bytes} bytes is a control character} other {{count} of its first {bytes} bytes are control characters}}), not text: it is no CSV, JSON or text table. Export the list from the tool as CSV and import that.',
  'errors.import.import-file-no-header':
    "{fileName} has no header row: its first line names no columns. The first row must name them (serialId,type,name,info,location, or the tool's own names); for a command's output, include the header line and the dashes under it.",
  'errors.import.import-file-no-rows':
    '{fileName} has a header ({headers}) but no rows. Export the list again with its rows, or check that the right file was chosen.',
  'errors.import.import-json-cut-off':
    "The file starts like JSON but is not valid JSON: it ends (line {line}) before its last list or object is closed: it may be cut off. Export it again (or save the API's whole answer), or import the tool's CSV export instead.",
  'errors.import.import-json-invalid-at':
    "The file starts like JSON but is not valid JSON: at line {line}, column {column}: {detail}. Export it again (or save the API's whole answer), or import the tool's CSV export instead.",
  'errors.import.import-json-invalid':
    "The file starts like JSON but is not valid JSON: {detail}. Export it again (or save the API's whole answer), or import the tool's CSV export instead.",
  'errors.import.import-json-object':
    'The JSON file holds an object with {keys}, not a list of devices. Import the JSON that export writes (\'{"devices": [...]}\'), a list of records, or an API answer with its list (data, items, results).',
  'errors.import.import-json-empty-object':
    'The JSON file holds an object with no keys, not a list of devices. Import the JSON that export writes (\'{"devices": [...]}\'), a list of records, or an API answer with its list (data, items, results).',
  'errors.import.import-json-list':
    'The JSON file holds a list of {count, plural, one {{count} value that is not a record} other {{count} values that are not records}}, not a list of devices. Import the JSON that export writes (\'{"devices": [...]}\'), a list of records, or an API answer with its list (data, items, results).',
  'errors.import.import-json-single':
    'The JSON file holds a single {type}, not a list of devices. Import the JSON that export writes (\'{"devices": [...]}\'), a list of records, or an API answer with its list (data, items, results).',
  'errors.import.template-no-locations':
    'This service does not list locations, so its desks cannot be written into a template.',
  'errors.import.template-no-location':
    'The account has no location "{location}": give a site\'s or floor\'s id (locations list).',
  'errors.import.template-no-hierarchy':
    'This service does not say which locations are inside others (no parentId), so the desks under a site or floor cannot be found.',
  'errors.import.registry-device-gone':
    'The service does not list {serialId} (any more). A device registered and never paired is gone once the service restarts: register it again, with a location.',
  'errors.import.registry-device-not-paired':
    'The service lists paired devices only, and {serialId} is not paired: it cannot be looked up here.',
  'errors.import.registry-put-cancelled': 'Not sent: it was cancelled.',
  'errors.import.activity-not-a-date':
    '"{value}" is not a date: write it as YYYY-MM-DD (or an ISO 8601 time).',
  'errors.import.activity-no-entry':
    'No activity entry {entryId} of the profile "{profile}" is in the journal.',
  'errors.import.undo-done-already': 'This cannot be undone: it was undone already.',
  'errors.import.undo-not-undoable':
    'This cannot be undone: only renames, info changes, pairing, moves and unpairing can be undone.',
  'errors.import.undo-not-recorded':
    'This cannot be undone: the app did not record the device as it was before.',
  'errors.import.undo-no-after':
    'This cannot be undone: the app did not record what this change did.',
  'errors.import.undo-device-gone':
    'This cannot be undone: the service no longer lists {serialId}.',
  'errors.import.undo-changed-since':
    'This cannot be undone: its name and info were changed again since (now "{name}", "{info}").',
  'errors.import.undo-moved-since':
    'This cannot be undone: it was moved since: it is at {now} now, not {then}.',
  'errors.import.undo-moved-since-unpaired':
    'This cannot be undone: it was moved since: it is at no location now, not {then}.',
  'errors.import.undo-moved-since-paired':
    'This cannot be undone: it was moved since: it is at {now} now, not no location.',
  'errors.import.pair-unknown-devices':
    "{count, plural, one {{count} of the {total} devices is} other {{count} of the {total} devices are}} not known to the service, so nothing was paired. A device registered and never paired lives in the service's memory only and is gone once the service restarts: pair the others, then register the missing ones again.",
  'errors.import.pair-device-unknown': '{serialId} is not known to the service',
  'errors.import.api-keys-tenant-and-account': 'Give a tenant or an account, not both',
  'errors.import.detect-fixture-current-unreadable':
    '{file} could not be read ({reason}): a folder of recorded machines names the current one in it.',
  'errors.import.detect-fixture-current-invalid':
    '{file} must name one subfolder of {dir} (a recorded machine), not "{name}".',
  'errors.import.detect-fixture-unreadable':
    'The detect fixture {file} could not be read: {reason}',
  'errors.import.detect-fixture-invalid': 'The detect fixture {file} is not valid: {issues}',
  'errors.import.lost-not-in-journal':
    'The activity journal holds no lost device {serialId}; nothing was sent.',
}

const SAVE_AS_CSV =
  'Öffnen Sie sie in Excel (oder LibreOffice), speichern Sie sie als „CSV UTF-8 (durch Trennzeichen getrennt)“ und importieren Sie dann diese Datei.'
const NOT_JSON = 'Die Datei beginnt wie JSON, ist aber kein gültiges JSON:'
const EXPORT_AGAIN =
  'Exportieren Sie sie erneut (oder speichern Sie die ganze Antwort der API), oder importieren Sie stattdessen den CSV-Export des Tools.'
const NO_DEVICES =
  'keine Liste von Geräten. Importieren Sie das JSON, das export schreibt (\'{"devices": [...]}\'), eine Liste von Datensätzen oder eine API-Antwort mit ihrer Liste (data, items, results).'
const NO_UNDO = 'Das lässt sich nicht rückgängig machen:'

export const de: Record<keyof typeof en, string> = {
  'errors.import.import-file-unreadable': 'Die Datei {path} kann nicht gelesen werden ({reason}).',
  'errors.import.import-file-closed':
    'Diese Importdatei ist nicht mehr geöffnet; wählen Sie die Datei erneut.',
  'errors.import.import-sending-already':
    'Diese Datei wird bereits gesendet; warten Sie, bis das Senden abgeschlossen ist, oder brechen Sie es ab.',
  'errors.import.import-sending':
    'Diese Datei wird gerade gesendet; warten Sie, bis das Senden abgeschlossen ist, oder brechen Sie es ab.',
  'errors.import.import-not-sent-yet': 'Diese Datei wurde noch nicht gesendet.',
  'errors.import.import-no-row': 'Die Datei hat keine Zeile {row}.',
  'errors.import.import-mapping-columns':
    'Die Zuordnung nennt {count, plural, one {# Spalte} other {# Spalten}}; die Datei hat {columns}.',
  'errors.import.import-reread-unavailable':
    '{fileName} wurde vom Fenster übergeben und kann daher nicht erneut vom Datenträger gelesen werden: Wählen Sie die Datei erneut.',
  'errors.import.import-column-question':
    'Nichts wurde gesendet: Mehr als eine Spalte könnte das Feld {field} liefern ({columns}), und welche, entscheiden Sie. Wählen Sie sie in der Vorschau oder ordnen Sie auf der Befehlszeile eine davon zu (--map "SPALTE={field}") und die andere dem, was sie enthält (oder ignore).',
  'errors.import.import-no-id-column':
    'Keine Spalte enthält eine Serien-ID oder ihre Teile. Die Spalten der Datei: {columns}. Ordnen Sie die Spalte zu, die die IDs enthält: in der App in der Spaltenzuordnung; auf der Befehlszeile mit --map "SPALTE=FELD" (serialId für ganze IDs; bssid, mac, vendor, serial, product oder productCode für ihre Teile; wlanMac, ethernetMac, dockId oder monitorId für ein eigenes Gerät; import --help listet alle auf).',
  'errors.import.import-file-empty':
    '{fileName} ist leer (0 Byte). Exportieren Sie die Liste erneut aus dem Tool, oder prüfen Sie, ob die richtige Datei gewählt wurde.',
  'errors.import.import-file-zip': `{fileName} ist ein ZIP-Archiv (eine Excel-Arbeitsmappe, .xlsx oder .ods, ist eines), keine CSV-Datei. ${SAVE_AS_CSV}`,
  'errors.import.import-ekahau-unreadable':
    '{fileName} ist ein Ekahau-Projekt, dessen Tabellen sich nicht lesen lassen ({reason}). Öffnen Sie es in Ekahau und speichern Sie es erneut, oder exportieren Sie seine Access-Point-Liste als CSV und importieren Sie diese.',
  'errors.import.import-ekahau-not-measured':
    '{fileName} ist ein Ekahau-Projekt ohne gemessenen Access Point ({planned, number} geplant): Nur eine Messung hört die BSSIDs, die der Sensor meldet. Importieren Sie ein Projekt nach seiner Messbegehung.',
  'errors.import.import-file-xls': `{fileName} ist eine alte Excel-Arbeitsmappe (.xls), keine CSV-Datei. ${SAVE_AS_CSV}`,
  'errors.import.import-file-pdf':
    '{fileName} ist ein PDF-Dokument. Exportieren Sie die Liste aus dem Tool als CSV (oder kopieren Sie die Tabelle in eine Tabellenkalkulation und speichern Sie sie als CSV) und importieren Sie diese.',
  'errors.import.import-file-picture':
    '{fileName} ist ein Bild, keine Liste. Exportieren Sie die Liste aus dem Tool als CSV und importieren Sie diese.',
  'errors.import.import-file-binary':
    '{fileName} enthält Binärdaten ({count, plural, one {{count} der ersten {bytes} Bytes ist ein Steuerzeichen} other {{count} der ersten {bytes} Bytes sind Steuerzeichen}}), keinen Text: Die Datei ist weder CSV noch JSON noch eine Texttabelle. Exportieren Sie die Liste aus dem Tool als CSV und importieren Sie diese.',
  'errors.import.import-file-no-header':
    '{fileName} hat keine Kopfzeile: Die erste Zeile nennt keine Spalten. Die erste Zeile muss sie benennen (serialId,type,name,info,location oder die eigenen Namen des Tools); nehmen Sie bei der Ausgabe eines Befehls die Kopfzeile und die Striche darunter mit.',
  'errors.import.import-file-no-rows':
    '{fileName} hat eine Kopfzeile ({headers}), aber keine Zeilen. Exportieren Sie die Liste erneut mit ihren Zeilen, oder prüfen Sie, ob die richtige Datei gewählt wurde.',
  'errors.import.import-json-cut-off': `${NOT_JSON} Die Datei endet (Zeile {line}), bevor ihre letzte Liste oder ihr letztes Objekt geschlossen ist; vielleicht ist sie abgeschnitten. ${EXPORT_AGAIN}`,
  'errors.import.import-json-invalid-at': `${NOT_JSON} in Zeile {line}, Spalte {column}: {detail}. ${EXPORT_AGAIN}`,
  'errors.import.import-json-invalid': `${NOT_JSON} {detail}. ${EXPORT_AGAIN}`,
  'errors.import.import-json-object': `Die JSON-Datei enthält ein Objekt mit {keys}, ${NO_DEVICES}`,
  'errors.import.import-json-empty-object': `Die JSON-Datei enthält ein Objekt ohne Schlüssel, ${NO_DEVICES}`,
  'errors.import.import-json-list': `Die JSON-Datei enthält eine Liste {count, plural, one {mit {count} Wert, der kein Datensatz ist} other {mit {count} Werten, die keine Datensätze sind}}, ${NO_DEVICES}`,
  'errors.import.import-json-single': `Die JSON-Datei enthält einen einzelnen Wert vom Typ {type}, ${NO_DEVICES}`,
  'errors.import.template-no-locations':
    'Dieser Dienst listet keine Standorte, daher lassen sich seine Arbeitsplätze nicht in eine Vorlage schreiben.',
  'errors.import.template-no-location':
    'Das Konto hat keinen Standort „{location}“: Geben Sie die ID eines Gebäudes oder einer Etage an (locations list).',
  'errors.import.template-no-hierarchy':
    'Dieser Dienst gibt nicht an, welche Standorte in anderen liegen (keine parentId), daher lassen sich die Arbeitsplätze in einem Gebäude oder auf einer Etage nicht finden.',
  'errors.import.registry-device-gone':
    'Der Dienst listet {serialId} nicht (mehr). Ein registriertes, aber nie zugeordnetes Gerät ist nach einem Neustart des Dienstes verschwunden: Registrieren Sie es erneut, mit einem Standort.',
  'errors.import.registry-device-not-paired':
    'Der Dienst listet nur zugeordnete Geräte, und {serialId} ist nicht zugeordnet: Es lässt sich hier nicht nachschlagen.',
  'errors.import.registry-put-cancelled': 'Nicht gesendet: Der Vorgang wurde abgebrochen.',
  'errors.import.activity-not-a-date':
    '„{value}“ ist kein Datum: Schreiben Sie es als JJJJ-MM-TT (oder als ISO-8601-Zeitpunkt).',
  'errors.import.activity-no-entry':
    'Das Aktivitätsprotokoll enthält keinen Eintrag {entryId} des Profils „{profile}“.',
  'errors.import.undo-done-already': `${NO_UNDO} Es wurde bereits rückgängig gemacht.`,
  'errors.import.undo-not-undoable': `${NO_UNDO} Nur Umbenennungen, Änderungen der Info, Zuordnungen, Verschiebungen und das Aufheben von Zuordnungen lassen sich rückgängig machen.`,
  'errors.import.undo-not-recorded': `${NO_UNDO} Die App hat nicht festgehalten, wie das Gerät vorher war.`,
  'errors.import.undo-no-after': `${NO_UNDO} Die App hat nicht festgehalten, was diese Änderung bewirkt hat.`,
  'errors.import.undo-device-gone': `${NO_UNDO} Der Dienst listet {serialId} nicht mehr.`,
  'errors.import.undo-changed-since': `${NO_UNDO} Name und Info des Geräts wurden seitdem erneut geändert (jetzt „{name}“, „{info}“).`,
  'errors.import.undo-moved-since': `${NO_UNDO} Das Gerät wurde seitdem verschoben: Sein Standort ist jetzt {now}, nicht {then}.`,
  'errors.import.undo-moved-since-unpaired': `${NO_UNDO} Das Gerät wurde seitdem verschoben: Es ist jetzt keinem Standort zugeordnet, nicht mehr {then}.`,
  'errors.import.undo-moved-since-paired': `${NO_UNDO} Das Gerät wurde seitdem verschoben: Sein Standort ist jetzt {now}, vorher hatte es keinen.`,
  'errors.import.pair-unknown-devices':
    '{count, plural, one {{count} der {total} Geräte ist} other {{count} der {total} Geräte sind}} dem Dienst nicht bekannt, daher wurde nichts zugeordnet. Ein registriertes, aber nie zugeordnetes Gerät besteht nur im Arbeitsspeicher des Dienstes und ist nach einem Neustart des Dienstes verschwunden: Ordnen Sie die anderen zu, und registrieren Sie dann die fehlenden erneut.',
  'errors.import.pair-device-unknown': '{serialId} ist dem Dienst nicht bekannt',
  'errors.import.api-keys-tenant-and-account':
    'Geben Sie einen Mandanten oder ein Konto an, nicht beides',
  'errors.import.detect-fixture-current-unreadable':
    '{file} konnte nicht gelesen werden ({reason}): Ein Ordner aufgezeichneter Rechner nennt darin den aktuellen.',
  'errors.import.detect-fixture-current-invalid':
    '{file} muss einen Unterordner von {dir} nennen (einen aufgezeichneten Rechner), nicht „{name}“.',
  'errors.import.detect-fixture-unreadable':
    'Die Testdaten {file} zur Erkennung konnten nicht gelesen werden: {reason}',
  'errors.import.detect-fixture-invalid':
    'Die Testdaten {file} zur Erkennung sind ungültig: {issues}',
  'errors.import.lost-not-in-journal':
    'Das Aktivitätsprotokoll enthält kein verlorenes Gerät {serialId}; es wurde nichts gesendet.',
}
