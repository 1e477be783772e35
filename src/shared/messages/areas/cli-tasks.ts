import type { Catalog } from '../catalog-types.ts'

/**
 * What the command lines say of detect, check, activity and undo, and the survey (src/cli); import and
 * device-serial-id are in areas/cli-import.ts, the rest in areas/cli.ts, whose notes apply here.
 */
export const en = {
  // detect: what the sensor would report here, and what --register leaves out.
  'cli.detect.type': '--type takes {types} (several with commas), not "{name}".',
  'cli.detect.left-out.ids':
    'it can mean {count} ids ({ids}); register the right one with device register --serial-id',
  'cli.detect.left-out.hidden':
    'a hidden network sends no SSID; register it with device register --name',
  'cli.detect.left-out.band':
    'its band is not known; register it with device register --info "2.4GHz", "5GHz" or "6GHz"',
  'cli.detect.left-out.paired': 'already paired to {location}; move it with pair --location',
  'cli.detect.left-out': 'Left out {id}: {reason}.',
  'cli.detect.nothing': 'Nothing to register.',
  'cli.detect.no-ssid': 'No access point of the Wi-Fi network "{ssid}" is in range.',
  'cli.detect.not-done': '{failed} of {total} devices were not registered and paired.',
  'cli.detect.machine': 'Detected on {host} ({platform}) in {seconds, number, ::.0} s.',
  'cli.detect.none': 'No devices found.',
  'cli.detect.not-read': 'Not read:',
  'cli.detect.skipped': 'Skipped:',
  'cli.detect.notes': 'Notes:',

  // check: registrations matched against what sensors report, and repairs of near-misses.
  'cli.check.unpaired': 'unpaired',
  'cli.check.no-name': 'no name',
  'cli.check.last-reported': ': last reported {when}',
  'cli.check.no-report': ': no sensor reported it',
  'cli.check.no-report-since': ': no sensor reported it since it was registered {when}',
  'cli.check.miss':
    '{certainty, select, certain {certain} other {likely}}: a sensor reports {reported}.',
  'cli.check.repair': 'repair: {command}',
  'cli.check.counts':
    '{matched} of {registered} registered devices confirmed by a sensor; {nearMiss, plural, one {# near-miss} other {# near-misses}}, {waiting} waiting{unknown, plural, =0 {} one {, # not known} other {, # not known}}.',
  'cli.check.no-such-miss':
    '{serial} is no near-miss of this account: run `device-admin check` to list them, and give --fix the id it shows.',
  'cli.check.several-misses':
    '{serial} has {count} near-misses: give --fix the id a sensor reports ({ids}).',
  'cli.check.near-misses':
    '{count, plural, one {# registered device is a near-miss} other {# registered devices are a near-miss}} of what sensors report: repair with --fix SERIAL or --fix-all.',
  'cli.check.repair-all-question':
    'Repair {count, plural, one {# near-miss} other {# near-misses}}? Each sensor id is paired where the admin’s entry was; each admin entry is unpaired and marked replaced (each can be undone).',
  'cli.check.nothing-repaired': 'Nothing was repaired.',
  'cli.check.likely-question':
    '{reported} is only likely the same hardware as {registered} (the same radio family). Repair it?',
  'cli.check.undo': '(undo: {command})',
  'cli.check.declined': '{serialId}: left alone, as answered. Nothing was changed.',
  'cli.check.no-certain': 'No certain near-miss to repair.',
  'cli.check.likely-left':
    '{count, plural, one {# likely near-miss is left alone} other {# likely near-misses are left alone}}: add --include-likely to repair them too.',
  'cli.check.not-repaired': '{failed} of {total} were not repaired.',
  'cli.sensor.what': 'demo sensor takes --this-pc or one FILE.',
  'cli.sensor.unreadable': '{file} cannot be read: {problem}',
  'cli.sensor.bad-file': '{file} is no sensor report: write {example}.',
  'cli.sensor.not-demo':
    'This service is no demo service: it cannot play a sensor (only the offline demo service and `npm run mock` can).',
  'cli.sensor.reported':
    'Reported {count, plural, one {# device} other {# devices}} as a sensor would ({created} new to the account).',

  // activity, undo and lost: the journal of this app and the registrations the service lost.
  'cli.activity.dismissed':
    '{count, plural, one {Dismissed # journal notice.} other {Dismissed # journal notices.}}',
  'cli.activity.limit': '--limit takes a whole number from 1 to 1000.',
  'cli.activity.dismiss-hint':
    'Dismiss these notices with: device-admin activity --dismiss-notices',
  'cli.activity.more': '{shown} of {total} entries shown; --limit or the filters show others.',
  'cli.undo.one': 'undo takes the ID of one activity entry (activity lists them).',
  'cli.lost.none': 'No device this app registered is missing from the service.',
  'cli.lost.restore-hint':
    'Register them again with: lost --restore --location ID (or --keep-unpaired)',
  'cli.lost.operands': 'Serial ids go with --restore or --forget.',
  'cli.lost.unreadable': 'Which registrations the service lost cannot be told: {problem}',
  'cli.lost.missing':
    '{count, plural, one {# device is missing} other {# devices are missing}} from the service.',
  'cli.lost.nothing': 'No lost device to act on.',
  'cli.lost.forgotten': 'Stopped looking for {forgotten} of {total}.',
  'cli.lost.not-restored': '{failed} of {total} were not restored.',

  // survey: desk by desk, as it goes.
  'cli.survey.location': 'survey needs --location ID: the floor or site whose desks to survey.',
  'cli.survey.unknown-key':
    '"{key}" is no survey key: Enter (an empty line) confirms, s skips, b goes back, u undoes, r reports, q quits.',
  'cli.survey.failures':
    '{count} desk confirmations did not put every device in: see each desk above.',
  'cli.survey.started': 'Survey of {location}: {done} of {total} desks done.',
  'cli.survey.baseline': 'Baseline of {host}: {count} devices of its own (never proposed).',
  'cli.survey.keys':
    'Keys: Enter confirms the desk, s skips it, b goes back, u undoes the last desk, r reports, q quits.',
  'cli.survey.done': '({done} of {total} done)',
  'cli.survey.plugged': 'Plugged in at {desk}:',
  'cli.survey.parts': '{model}: {count} more of its devices are not registered ({parts})',
  'cli.survey.ignored': 'Ignored {name}: {why}',
  'cli.survey.enter-confirms': 'Enter confirms {desk}.',
  'cli.survey.cannot-see': 'Cannot see: {message}',
  'cli.survey.confirmed':
    '{desk} confirmed: {done} of {total} devices in and paired ({created} new, {moved} moved).',
  'cli.survey.skipped': 'Skipped {desk}.',
  'cli.survey.back': 'Back to {desk}.',
  'cli.survey.undone': 'Undid {desk}:',
  'cli.survey.report':
    'Report of {location}: {done} of {total} desks done, {skipped} skipped, {withoutDock} without a dock, {moved} devices moved.',
  'cli.survey.moved': 'Moved {serialId} from {from} to {to}.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  // detect: what the sensor would report here, and what --register leaves out.
  'cli.detect.type': '--type erwartet {types} (mehrere durch Kommas getrennt), nicht „{name}“.',
  'cli.detect.left-out.ids':
    'Es kann {count} IDs bedeuten ({ids}); registrieren Sie die richtige mit device register --serial-id',
  'cli.detect.left-out.hidden':
    'Ein verborgenes Netzwerk sendet keine SSID; registrieren Sie es mit device register --name',
  'cli.detect.left-out.band':
    'Sein Band ist nicht bekannt; registrieren Sie es mit device register --info "2.4GHz", "5GHz" oder "6GHz"',
  'cli.detect.left-out.paired':
    'Bereits zugeordnet zu {location}; verschieben Sie es mit pair --location',
  'cli.detect.left-out': '{id} ausgelassen: {reason}.',
  'cli.detect.nothing': 'Nichts zu registrieren.',
  'cli.detect.no-ssid': 'Kein Access Point des WLANs „{ssid}“ ist in Reichweite.',
  'cli.detect.not-done': '{failed} von {total} Geräten wurden nicht registriert und zugeordnet.',
  'cli.detect.machine': 'Erkannt auf {host} ({platform}) in {seconds, number, ::.0} s.',
  'cli.detect.none': 'Keine Geräte gefunden.',
  'cli.detect.not-read': 'Nicht gelesen:',
  'cli.detect.skipped': 'Übersprungen:',
  'cli.detect.notes': 'Hinweise:',

  // check: registrations matched against what sensors report, and repairs of near-misses.
  'cli.check.unpaired': 'nicht zugeordnet',
  'cli.check.no-name': 'kein Name',
  'cli.check.last-reported': ': zuletzt gemeldet am {when}',
  'cli.check.no-report': ': von keinem Sensor gemeldet',
  'cli.check.no-report-since': ': seit der Registrierung am {when} von keinem Sensor gemeldet',
  'cli.check.miss':
    '{certainty, select, certain {sicher} other {wahrscheinlich}}: Ein Sensor meldet {reported}.',
  'cli.check.repair': 'reparieren: {command}',
  'cli.check.counts':
    '{matched} von {registered} registrierten Geräten von einem Sensor bestätigt; {nearMiss, plural, one {# Beinahe-Treffer} other {# Beinahe-Treffer}}, {waiting} ohne Sensormeldung{unknown, plural, =0 {} one {, # unbekannt} other {, # unbekannt}}.',
  'cli.check.no-such-miss':
    '{serial} ist kein Beinahe-Treffer dieses Kontos: Führen Sie `device-admin check` aus, um sie aufzulisten, und geben Sie bei --fix die dort angezeigte ID an.',
  'cli.check.several-misses':
    '{serial} hat {count} Beinahe-Treffer: Geben Sie bei --fix die ID an, die ein Sensor meldet ({ids}).',
  'cli.check.near-misses':
    '{count, plural, one {# registriertes Gerät ist ein Beinahe-Treffer} other {# registrierte Geräte sind Beinahe-Treffer}} dessen, was Sensoren melden: Reparieren Sie mit --fix SERIAL oder --fix-all.',
  'cli.check.repair-all-question':
    '{count, plural, one {# Beinahe-Treffer} other {# Beinahe-Treffer}} reparieren? Jede Sensor-ID wird dort zugeordnet, wo der Eintrag des Administrators war; die Zuordnung jedes Administratoreintrags wird aufgehoben, und er wird als ersetzt markiert (jeder Schritt lässt sich rückgängig machen).',
  'cli.check.nothing-repaired': 'Es wurde nichts repariert.',
  'cli.check.likely-question':
    '{reported} ist nur wahrscheinlich dieselbe Hardware wie {registered} (dieselbe Funkfamilie). Reparieren?',
  'cli.check.undo': '(rückgängig machen: {command})',
  'cli.check.declined':
    '{serialId}: wie beantwortet unverändert gelassen. Es wurde nichts geändert.',
  'cli.check.no-certain': 'Kein sicherer Beinahe-Treffer zu reparieren.',
  'cli.check.likely-left':
    '{count, plural, one {# wahrscheinlicher Beinahe-Treffer bleibt unverändert} other {# wahrscheinliche Beinahe-Treffer bleiben unverändert}}: Fügen Sie --include-likely hinzu, um auch diese zu reparieren.',
  'cli.check.not-repaired': '{failed} von {total} wurden nicht repariert.',
  'cli.sensor.what': 'demo sensor erwartet --this-pc oder genau eine Datei (FILE).',
  'cli.sensor.unreadable': '{file} kann nicht gelesen werden: {problem}',
  'cli.sensor.bad-file': '{file} ist kein Sensorbericht: Schreiben Sie {example}.',
  'cli.sensor.not-demo':
    'Dieser Dienst ist kein Demo-Dienst: Er kann keinen Sensor spielen (das können nur der Offline-Demo-Dienst und `npm run mock`).',
  'cli.sensor.reported':
    '{count, plural, one {# Gerät} other {# Geräte}} gemeldet, wie ein Sensor es täte ({created} neu im Konto).',

  // activity, undo and lost: the journal of this app and the registrations the service lost.
  'cli.activity.dismissed':
    '{count, plural, one {# Hinweis des Aktivitätsprotokolls ausgeblendet.} other {# Hinweise des Aktivitätsprotokolls ausgeblendet.}}',
  'cli.activity.limit': '--limit erwartet eine ganze Zahl von 1 bis 1000.',
  'cli.activity.dismiss-hint':
    'Blenden Sie diese Hinweise aus mit: device-admin activity --dismiss-notices',
  'cli.activity.more':
    '{shown} von {total} Einträgen angezeigt; --limit oder die Filter zeigen weitere.',
  'cli.undo.one':
    'undo erwartet die ID eines Eintrags im Aktivitätsprotokoll (activity listet sie auf).',
  'cli.lost.none': 'Kein Gerät, das diese App registriert hat, fehlt beim Dienst.',
  'cli.lost.restore-hint':
    'Registrieren Sie sie erneut mit: lost --restore --location ID (oder --keep-unpaired)',
  'cli.lost.operands': 'Serien-IDs gehören zu --restore oder --forget.',
  'cli.lost.unreadable':
    'Welche Registrierungen der Dienst verloren hat, lässt sich nicht sagen: {problem}',
  'cli.lost.missing': '{count, plural, one {# Gerät fehlt} other {# Geräte fehlen}} beim Dienst.',
  'cli.lost.nothing': 'Kein verlorenes Gerät, auf das sich der Befehl beziehen könnte.',
  'cli.lost.forgotten': 'Die Suche nach {forgotten} von {total} wurde beendet.',
  'cli.lost.not-restored': '{failed} von {total} wurden nicht wiederhergestellt.',

  // survey: desk by desk, as it goes.
  'cli.survey.location':
    'survey braucht --location ID: die Etage oder den Standort, dessen Arbeitsplätze erfasst werden.',
  'cli.survey.unknown-key':
    '„{key}“ ist keine Taste der Begehung: Enter (eine leere Zeile) bestätigt, s überspringt, b geht zurück, u macht rückgängig, r zeigt den Bericht, q beendet.',
  'cli.survey.failures':
    'Bestätigungen von Arbeitsplätzen, die nicht jedes Gerät eingetragen haben: {count}; siehe die einzelnen Arbeitsplätze oben.',
  'cli.survey.started': 'Begehung von {location}: {done} von {total} Arbeitsplätzen erledigt.',
  'cli.survey.baseline':
    'Ausgangsstand von {host}: {count} eigene Geräte (werden nie vorgeschlagen).',
  'cli.survey.keys':
    'Tasten: Enter bestätigt den Arbeitsplatz, s überspringt ihn, b geht zurück, u macht den letzten Arbeitsplatz rückgängig, r zeigt den Bericht, q beendet.',
  'cli.survey.done': '({done} von {total} erledigt)',
  'cli.survey.plugged': 'Eingesteckt an {desk}:',
  'cli.survey.parts': '{model}: {count} weitere seiner Geräte werden nicht registriert ({parts})',
  'cli.survey.ignored': '{name} ignoriert: {why}',
  'cli.survey.enter-confirms': 'Enter bestätigt {desk}.',
  'cli.survey.cannot-see': 'Nicht erkennbar: {message}',
  'cli.survey.confirmed':
    '{desk} bestätigt: {done} von {total} Geräten eingetragen und zugeordnet ({created} neu, {moved} verschoben).',
  'cli.survey.skipped': '{desk} übersprungen.',
  'cli.survey.back': 'Zurück zu {desk}.',
  'cli.survey.undone': '{desk} rückgängig gemacht:',
  'cli.survey.report':
    'Bericht für {location}: {done} von {total} Arbeitsplätzen erledigt, {skipped} übersprungen, {withoutDock} ohne Dockingstation, {moved} Geräte verschoben.',
  'cli.survey.moved': '{serialId} von {from} nach {to} verschoben.',
}
