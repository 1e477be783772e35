import type { Catalog } from '../catalog-types.ts'

/**
 * What the command lines say of an import and an export (its options, the questions a file leaves open, its
 * preview and report) and what device-serial-id says around the helper's texts; notes as in areas/cli.ts.
 */
export const en = {
  // import and export: the options, the questions a file leaves open, what was (or would be) sent.
  'cli.import.rows-and-more': '{rows} and {more} more',
  'cli.import.unused-ssid':
    "--ssid applies to a Wi-Fi survey (every network heard on a walk, the neighbours' too); this file is no survey, so every Wi-Fi row in it is sent. Leave out --ssid (or remove the rows that are not yours).",
  'cli.import.unused-type':
    '--type {type} applies to rows that do not say their type; every row of this file says its own (its type column, its id, or the tool that wrote it). Leave out --type.',
  'cli.import.accepted':
    "{count, plural, one {Accepted # suggestion (the sensor's form).} other {Accepted # suggestions (the sensor's form).}}",
  'cli.import.networks-question':
    "The file is a Wi-Fi survey: it holds the neighbours' networks too, so say which are yours (--ssid NAME, once for each). {count} rows wait for the answer. The networks in it:\n{networks}\nFor example: {example}",
  'cli.import.network': '{ssid}: {count, plural, one {# BSSID} other {# BSSIDs}}',
  'cli.import.network-known':
    '{ssid}: {count, plural, one {# BSSID} other {# BSSIDs}} (the account has it: taken as yours)',
  'cli.import.columns-question':
    'More than one column could give a field that is sent, and which one is for you to say; nothing is sent until it is. Map the one that holds it (--map "COLUMN=FIELD"; the others keep what they hold, or map them to ignore):\n{questions}',
  'cli.import.column-field': 'the {field}, from one of:',
  'cli.import.column-choice': '"{header}" (#{position}), first value {first}',
  'cli.import.column-example': 'for example --map "{example}"',
  'cli.import.one-file': 'import takes one file (or - for stdin).',
  'cli.import.would-not-send': '{count} of {total} rows would not be sent: rows {rows}.',
  'cli.import.not-done': '{count} of {total} rows not done: rows {rows}.',
  'cli.import.rows-unplaced':
    '{count} of {total} rows have no location (rows {rows}); importing them',
  'cli.import.encoding': '--encoding is one of {encodings} (got "{value}").',
  'cli.import.type': '--type is one of {kinds}: the type of rows that do not say theirs.',
  'cli.import.map-ambiguous':
    '--map "{entry}": {count} columns have that header; name one by its position (#N). The columns: {list}.',
  'cli.import.map-no-column':
    '--map "{entry}": the file has no column "{name}". The columns: {list}.',
  'cli.import.mapping-unknown':
    '--mapping "{name}": no mapping of that name is saved. Save one with --save-mapping NAME.',
  'cli.import.mapping-unknown-saved':
    '--mapping "{name}": no mapping of that name is saved for files like this one (saved: {saved}). Save one with --save-mapping NAME.',
  'cli.import.map-form':
    '--map takes "COLUMN=FIELD" (got "{entry}"), FIELD one of {fields} or ignore.',
  'cli.import.map-field':
    '--map "{entry}": "{field}" is no field. Fields: {fields}, or ignore (import --help says what each holds).',
  'cli.import.choose':
    '--choose takes "ROW=SERIALID" (got "{entry}"): the row as the preview numbers it, and the id to use for it.',
  'cli.export.template-location':
    'export --template needs --location ID: the site or floor whose desks it lists.',
  'cli.export.monitors': '--monitors is a number from 0 to 4: the monitor columns per desk.',
  'cli.export.template-written':
    'Wrote {count, plural, one {# desk} other {# desks}} to {file}: fill in the ids on the floor, then import it.',
  'cli.export.format': '--format is csv or json.',
  'cli.export.written': 'Exported {count, plural, one {# device} other {# devices}} to {file}.',

  // Reading what an import file holds, its preview and its report.
  'cli.import.or': '{one} or {other}',
  'cli.import.use': 'Use {fixes}.',
  'cli.import.pair-to': ', pair to {location}',
  'cli.import.move': ', move from {from} to {to}',
  'cli.import.row': 'Row {row}',
  'cli.import.row-part': 'Row {row}.{part} ({column})',
  'cli.import.type-unknown': 'type unknown',
  'cli.import.no-location': 'no location',
  'cli.import.fields': '{type}, name {name}, info {info}, location {location}',
  'cli.import.read-as': 'Read as: {label}.',
  'cli.import.not-imported': 'Not imported: {headers} (no field of that name).',
  'cli.import.left-out':
    'Left out: {count, plural, one {# column} other {# columns}} not used from this tool ({headers}). Map one with --map "COLUMN=FIELD" to use it.',
  'cli.import.no-id': '(no id)',
  'cli.import.not-column': '; not "{column}": {why}',
  'cli.import.file': '{file}: {format}, {encoding}, {rows, plural, one {# row} other {# rows}}.',
  'cli.import.file-delimited':
    '{file}: {format}, {encoding}, delimiter {delimiter}, {rows, plural, one {# row} other {# rows}}.',
  'cli.import.fields-heading': 'Fields:',
  'cli.import.would':
    'Would create {create}, update {update}, leave {unchanged} unchanged, pair {pair}; {skip, plural, one {# row} other {# rows}} not sent.',
  'cli.import.lines': "The file's {total, plural, one {# line} other {# lines}}: {parts}.",
  'cli.import.lines.done': '{count} in rows done',
  'cli.import.lines.not-done': '{count} in rows not done (each above with why)',
  'cli.import.lines.header': '{count} header',
  'cli.import.lines.blank': '{count} blank',
  'cli.import.lines.other': '{count} no rows (a title, a prompt, a note before or after the table)',
  'cli.import.done':
    '{cancelled, select, yes {Cancelled} other {Done}} in {seconds, number, ::.0} s: {created} created, {updated} updated, {unchanged} unchanged, {paired} paired; {failed, plural, one {# row} other {# rows}} not done.',

  // device-serial-id: its refusals and what it says around the helper’s own texts.
  'cli.serial-id.unknown-option': 'Unknown option {option}.',
  'cli.serial-id.missing-command': 'Missing command: build, validate, parse or read.',
  'cli.serial-id.unknown-command': 'Unknown command: use build, validate, parse or read.',
  'cli.serial-id.unknown-type':
    'Unknown device type {type}: use monitor, usb, nic, router or wifi.',
  'cli.serial-id.build-parts': 'build {kind} takes {count} part(s): {parts}; got {given}.',
  'cli.serial-id.these-ids': 'It can mean either of these ids:',
  'cli.serial-id.either-id': 'It can mean either id:',
  'cli.serial-id.layout': 'Layout: {layout}',
  'cli.serial-id.did-you-mean': 'Did you mean: {suggestion}',
  'cli.serial-id.validate-args': 'validate takes TYPE and SERIALID.',
  'cli.serial-id.parse-args': 'parse takes one SERIALID.',
  'cli.serial-id.at-line': 'line {line} ({source})',
  'cli.serial-id.choose': '{kind} reads more than one way; choose one:',
  'cli.serial-id.too-large':
    '{from, select, stdin {Cannot read standard input} other {Cannot read {file}}}: it holds more than {size}, far more than any tool prints for one machine. Check that the right file or command is given, or keep only the part with the devices (ioreg -l -w0 | grep IODisplayEDID).',
  'cli.serial-id.unreadable':
    '{from, select, stdin {Cannot read standard input} other {Cannot read {file}}}: {reason, select, missing {no such file} folder {it is a folder} other {{error}}}.',
  'cli.serial-id.read-args': 'read takes one FILE (or - for stdin).',
  'cli.serial-id.read-tty':
    'read needs a FILE, or text on stdin: netsh wlan show networks mode=bssid | npm run -s serial-id -- read',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  // import and export: the options, the questions a file leaves open, what was (or would be) sent.
  'cli.import.rows-and-more': '{rows} und {more} weitere',
  'cli.import.unused-ssid':
    '--ssid gilt für eine WLAN-Begehung (jedes auf einem Rundgang empfangene Netzwerk, auch die der Nachbarn); diese Datei ist keine Begehung, daher wird jede WLAN-Zeile darin gesendet. Lassen Sie --ssid weg (oder entfernen Sie die Zeilen, die nicht Ihre sind).',
  'cli.import.unused-type':
    '--type {type} gilt für Zeilen, die ihren Typ nicht angeben; jede Zeile dieser Datei gibt ihren eigenen an (ihre Typspalte, ihre ID oder das Tool, das sie geschrieben hat). Lassen Sie --type weg.',
  'cli.import.accepted':
    '{count, plural, one {# Vorschlag übernommen} other {# Vorschläge übernommen}} (Schreibweise des Sensors).',
  'cli.import.networks-question':
    'Die Datei ist eine WLAN-Begehung: Sie enthält auch die Netzwerke der Nachbarn, geben Sie also an, welche Ihre sind (--ssid NAME, einmal für jedes). Zeilen, die auf die Antwort warten: {count}. Die Netzwerke darin:\n{networks}\nZum Beispiel: {example}',
  'cli.import.network': '{ssid}: {count, plural, one {# BSSID} other {# BSSIDs}}',
  'cli.import.network-known':
    '{ssid}: {count, plural, one {# BSSID} other {# BSSIDs}} (das Konto kennt es: als Ihres übernommen)',
  'cli.import.columns-question':
    'Mehr als eine Spalte könnte ein Feld liefern, das gesendet wird, und welche es ist, entscheiden Sie; bis dahin wird nichts gesendet. Ordnen Sie die Spalte zu, die es enthält (--map "COLUMN=FIELD"; die anderen behalten, was sie enthalten, oder ordnen Sie sie ignore zu):\n{questions}',
  'cli.import.column-field': '{field}, aus einer dieser Spalten:',
  'cli.import.column-choice': '„{header}“ (#{position}), erster Wert {first}',
  'cli.import.column-example': 'zum Beispiel --map "{example}"',
  'cli.import.one-file': 'import erwartet genau eine Datei (oder - für stdin).',
  'cli.import.would-not-send': '{count} von {total} Zeilen würden nicht gesendet: Zeilen {rows}.',
  'cli.import.not-done': '{count} von {total} Zeilen nicht erledigt: Zeilen {rows}.',
  'cli.import.rows-unplaced':
    '{count} von {total} Zeilen haben keinen Standort (Zeilen {rows}); ihr Import',
  'cli.import.encoding': '--encoding ist eines von {encodings} (angegeben: „{value}“).',
  'cli.import.type': '--type ist eines von {kinds}: der Typ von Zeilen, die ihren nicht angeben.',
  'cli.import.map-ambiguous':
    '--map "{entry}": {count} Spalten haben diese Überschrift; nennen Sie eine über ihre Position (#N). Die Spalten: {list}.',
  'cli.import.map-no-column':
    '--map "{entry}": Die Datei hat keine Spalte „{name}“. Die Spalten: {list}.',
  'cli.import.mapping-unknown':
    '--mapping "{name}": Unter diesem Namen ist keine Zuordnung gespeichert. Speichern Sie eine mit --save-mapping NAME.',
  'cli.import.mapping-unknown-saved':
    '--mapping "{name}": Für Dateien wie diese ist unter diesem Namen keine Zuordnung gespeichert (gespeichert: {saved}). Speichern Sie eine mit --save-mapping NAME.',
  'cli.import.map-form':
    '--map erwartet "COLUMN=FIELD" (angegeben: "{entry}"), FIELD eines von {fields} oder ignore.',
  'cli.import.map-field':
    '--map "{entry}": „{field}“ ist kein Feld. Felder: {fields} oder ignore (import --help erklärt, was jedes enthält).',
  'cli.import.choose':
    '--choose erwartet "ROW=SERIALID" (angegeben: "{entry}"): die Zeile, wie die Vorschau sie nummeriert, und die ID, die für sie gelten soll.',
  'cli.export.template-location':
    'export --template braucht --location ID: den Standort oder die Etage, deren Arbeitsplätze die Vorlage auflistet.',
  'cli.export.monitors':
    '--monitors ist eine Zahl von 0 bis 4: die Monitorspalten je Arbeitsplatz.',
  'cli.export.template-written':
    '{count, plural, one {# Arbeitsplatz} other {# Arbeitsplätze}} in {file} geschrieben: Tragen Sie vor Ort die IDs ein und importieren Sie die Datei dann.',
  'cli.export.format': '--format ist csv oder json.',
  'cli.export.written': '{count, plural, one {# Gerät} other {# Geräte}} nach {file} exportiert.',

  // Reading what an import file holds, its preview and its report.
  'cli.import.or': '{one} oder {other}',
  'cli.import.use': 'Verwenden Sie {fixes}.',
  'cli.import.pair-to': ', zuordnen zu {location}',
  'cli.import.move': ', verschieben von {from} nach {to}',
  'cli.import.row': 'Zeile {row}',
  'cli.import.row-part': 'Zeile {row}.{part} ({column})',
  'cli.import.type-unknown': 'Typ unbekannt',
  'cli.import.no-location': 'kein Standort',
  'cli.import.fields': '{type}, Name {name}, Info {info}, Standort {location}',
  'cli.import.read-as': 'Gelesen als: {label}.',
  'cli.import.not-imported': 'Nicht importiert: {headers} (kein Feld dieses Namens).',
  'cli.import.left-out':
    'Ausgelassen: {count, plural, one {# nicht verwendete Spalte} other {# nicht verwendete Spalten}} dieses Tools ({headers}). Ordnen Sie eine mit --map "COLUMN=FIELD" zu, um sie zu verwenden.',
  'cli.import.no-id': '(keine ID)',
  'cli.import.not-column': '; nicht „{column}“: {why}',
  'cli.import.file':
    '{file}: {format}, {encoding}, {rows, plural, one {# Zeile} other {# Zeilen}}.',
  'cli.import.file-delimited':
    '{file}: {format}, {encoding}, Trennzeichen {delimiter}, {rows, plural, one {# Zeile} other {# Zeilen}}.',
  'cli.import.fields-heading': 'Felder:',
  'cli.import.would':
    'Würde {create} anlegen, {update} aktualisieren, {unchanged} unverändert lassen, {pair} zuordnen; {skip, plural, one {# Zeile} other {# Zeilen}} nicht gesendet.',
  'cli.import.lines':
    'Die {total, plural, one {# Textzeile} other {# Textzeilen}} der Datei: {parts}.',
  'cli.import.lines.done': '{count} in erledigten Zeilen',
  'cli.import.lines.not-done': '{count} in nicht erledigten Zeilen (jede oben mit Grund)',
  'cli.import.lines.header': '{count} als Kopfzeile',
  'cli.import.lines.blank': '{count} leer',
  'cli.import.lines.other':
    '{count} ohne Datenzeile (ein Titel, eine Eingabeaufforderung, eine Notiz vor oder nach der Tabelle)',
  'cli.import.done':
    '{cancelled, select, yes {Abgebrochen} other {Fertig}} nach {seconds, number, ::.0} s: {created} angelegt, {updated} aktualisiert, {unchanged} unverändert, {paired} zugeordnet; {failed, plural, one {# Zeile} other {# Zeilen}} nicht erledigt.',

  // device-serial-id: its refusals and what it says around the helper’s own texts.
  'cli.serial-id.unknown-option': 'Unbekannte Option {option}.',
  'cli.serial-id.missing-command': 'Es fehlt ein Befehl: build, validate, parse oder read.',
  'cli.serial-id.unknown-command':
    'Unbekannter Befehl: Verwenden Sie build, validate, parse oder read.',
  'cli.serial-id.unknown-type':
    'Unbekannter Gerätetyp {type}: Verwenden Sie monitor, usb, nic, router oder wifi.',
  'cli.serial-id.build-parts':
    'build {kind} erwartet {count} Teil(e): {parts}; angegeben: {given}.',
  'cli.serial-id.these-ids': 'Gemeint sein kann jede dieser IDs:',
  'cli.serial-id.either-id': 'Gemeint sein kann jede der beiden IDs:',
  'cli.serial-id.layout': 'Aufbau: {layout}',
  'cli.serial-id.did-you-mean': 'Meinten Sie: {suggestion}',
  'cli.serial-id.validate-args': 'validate erwartet TYPE und SERIALID.',
  'cli.serial-id.parse-args': 'parse erwartet genau eine SERIALID.',
  'cli.serial-id.at-line': 'Zeile {line} ({source})',
  'cli.serial-id.choose': '{kind} lässt sich auf mehr als eine Weise lesen; wählen Sie eine:',
  'cli.serial-id.too-large':
    '{from, select, stdin {Die Standardeingabe kann nicht gelesen werden} other {{file} kann nicht gelesen werden}}: Es sind mehr als {size}, weit mehr, als irgendein Tool für einen Rechner ausgibt. Prüfen Sie, ob die richtige Datei oder der richtige Befehl angegeben ist, oder behalten Sie nur den Teil mit den Geräten (ioreg -l -w0 | grep IODisplayEDID).',
  'cli.serial-id.unreadable':
    '{from, select, stdin {Die Standardeingabe kann nicht gelesen werden} other {{file} kann nicht gelesen werden}}: {reason, select, missing {Die Datei gibt es nicht} folder {Es ist ein Ordner} other {{error}}}.',
  'cli.serial-id.read-args': 'read erwartet genau eine Datei (FILE, oder - für stdin).',
  'cli.serial-id.read-tty':
    'read braucht eine Datei (FILE) oder Text auf stdin: netsh wlan show networks mode=bssid | npm run -s serial-id -- read',
}
