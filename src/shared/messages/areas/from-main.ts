import type { Catalog } from '../catalog-types.ts'

/**
 * Texts main makes and the window words from their code (`wordCoded`): the journal's summaries and
 * notice, the update status, the connection screens' notes, the embedded service's status. The English
 * is main's English, word for word (the command line and the logs print main's). And the one error the
 * window makes itself: its back end not answering.
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
  'activity.summary.replaced': 'Replaced {serialId} by {by}, the id a sensor reports ({rule}).',
  'activity.summary.replace-undone': 'Undid the replacement of {serialId} by {by}.',
  'activity.summary.key-created': 'Created the API key "{keyName}" ({keyId}), {role} of {scope}.',
  'activity.summary.key-revoked': 'Revoked the API key "{keyName}" ({keyId}).',
  'activity.summary.key-rotated':
    'Rotated the API key "{keyName}": {keyId} revoked, the profile now uses {newKeyId}.',
  'activity.summary.key-rotated-old-kept':
    'Rotated the API key "{keyName}": the profile now uses {newKeyId}, but {keyId} could not be revoked and still works.',
  'activity.notice.set-aside':
    'The activity journal {file} could not be read ({reason}); it was kept as {path}, and a new one was started with what could be read from it: {entries, number} entries and {tracked, number} tracked devices.',
  'activity.notice.set-aside-partly':
    'The activity journal {file} could not be read ({reason}); it was kept as {path}, and a new one was started with what could be read from it: {entries, number} entries and {tracked, number} tracked devices. Not readable: {missing}.',
  'activity.notice.set-aside-unreadable':
    'The activity journal {file} could not be read ({reason}); it was kept as {path}, and a new one was started: nothing in it could be read, so devices it tracked are no longer checked.',
  'activity.notice.waiting':
    'The activity journal {file} cannot be written now ({problem, select, full {the disk is full: free some space on it} busy {another program holds its lock} readOnly {the app may not write it: make it writable (chmod u+w {file}) or move it away} other {{reason}}}): {count, number} entries wait and are written as soon as it can be.',
  'activity.notice.not-read':
    'The activity journal {file} could not be read ({problem, select, full {the disk is full: free some space on it} busy {another program holds its lock} readOnly {the app may not write it: make it writable (chmod u+w {file}) or move it away} other {{reason}}}); changes still reach the service, and which registrations the service lost cannot be told until it can be read.',
  'activity.notice.not-written':
    '{count, number} activity journal entries could not be written to {file} ({problem, select, full {the disk is full: free some space on it} busy {another program holds its lock} readOnly {the app may not write it: make it writable (chmod u+w {file}) or move it away} other {{reason}}}), nor kept beside it; the changes themselves reached the service, but the journal has no trace of them.',
  'activity.notice.wal-missing':
    "The activity journal's write-ahead log ({file}-wal) was deleted while the app was writing; what the app had written was saved into {file}. Keep cleanup and sync tools away from the app's data folder.",
  'activity.notice.wal-foreign':
    "The activity journal's write-ahead log ({file}-wal) was replaced by another file while the app was writing; what the app had written was saved into {file}. Keep cleanup and sync tools away from the app's data folder.",
  'activity.notice.wal-at-open':
    'A write-ahead log ({file}-wal) that no run of this app left was found beside the activity journal; the journal was checked page by page before it was used.',
  'activity.notice.recovered':
    'The app stopped on {at} before the service answered {total, number} changes: {done, number} were made (now in the journal), {notMade, number} were not made, {lost, number} registrations are missing from the service (see lost registrations).',
  'updates.status.managed': 'Updates: managed by your organisation',
  'updates.status.turned-off': 'Updates: turned off by {source}',
  'updates.status.dev-build': 'Updates: not in a development build',
  'updates.status.no-feed': 'Updates: not set up in this build (it has no update feed)',
  'updates.status.not-nsis':
    'Updates: not for this copy, which the NSIS installer did not install (an MSI is updated by the next MSI)',
  'updates.status.other-install':
    'Updates: not for this kind of install (the AppImage and the .deb update themselves)',
  'updates.status.installed-app': 'Updates: come with the installed app',
  'updates.status.checking': 'Updates: checking for a new version…',
  'updates.status.downloading': 'Updates: downloading version {version} ({percent, number} %)',
  'updates.status.ready':
    'Updates: version {version} is ready; restart to update, or it installs when you quit',
  'updates.status.available':
    'Updates: version {version} is out; this build is not code-signed, so it cannot install it itself',
  'updates.status.failed':
    'Updates: the last check failed ({reason}); the next is in {hours, plural, one {# hour} other {# hours}}',
  'updates.status.by-hand':
    'Updates: checked every {hours, plural, one {# hour} other {# hours}}; this build is not code-signed, so new versions are installed by hand',
  'updates.status.latest': 'Updates: automatic; this is the latest version',
  'updates.status.automatic': 'Updates: automatic',
  'connection.store.session-only': 'This session only: no keychain found',
  'connection.store.macos-keychain': 'macOS Keychain',
  'connection.store.windows-credential-manager': 'Windows Credential Manager',
  'connection.store.secret-service': 'Secret Service',
  'connection.store.secret-service-collection': 'Secret Service (collection "{collection}")',
  'connection.store.hint.unlock-macos-keychain':
    'The macOS Keychain could not be used: unlock your login keychain in Keychain Access, then restart the app.',
  'connection.store.hint.windows-own-account':
    'The Windows Credential Manager could not be used: sign in to Windows with your own account, then restart the app.',
  'connection.store.hint.install-secret-service':
    'Install and unlock a Secret Service, such as gnome-keyring (sudo apt install gnome-keyring) or KeePassXC with its Secret Service integration switched on, then restart the app.',
  'connection.test.admin-service': 'The admin service at {origin} answered in {ms, number} ms.',
  'connection.test.no-health':
    '{origin} answered in {ms, number} ms, without a health check (GET /health); whether it is the admin service shows when you sign in.',
  'connection.test.not-admin':
    '{origin} answered in {ms, number} ms, but not as the admin service does:',
  'app.embedded.running-again': 'The offline demo service runs again.',
  'app.embedded.restarting.text':
    'The offline demo service stopped unexpectedly (exit code {exitCode}) and is being restarted…',
  'app.embedded.keeps-stopping':
    'The offline demo service keeps stopping (exit code {exitCode}), so it is not restarted again. Quit and reopen the app; the log has the details (Help → Open logs folder).',
  'app.embedded.not-restarted':
    'The offline demo service could not be restarted ({reason}). It is tried again with your next action; if that fails too, quit and reopen the app.',
  'app.api.transport-failed':
    'The app could not reach its back end. Check that it is still running, then try again.',
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
  'activity.summary.replaced':
    '{serialId} durch {by} ersetzt, die Serien-ID, die ein Sensor meldet ({rule}).',
  'activity.summary.replace-undone': 'Ersetzen von {serialId} durch {by} rückgängig gemacht.',
  'activity.summary.key-created':
    'API-Schlüssel „{keyName}“ ({keyId}) angelegt, {role} von {scope}.',
  'activity.summary.key-revoked': 'API-Schlüssel „{keyName}“ ({keyId}) widerrufen.',
  'activity.summary.key-rotated':
    'API-Schlüssel „{keyName}“ erneuert: {keyId} widerrufen, das Profil verwendet jetzt {newKeyId}.',
  'activity.summary.key-rotated-old-kept':
    'API-Schlüssel „{keyName}“ erneuert: Das Profil verwendet jetzt {newKeyId}, aber {keyId} konnte nicht widerrufen werden und funktioniert weiterhin.',
  'activity.notice.set-aside':
    'Das Aktivitätsprotokoll {file} konnte nicht gelesen werden ({reason}). Es wurde als {path} aufbewahrt und ein neues mit dem Lesbaren daraus angelegt: {entries, number} Einträge und {tracked, number} verfolgte Geräte.',
  'activity.notice.set-aside-partly':
    'Das Aktivitätsprotokoll {file} konnte nicht gelesen werden ({reason}). Es wurde als {path} aufbewahrt und ein neues mit dem Lesbaren daraus angelegt: {entries, number} Einträge und {tracked, number} verfolgte Geräte. Nicht lesbar: {missing}.',
  'activity.notice.set-aside-unreadable':
    'Das Aktivitätsprotokoll {file} konnte nicht gelesen werden ({reason}). Es wurde als {path} aufbewahrt und ein neues angelegt: Nichts darin war lesbar, daher werden die darin verfolgten Geräte nicht mehr geprüft.',
  'activity.notice.waiting':
    'Das Aktivitätsprotokoll {file} kann gerade nicht geschrieben werden ({problem, select, full {der Datenträger ist voll: Geben Sie dort Platz frei} busy {ein anderes Programm hält seine Sperre} readOnly {die App darf sie nicht schreiben: Machen Sie sie beschreibbar (chmod u+w {file}) oder verschieben Sie sie} other {{reason}}}): {count, number} Einträge warten und werden geschrieben, sobald es geht.',
  'activity.notice.not-read':
    'Das Aktivitätsprotokoll {file} konnte nicht gelesen werden ({problem, select, full {der Datenträger ist voll: Geben Sie dort Platz frei} busy {ein anderes Programm hält seine Sperre} readOnly {die App darf sie nicht schreiben: Machen Sie sie beschreibbar (chmod u+w {file}) oder verschieben Sie sie} other {{reason}}}). Änderungen erreichen den Dienst trotzdem; welche Registrierungen der Dienst verloren hat, lässt sich erst sagen, wenn es wieder lesbar ist.',
  'activity.notice.not-written':
    '{count, number} Einträge konnten weder in das Aktivitätsprotokoll {file} geschrieben ({problem, select, full {der Datenträger ist voll: Geben Sie dort Platz frei} busy {ein anderes Programm hält seine Sperre} readOnly {die App darf sie nicht schreiben: Machen Sie sie beschreibbar (chmod u+w {file}) oder verschieben Sie sie} other {{reason}}}) noch daneben aufbewahrt werden. Die Änderungen selbst haben den Dienst erreicht, aber das Protokoll hat keine Spur von ihnen.',
  'activity.notice.wal-missing':
    'Das Write-Ahead-Log des Aktivitätsprotokolls ({file}-wal) wurde gelöscht, während die App schrieb; was die App geschrieben hatte, wurde in {file} gesichert. Halten Sie Aufräum- und Synchronisierungsprogramme vom Datenordner der App fern.',
  'activity.notice.wal-foreign':
    'Das Write-Ahead-Log des Aktivitätsprotokolls ({file}-wal) wurde durch eine andere Datei ersetzt, während die App schrieb; was die App geschrieben hatte, wurde in {file} gesichert. Halten Sie Aufräum- und Synchronisierungsprogramme vom Datenordner der App fern.',
  'activity.notice.wal-at-open':
    'Neben dem Aktivitätsprotokoll lag ein Write-Ahead-Log ({file}-wal), das kein Lauf dieser App hinterlassen hat; das Protokoll wurde vor der Verwendung Seite für Seite geprüft.',
  'activity.notice.recovered':
    'Die App wurde am {at} beendet, bevor der Dienst {total, number} Änderungen beantwortet hatte: {done, number} wurden ausgeführt (jetzt im Protokoll), {notMade, number} nicht, {lost, number} Registrierungen fehlen im Dienst (siehe verlorene Registrierungen).',
  'updates.status.managed': 'Updates: von Ihrer Organisation verwaltet',
  'updates.status.turned-off': 'Updates: deaktiviert durch {source}',
  'updates.status.dev-build': 'Updates: nicht in einem Entwicklungs-Build',
  'updates.status.no-feed':
    'Updates: in diesem Build nicht eingerichtet (er hat keinen Update-Feed)',
  'updates.status.not-nsis':
    'Updates: nicht für diese Installation, da sie nicht mit dem NSIS-Installer erfolgte (eine MSI-Installation aktualisiert die nächste MSI)',
  'updates.status.other-install':
    'Updates: nicht für diese Art der Installation (AppImage und .deb aktualisieren sich selbst)',
  'updates.status.installed-app': 'Updates: kommen mit der installierten App',
  'updates.status.checking': 'Updates: Es wird nach einer neuen Version gesucht…',
  'updates.status.downloading':
    'Updates: Version {version} wird heruntergeladen ({percent, number} %)',
  'updates.status.ready':
    'Updates: Version {version} ist bereit; starten Sie neu, um zu aktualisieren – sonst wird sie beim Beenden installiert',
  'updates.status.available':
    'Updates: Version {version} ist erschienen; dieser Build ist nicht codesigniert und kann sie daher nicht selbst installieren',
  'updates.status.failed':
    'Updates: Die letzte Prüfung ist fehlgeschlagen ({reason}); die nächste folgt in {hours, plural, one {# Stunde} other {# Stunden}}',
  'updates.status.by-hand':
    'Updates: Prüfung {hours, plural, one {jede Stunde} other {alle # Stunden}}; dieser Build ist nicht codesigniert, neue Versionen werden daher von Hand installiert',
  'updates.status.latest': 'Updates: automatisch; dies ist die neueste Version',
  'updates.status.automatic': 'Updates: automatisch',
  'connection.store.session-only': 'Nur diese Sitzung: kein Schlüsselbund gefunden',
  'connection.store.macos-keychain': 'macOS-Schlüsselbund',
  'connection.store.windows-credential-manager': 'Windows-Anmeldeinformationsverwaltung',
  'connection.store.secret-service': 'Secret Service',
  'connection.store.secret-service-collection': 'Secret Service (Sammlung „{collection}“)',
  'connection.store.hint.unlock-macos-keychain':
    'Der macOS-Schlüsselbund konnte nicht verwendet werden: Entsperren Sie Ihren Anmeldeschlüsselbund in der Schlüsselbundverwaltung und starten Sie die App dann neu.',
  'connection.store.hint.windows-own-account':
    'Die Windows-Anmeldeinformationsverwaltung konnte nicht verwendet werden: Melden Sie sich mit Ihrem eigenen Konto bei Windows an und starten Sie die App dann neu.',
  'connection.store.hint.install-secret-service':
    'Installieren und entsperren Sie einen Secret Service, etwa gnome-keyring (sudo apt install gnome-keyring) oder KeePassXC mit eingeschalteter Secret-Service-Integration, und starten Sie die App dann neu.',
  'connection.test.admin-service':
    'Der Admin-Dienst unter {origin} hat in {ms, number} ms geantwortet.',
  'connection.test.no-health':
    '{origin} hat in {ms, number} ms geantwortet, aber ohne Health-Check (GET /health); ob es der Admin-Dienst ist, zeigt sich bei der Anmeldung.',
  'connection.test.not-admin':
    '{origin} hat in {ms, number} ms geantwortet, aber nicht so wie der Admin-Dienst:',
  'app.embedded.running-again': 'Der Offline-Demo-Dienst läuft wieder.',
  'app.embedded.restarting.text':
    'Der Offline-Demo-Dienst wurde unerwartet beendet (Exit-Code {exitCode}) und wird neu gestartet…',
  'app.embedded.keeps-stopping':
    'Der Offline-Demo-Dienst wird immer wieder beendet (Exit-Code {exitCode}) und daher nicht mehr neu gestartet. Beenden Sie die App und öffnen Sie sie erneut; Einzelheiten stehen im Log (Hilfe → Log-Ordner öffnen).',
  'app.embedded.not-restarted':
    'Der Offline-Demo-Dienst konnte nicht neu gestartet werden ({reason}). Bei Ihrer nächsten Aktion wird es erneut versucht; schlägt auch das fehl, beenden Sie die App und öffnen Sie sie erneut.',
  'app.api.transport-failed':
    'Die App erreicht ihr Backend nicht. Prüfen Sie, ob es noch läuft, und versuchen Sie es dann erneut.',
}
