import type { Catalog } from '../catalog-types.ts'

/** The match check: registrations against what sensors report, near-misses and their repair. */
export const en = {
  'errors.match.match-changed':
    'Nothing was changed: the devices changed since the check ({changes}). Run the check again and repair what it shows then.',
  'errors.match.match-gone':
    'Nothing was changed: the service no longer lists {serialId}. Run the check again.',
  'errors.match.match-not-near-miss':
    'Nothing was changed: {reported} is no near-miss of {registered}.',
  'errors.match.match-likely-unconfirmed':
    'Nothing was changed: {reported} is only likely the same hardware as {registered}. Confirm the repair to make it (--include-likely, or answer the question).',
  'errors.match.match-not-registered':
    'Nothing was changed: {serialId} was reported by a sensor, not registered by an admin.',
  'match.screen.title': 'Match',
  'match.screen.intro':
    'Every device registered in this account, checked against what sensors report: matched, still waiting for a sensor, or a near-miss – the same hardware written another way, which a sensor would never match.',
  'match.screen.reload': 'Check again',
  'match.screen.problem': 'The match check',
  'match.summary.confirmed':
    '{matched, number} of {registered, plural, one {# registered device} other {# registered devices}} confirmed by a sensor.',
  'match.summary.near-misses': '{count, plural, one {# near-miss} other {# near-misses}}',
  'match.summary.show': 'Show the match',
  'match.limit.no-report-times':
    'This service does not say when a sensor last reported a device: which registrations a sensor has confirmed cannot be told. Near-misses are still found among the devices it lists.',
  'match.limit.paired-only':
    'This service lists paired devices only: unpaired registrations and what sensors reported unpaired are not checked.',
  'match.status.near-miss': 'Near-miss',
  'match.status.waiting': 'Waiting for a sensor',
  'match.status.unknown': 'Not known',
  'match.status.matched': 'Matched',
  'match.certainty.certain': 'Certain',
  'match.certainty.likely': 'Likely',
  'match.evidence.same-mac':
    'The same MAC {registered}, registered as a {registeredAs, select, ethernet {Ethernet NIC} wlan {WLAN NIC} gateway {gateway} other {Wi-Fi BSSID}} and reported as a {reportedAs, select, ethernet {Ethernet NIC} wlan {WLAN NIC} gateway {gateway} other {Wi-Fi BSSID}}.',
  'match.evidence.local-bit':
    'The reported BSSID {reported} is the registered MAC {registered} with the locally administered bit {bit, select, set {set} other {cleared}}, as access points derive their BSSIDs.',
  'match.evidence.usb-serial':
    'The USB serial "{reported}" as reported and "{registered}" as registered differ only in case, padding or leading zeros.',
  'match.evidence.monitor-serial':
    'The monitor serial "{reported}" as reported and "{registered}" as registered differ only in spacing or case.',
  'match.evidence.radio-family':
    'The reported BSSID {reported} differs from {registered} only in its last hex digit: probably another radio or SSID of the same access point.',
  'match.entry.unpaired': 'unpaired',
  'match.entry.registered-as': 'Registered as',
  'match.entry.reported-as': 'a sensor reports',
  'match.repaired':
    '{reported} replaces {registered}: {paired, select, yes {paired to {location}} other {paired to no location}}, named "{name}".',
  'match.repair.one': 'Repair',
  'match.repair.one.label': 'Repair {serialId}',
  'match.repair.all': 'Repair all ({count, number})',
  'match.repair.done': 'Repaired {done, number} of {total, number}.',
  'match.repair.progress': 'Repairing… {done, number} of {total, number} done.',
  'match.play': 'Play the sensor on this PC',
  'match.play.done':
    'Reported {count, plural, one {# device} other {# devices}} found on this PC to the demo service, as a sensor would.',
  'match.list.near-misses': 'Near-misses',
  'match.list.others': 'Registered devices',
  'match.list.show-more': 'Show more ({shown, number} of {total, number} shown)',
  'match.repair.unlisted': '{count, plural, one {# more not listed.} other {# more not listed.}}',
  'match.overview.more':
    '{count, plural, one {# more near-miss on the Match screen} other {# more near-misses on the Match screen}}',
  'match.column.status': 'State',
  'match.column.device': 'Device',
  'match.column.location': 'Location',
  'match.column.when': 'When',
  'match.when.reported': 'last reported {when}',
  'match.when.since': 'registered {when}',
  'match.ask.title': '{count, plural, one {Repair this near-miss?} other {Repair # near-misses?}}',
  'match.ask.all':
    'Each sensor id is paired where the admin’s entry was, with its name and info where the sensor has none; each admin entry is unpaired and marked replaced. Every repair can be undone in Activity.',
  'match.ask.likely':
    '{reported} is only likely the same hardware (the same radio family). Repair it all the same?',
  'match.ask.repair': 'Repair',
  'match.drawer.state': 'Match with the sensors: {state}',
  'match.drawer.repair': 'The Match screen repairs it in one step.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'errors.match.match-changed':
    'Es wurde nichts geändert: Die Geräte haben sich seit der Prüfung geändert ({changes}). Prüfen Sie erneut und reparieren Sie, was die Prüfung dann zeigt.',
  'errors.match.match-gone':
    'Es wurde nichts geändert: Der Dienst führt {serialId} nicht mehr. Prüfen Sie erneut.',
  'errors.match.match-not-near-miss':
    'Es wurde nichts geändert: {reported} ist kein Beinahe-Treffer von {registered}.',
  'errors.match.match-likely-unconfirmed':
    'Es wurde nichts geändert: {reported} ist nur wahrscheinlich dieselbe Hardware wie {registered}. Bestätigen Sie die Reparatur, um sie auszuführen (--include-likely oder die Rückfrage).',
  'errors.match.match-not-registered':
    'Es wurde nichts geändert: {serialId} wurde von einem Sensor gemeldet, nicht von einem Administrator registriert.',
  'match.screen.title': 'Abgleich',
  'match.screen.intro':
    'Jedes in diesem Konto registrierte Gerät, abgeglichen mit den Meldungen der Sensoren: bestätigt, noch ohne Sensormeldung oder ein Beinahe-Treffer – dieselbe Hardware, anders geschrieben, die ein Sensor nie zuordnen würde.',
  'match.screen.reload': 'Erneut prüfen',
  'match.screen.problem': 'Der Abgleich',
  'match.summary.confirmed':
    '{matched, number} von {registered, plural, one {# registrierten Gerät} other {# registrierten Geräten}} von einem Sensor bestätigt.',
  'match.summary.near-misses': '{count, plural, one {# Beinahe-Treffer} other {# Beinahe-Treffer}}',
  'match.summary.show': 'Abgleich anzeigen',
  'match.limit.no-report-times':
    'Dieser Dienst sagt nicht, wann ein Sensor ein Gerät zuletzt gemeldet hat: Welche Registrierungen ein Sensor bestätigt hat, lässt sich nicht sagen. Beinahe-Treffer unter den aufgeführten Geräten werden trotzdem gefunden.',
  'match.limit.paired-only':
    'Dieser Dienst führt nur zugeordnete Geräte auf: Nicht zugeordnete Registrierungen und nicht zugeordnete Sensormeldungen werden nicht geprüft.',
  'match.status.near-miss': 'Beinahe-Treffer',
  'match.status.waiting': 'Wartet auf einen Sensor',
  'match.status.unknown': 'Unbekannt',
  'match.status.matched': 'Bestätigt',
  'match.certainty.certain': 'Sicher',
  'match.certainty.likely': 'Wahrscheinlich',
  'match.evidence.same-mac':
    'Dieselbe MAC {registered}, registriert als {registeredAs, select, ethernet {Ethernet-Netzwerkadapter} wlan {WLAN-Netzwerkadapter} gateway {Standardgateway} other {WLAN-BSSID}} und gemeldet als {reportedAs, select, ethernet {Ethernet-Netzwerkadapter} wlan {WLAN-Netzwerkadapter} gateway {Standardgateway} other {WLAN-BSSID}}.',
  'match.evidence.local-bit':
    'Die gemeldete BSSID {reported} ist die registrierte MAC {registered} mit {bit, select, set {gesetztem} other {gelöschtem}} Bit für lokal verwaltete Adressen, wie Access Points ihre BSSIDs ableiten.',
  'match.evidence.usb-serial':
    'Die USB-Seriennummer „{reported}“ (gemeldet) und „{registered}“ (registriert) unterscheiden sich nur in Groß-/Kleinschreibung, Auffüllung oder führenden Nullen.',
  'match.evidence.monitor-serial':
    'Die Monitor-Seriennummer „{reported}“ (gemeldet) und „{registered}“ (registriert) unterscheiden sich nur in Leerzeichen oder Groß-/Kleinschreibung.',
  'match.evidence.radio-family':
    'Die gemeldete BSSID {reported} unterscheidet sich von {registered} nur in der letzten Hex-Ziffer: wahrscheinlich ein anderes Funkmodul oder eine andere SSID desselben Access Points.',
  'match.entry.unpaired': 'nicht zugeordnet',
  'match.entry.registered-as': 'Registriert als',
  'match.entry.reported-as': 'ein Sensor meldet',
  'match.repaired':
    '{reported} ersetzt {registered}: {paired, select, yes {{location} zugeordnet} other {keinem Standort zugeordnet}}, Name „{name}“.',
  'match.repair.one': 'Reparieren',
  'match.repair.one.label': '{serialId} reparieren',
  'match.repair.all': 'Alle reparieren ({count, number})',
  'match.repair.done': '{done, number} von {total, number} repariert.',
  'match.repair.progress': 'Wird repariert … {done, number} von {total, number} erledigt.',
  'match.play': 'Sensor auf diesem PC spielen',
  'match.play.done':
    '{count, plural, one {# auf diesem PC gefundenes Gerät} other {# auf diesem PC gefundene Geräte}} an den Demo-Dienst gemeldet, wie es ein Sensor täte.',
  'match.list.near-misses': 'Beinahe-Treffer',
  'match.list.others': 'Registrierte Geräte',
  'match.list.show-more': 'Mehr anzeigen ({shown, number} von {total, number} angezeigt)',
  'match.repair.unlisted':
    '{count, plural, one {# weiteres nicht aufgeführt.} other {# weitere nicht aufgeführt.}}',
  'match.overview.more':
    '{count, plural, one {# weiterer Beinahe-Treffer auf der Seite Abgleich} other {# weitere Beinahe-Treffer auf der Seite Abgleich}}',
  'match.column.status': 'Zustand',
  'match.column.device': 'Gerät',
  'match.column.location': 'Standort',
  'match.column.when': 'Wann',
  'match.when.reported': 'zuletzt gemeldet {when}',
  'match.when.since': 'registriert {when}',
  'match.ask.title':
    '{count, plural, one {Diesen Beinahe-Treffer reparieren?} other {# Beinahe-Treffer reparieren?}}',
  'match.ask.all':
    'Jede Sensor-Serien-ID wird dem Standort des Administratoreintrags zugeordnet, mit dessen Namen und Info, wo der Sensor keine meldet; jeder Administratoreintrag verliert seine Zuordnung und wird als ersetzt markiert. Jede Reparatur lässt sich unter Aktivität rückgängig machen.',
  'match.ask.likely':
    '{reported} ist nur wahrscheinlich dieselbe Hardware (dieselbe Funkfamilie). Trotzdem reparieren?',
  'match.ask.repair': 'Reparieren',
  'match.drawer.state': 'Abgleich mit den Sensoren: {state}',
  'match.drawer.repair': 'Die Ansicht „Abgleich“ repariert ihn in einem Schritt.',
}
