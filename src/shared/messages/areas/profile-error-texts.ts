/**
 * What main says itself of the profiles, the floor survey, the session and the updates
 * (shared/profile-error-texts.ts): errors, and the parts of the session's message. The English is main's
 * own, word for word (test/unit/core/profile-error-texts.test.ts holds them together).
 */
export const en = {
  'errors.profile.profile-file-is-folder':
    'The profile file cannot be used: {path} is a folder, not a file. Move that folder aside (rename it) and try again; a new profile file is then created.',
  'errors.profile.profile-file-denied':
    'The profile file cannot be used: {path} or its folder cannot be read or written (permission denied). Give your user access to it, or move it aside.',
  'errors.profile.profile-folder-is-file':
    'The profile file cannot be used: The profile folder {folder} is not a folder (a file has its name). Move that file aside and try again.',
  'errors.profile.profile-file-failed':
    'The profile file cannot be used: {path} cannot be used ({reason}).',
  'errors.profile.profile-file-failed-unknown':
    'The profile file cannot be used: {path} cannot be used (unknown error).',
  'errors.profile.profile-file-locked':
    'The profile file is locked by another process ({path}). Try again; if no other copy of the app or command line runs, delete that file.',
  'errors.profile.profile-not-found':
    'There is no profile with id "{id}"; list the profiles to see them.',
  'errors.profile.profile-demo-not-editable':
    'The offline demo profile is built in and cannot be edited; add a profile for another service.',
  'errors.profile.profile-demo-not-removable':
    'The offline demo profile is built in and cannot be removed.',
  'errors.profile.profile-last': 'The last profile cannot be removed.',
  'errors.profile.survey-not-running': 'No survey is running: choose a floor and start one.',
  'errors.profile.survey-nothing-to-undo':
    'No desk was confirmed in this survey yet: there is nothing to undo.',
  'errors.profile.survey-not-in-hand':
    '{desk} is not the desk in hand (now {current}): look again, then confirm.',
  'errors.profile.survey-not-in-hand-none':
    '{desk} is not the desk in hand (now none): look again, then confirm.',
  'errors.profile.survey-plugged-changed':
    'What is plugged in changed since you looked: check {desk} again, then confirm.',
  'errors.profile.survey-not-an-id':
    '{serialId} is not one of the ids of {model}: choose one of those shown.',
  'errors.profile.survey-nothing-chosen':
    'Nothing is chosen to put in at {desk}: choose the ids to put in, or skip the desk (s).',
  'errors.profile.survey-no-such-desk': '"{deskId}" is no desk of {floor}.',
  'errors.profile.survey-no-location': 'The account has no location "{locationId}".',
  'errors.profile.survey-no-hierarchy':
    'This service does not say which locations are inside which (parentId), so the desks of a floor cannot be found: a survey needs them.',
  'errors.profile.survey-no-desks':
    '{location} holds no other locations: choose the floor or site whose desks to survey.',
  'errors.profile.session-demo-not-started':
    "The offline demo service could not start ({reason}). Restart the app; if it persists, delete the mock-server folder in the app's data folder.",
  'errors.profile.session-reset-remote':
    '"{profile}" is a remote service; only the offline demo can be reset. Switch to the offline demo first.',
  'errors.profile.session-reset-failed':
    'The offline demo could not be reset ({reason}). Quit and reopen the app; if it persists, delete the folder {folder}.',
  'errors.profile.session-signed-out-of': 'You signed out of "{profile}". Sign in to continue.',
  'errors.profile.session-key-not-accepted':
    'The service does not accept this API key. Check that you copied all of it and that it belongs to this service.',
  'errors.profile.session-key-not-accepted-because':
    'The service does not accept this API key: {reason}',
  'errors.profile.session-password-wrong': 'The username or password is wrong for {origin}.',
  'errors.profile.session-sign-in-with-key': 'Sign in with an API key for this service.',
  'errors.profile.session-sign-in-with-password': 'Sign in with your username and password.',
  'errors.profile.session-sign-in-as': 'Sign in as {username}.',
  'errors.profile.session-key-refused':
    'The service refused the API key. Sign in again with a valid key.',
  'errors.profile.session-key-refused-because':
    'The service refused the API key ({reason}). Sign in again with a valid key.',
  'errors.profile.session-password-refused':
    'The service refused the remembered password of {username}. Sign in again.',
  'errors.profile.session-demo-key-in-memory':
    "The OS keychain cannot be used ({reason}), so the offline demo's public demo key is held in memory for this session only.",
  'errors.profile.session-key-in-memory':
    'The OS keychain cannot be used ({reason}), so this key is held in memory for this session only.',
  'errors.profile.session-password-not-remembered':
    'Signed in, but the password could not be remembered: the OS keychain cannot be used ({reason}).',
  'errors.profile.session-expired':
    'The service no longer accepts your sign-in (it expired or was withdrawn).',
  'errors.profile.session-signed-out': 'Signed out.',
  'errors.profile.session-signed-out-secret-deleted':
    'Signed out; the stored secret was deleted from the keychain.',
  'errors.profile.session-signed-out-secret-kept':
    'Signed out, but the stored secret could not be deleted:',
  'errors.profile.session-signed-out-secret-kept-unknown':
    'Signed out, but the stored secret could not be deleted: unknown error',
  'errors.profile.update-not-ready': 'No update is ready to install yet.',
  'errors.profile.update-import-busy':
    'An import is being sent. Restart to update when it has finished, or cancel it first; the update waits.',
}

export const de: Record<keyof typeof en, string> = {
  'errors.profile.profile-file-is-folder':
    'Die Profildatei kann nicht verwendet werden: {path} ist ein Ordner, keine Datei. Verschieben Sie diesen Ordner an eine andere Stelle (oder benennen Sie ihn um) und versuchen Sie es erneut; dann wird eine neue Profildatei angelegt.',
  'errors.profile.profile-file-denied':
    'Die Profildatei kann nicht verwendet werden: {path} oder der Ordner, in dem sie liegt, kann nicht gelesen oder geschrieben werden (Zugriff verweigert). Geben Sie Ihrem Benutzer Zugriff darauf, oder verschieben Sie die Datei an eine andere Stelle.',
  'errors.profile.profile-folder-is-file':
    'Die Profildatei kann nicht verwendet werden: Der Profilordner {folder} ist kein Ordner (eine Datei trägt seinen Namen). Verschieben Sie diese Datei an eine andere Stelle und versuchen Sie es erneut.',
  'errors.profile.profile-file-failed':
    'Die Profildatei kann nicht verwendet werden: {path} ist nicht verwendbar ({reason}).',
  'errors.profile.profile-file-failed-unknown':
    'Die Profildatei kann nicht verwendet werden: {path} ist nicht verwendbar (unbekannter Fehler).',
  'errors.profile.profile-file-locked':
    'Die Profildatei ist von einem anderen Prozess gesperrt ({path}). Versuchen Sie es erneut; wenn keine andere Instanz der App oder der Befehlszeile läuft, löschen Sie diese Datei.',
  'errors.profile.profile-not-found':
    'Es gibt kein Profil mit der ID „{id}“; lassen Sie sich die Profile auflisten, um sie zu sehen.',
  'errors.profile.profile-demo-not-editable':
    'Das Profil der Offline-Demo ist fest eingebaut und kann nicht bearbeitet werden; fügen Sie ein Profil für einen anderen Dienst hinzu.',
  'errors.profile.profile-demo-not-removable':
    'Das Profil der Offline-Demo ist fest eingebaut und kann nicht entfernt werden.',
  'errors.profile.profile-last': 'Das letzte Profil kann nicht entfernt werden.',
  'errors.profile.survey-not-running':
    'Es läuft keine Begehung: Wählen Sie eine Etage und starten Sie eine.',
  'errors.profile.survey-nothing-to-undo':
    'In dieser Begehung wurde noch kein Arbeitsplatz bestätigt: Es gibt nichts rückgängig zu machen.',
  'errors.profile.survey-not-in-hand':
    '{desk} ist nicht der aktuelle Arbeitsplatz (das ist {current}): Sehen Sie erneut nach und bestätigen Sie dann.',
  'errors.profile.survey-not-in-hand-none':
    '{desk} ist nicht der aktuelle Arbeitsplatz (es gibt gerade keinen): Sehen Sie erneut nach und bestätigen Sie dann.',
  'errors.profile.survey-plugged-changed':
    'Was eingesteckt ist, hat sich geändert, seit Sie nachgesehen haben: Prüfen Sie {desk} erneut und bestätigen Sie dann.',
  'errors.profile.survey-not-an-id':
    '{serialId} ist keine der Serien-IDs von {model}: Wählen Sie eine der angezeigten.',
  'errors.profile.survey-nothing-chosen':
    'Für {desk} ist nichts zum Übernehmen ausgewählt: Wählen Sie die zu übernehmenden Serien-IDs, oder überspringen Sie den Arbeitsplatz (s).',
  'errors.profile.survey-no-such-desk': '„{deskId}“ ist kein Arbeitsplatz von {floor}.',
  'errors.profile.survey-no-location': 'Das Konto hat keinen Standort „{locationId}“.',
  'errors.profile.survey-no-hierarchy':
    'Dieser Dienst gibt nicht an, welche Standorte in welchen liegen (parentId), daher lassen sich die Arbeitsplätze einer Etage nicht finden: Eine Begehung braucht sie.',
  'errors.profile.survey-no-desks':
    '{location} enthält keine weiteren Standorte: Wählen Sie die Etage oder das Gebäude, dessen Arbeitsplätze Sie begehen möchten.',
  'errors.profile.session-demo-not-started':
    'Der Offline-Demo-Dienst konnte nicht starten ({reason}). Starten Sie die App neu; wenn das Problem bleibt, löschen Sie den Ordner mock-server im Datenordner der App.',
  'errors.profile.session-reset-remote':
    '„{profile}“ ist ein entfernter Dienst; nur die Offline-Demo kann zurückgesetzt werden. Wechseln Sie zuerst zur Offline-Demo.',
  'errors.profile.session-reset-failed':
    'Die Offline-Demo konnte nicht zurückgesetzt werden ({reason}). Beenden Sie die App und öffnen Sie sie erneut; wenn das Problem bleibt, löschen Sie den Ordner {folder}.',
  'errors.profile.session-signed-out-of':
    'Sie haben sich von „{profile}“ abgemeldet. Melden Sie sich an, um fortzufahren.',
  'errors.profile.session-key-not-accepted':
    'Der Dienst akzeptiert diesen API-Schlüssel nicht. Prüfen Sie, ob Sie ihn vollständig kopiert haben und ob er zu diesem Dienst gehört.',
  'errors.profile.session-key-not-accepted-because':
    'Der Dienst akzeptiert diesen API-Schlüssel nicht: {reason}',
  'errors.profile.session-password-wrong': 'Benutzername oder Passwort sind für {origin} falsch.',
  'errors.profile.session-sign-in-with-key':
    'Melden Sie sich mit einem API-Schlüssel für diesen Dienst an.',
  'errors.profile.session-sign-in-with-password':
    'Melden Sie sich mit Ihrem Benutzernamen und Passwort an.',
  'errors.profile.session-sign-in-as': 'Melden Sie sich als {username} an.',
  'errors.profile.session-key-refused':
    'Der Dienst hat den API-Schlüssel abgelehnt. Melden Sie sich erneut mit einem gültigen Schlüssel an.',
  'errors.profile.session-key-refused-because':
    'Der Dienst hat den API-Schlüssel abgelehnt ({reason}). Melden Sie sich erneut mit einem gültigen Schlüssel an.',
  'errors.profile.session-password-refused':
    'Der Dienst hat das gespeicherte Passwort von {username} abgelehnt. Melden Sie sich erneut an.',
  'errors.profile.session-demo-key-in-memory':
    'Der Schlüsselbund des Systems kann nicht verwendet werden ({reason}), daher wird der öffentliche Demo-Schlüssel der Offline-Demo nur für diese Sitzung im Arbeitsspeicher gehalten.',
  'errors.profile.session-key-in-memory':
    'Der Schlüsselbund des Systems kann nicht verwendet werden ({reason}), daher wird dieser Schlüssel nur für diese Sitzung im Arbeitsspeicher gehalten.',
  'errors.profile.session-password-not-remembered':
    'Angemeldet, aber das Passwort konnte nicht gespeichert werden: Der Schlüsselbund des Systems kann nicht verwendet werden ({reason}).',
  'errors.profile.session-expired':
    'Der Dienst akzeptiert Ihre Anmeldung nicht mehr (sie ist abgelaufen oder wurde widerrufen).',
  'errors.profile.session-signed-out': 'Abgemeldet.',
  'errors.profile.session-signed-out-secret-deleted':
    'Abgemeldet; die gespeicherten Zugangsdaten wurden aus dem Schlüsselbund gelöscht.',
  'errors.profile.session-signed-out-secret-kept':
    'Abgemeldet, aber die gespeicherten Zugangsdaten konnten nicht gelöscht werden:',
  'errors.profile.session-signed-out-secret-kept-unknown':
    'Abgemeldet, aber die gespeicherten Zugangsdaten konnten nicht gelöscht werden: unbekannter Fehler',
  'errors.profile.update-not-ready': 'Es ist noch kein Update zur Installation bereit.',
  'errors.profile.update-import-busy':
    'Ein Import wird gerade gesendet. Starten Sie zum Aktualisieren neu, wenn er abgeschlossen ist, oder brechen Sie ihn zuerst ab; das Update wartet.',
}
