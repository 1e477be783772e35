/**
 * The errors main words itself (shared/error-texts.ts), as the window says them; the English is main's
 * own, word for word (test/unit/renderer/error-texts.test.ts holds them together).
 */
export const en = {
  'errors.text.service-invalid-request': 'The service refused the request ({what}) as invalid.',
  'errors.text.service-signin-refused':
    'The service no longer accepts your sign-in. Sign in again.',
  'errors.text.service-signin-refused-because':
    'The service no longer accepts your sign-in ({detail}). Sign in again.',
  'errors.text.service-forbidden':
    'Your role cannot do this. Ask an administrator with more rights, or sign in as one.',
  'errors.text.service-forbidden-because':
    'Your role cannot do this: {detail} Ask an administrator with more rights, or sign in as one.',
  'errors.text.service-unknown': 'The service does not know {what}.',
  'errors.text.service-too-large': 'The request is too large for the service.',
  'errors.text.service-rate-limited': 'Too many attempts. Wait a moment and try again.',
  'errors.text.service-rate-limited-seconds':
    'Too many attempts. Wait {count, plural, one {# second} other {# seconds}} and try again.',
  'errors.text.service-rate-limited-minutes':
    'Too many attempts. Wait {count, plural, one {# minute} other {# minutes}} and try again.',
  'errors.text.service-failed':
    "The service failed to answer {what} (HTTP {status}). Try again later; if it persists, tell the service's operators.",
  'errors.text.service-refused': 'The service refused {what} (HTTP {status}).',
  'errors.text.no-answer':
    'The service at {origin} did not answer within {seconds, plural, one {# second} other {# seconds}}. Check your connection and try again.',
  'errors.text.unreachable':
    "The service at {origin} cannot be reached ({reason}). Check the profile's URL and your connection.",
  'errors.text.answer-too-large':
    "The service at {origin} sent more than {limit} in answer to {what}, more than any answer of the admin service (a list of 100,000 devices is about 13 MB), so the app stopped reading it. Is the profile's URL that of the admin service? If it is, tell the service's operators.",
  'errors.text.answer-stalled':
    "The service at {origin} began to answer {what}, then the answer stopped arriving after {got} (nothing more for {seconds, plural, one {# second} other {# seconds}}). Try again; if it persists, tell the service's operators.",
  'errors.text.answer-deadline':
    "The service at {origin} was still sending its answer to {what} after {seconds, plural, one {# second} other {# seconds}} ({got} so far), so the app stopped waiting. Try again; if it persists, tell the service's operators.",
  'errors.text.answer-broken':
    'The connection to the service at {origin} broke off after {got} of its answer to {what} ({reason}). Check your connection and try again.',
  'errors.text.redirect-elsewhere':
    "The service at {origin} redirected the request to {target}. The app sends credentials only to the profile's own address; if the service moved, change the profile's URL.",
  'errors.text.redirect-credentials':
    'The service at {origin} redirected the request to an address with a user name or password in it.',
  'errors.text.redirect-loop': 'The service at {origin} redirected too many times.',
  'errors.text.url-no-scheme':
    'Start the service URL with https:// (or http:// for a service on this computer), like https://admin.example.com',
  'errors.text.url-invalid':
    'This is not a URL; give the service URL, like https://admin.example.com',
  'errors.text.url-scheme': 'The service URL must start with https:// (it starts with {scheme})',
  'errors.text.url-credentials':
    'Put no user name or password in the URL; sign in after saving the profile',
  'errors.text.url-query': 'The service URL takes no query (?…) or fragment (#…)',
  'errors.text.url-plain-http':
    'Plain http to {host} would send your credentials unencrypted; use https, or allow plain HTTP for this profile if you must (the “Allow plain HTTP” box; --allow-insecure-http on the command line)',
}

export const de: Record<keyof typeof en, string> = {
  'errors.text.service-invalid-request':
    'Der Dienst hat die Anfrage ({what}) als ungültig abgelehnt.',
  'errors.text.service-signin-refused':
    'Der Dienst akzeptiert Ihre Anmeldung nicht mehr. Melden Sie sich erneut an.',
  'errors.text.service-signin-refused-because':
    'Der Dienst akzeptiert Ihre Anmeldung nicht mehr ({detail}). Melden Sie sich erneut an.',
  'errors.text.service-forbidden':
    'Ihre Rolle darf das nicht. Bitten Sie einen Administrator mit mehr Rechten darum, oder melden Sie sich als ein solcher an.',
  'errors.text.service-forbidden-because':
    'Ihre Rolle darf das nicht: {detail} Bitten Sie einen Administrator mit mehr Rechten darum, oder melden Sie sich als ein solcher an.',
  'errors.text.service-unknown': 'Der Dienst kennt {what} nicht.',
  'errors.text.service-too-large': 'Die Anfrage ist für den Dienst zu groß.',
  'errors.text.service-rate-limited':
    'Zu viele Versuche. Warten Sie einen Moment und versuchen Sie es dann erneut.',
  'errors.text.service-rate-limited-seconds':
    'Zu viele Versuche. Warten Sie {count, plural, one {# Sekunde} other {# Sekunden}} und versuchen Sie es dann erneut.',
  'errors.text.service-rate-limited-minutes':
    'Zu viele Versuche. Warten Sie {count, plural, one {# Minute} other {# Minuten}} und versuchen Sie es dann erneut.',
  'errors.text.service-failed':
    'Der Dienst konnte {what} nicht beantworten (HTTP {status}). Versuchen Sie es später erneut; besteht das Problem weiter, wenden Sie sich an die Betreiber des Dienstes.',
  'errors.text.service-refused': 'Der Dienst hat {what} abgelehnt (HTTP {status}).',
  'errors.text.no-answer':
    'Der Dienst unter {origin} hat nicht innerhalb von {seconds, plural, one {# Sekunde} other {# Sekunden}} geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'errors.text.unreachable':
    'Der Dienst unter {origin} ist nicht erreichbar ({reason}). Prüfen Sie die URL des Profils und Ihre Verbindung.',
  'errors.text.answer-too-large':
    'Der Dienst unter {origin} hat auf {what} mehr als {limit} gesendet – mehr als jede Antwort des Admin-Dienstes (eine Liste von 100.000 Geräten umfasst etwa 13 MB) –, daher hat die App das Lesen abgebrochen. Ist die URL des Profils die des Admin-Dienstes? Falls ja, wenden Sie sich an die Betreiber des Dienstes.',
  'errors.text.answer-stalled':
    'Der Dienst unter {origin} hat begonnen, {what} zu beantworten, doch nach {got} kam nichts mehr (seit {seconds, plural, one {# Sekunde} other {# Sekunden}}). Versuchen Sie es erneut; besteht das Problem weiter, wenden Sie sich an die Betreiber des Dienstes.',
  'errors.text.answer-deadline':
    'Der Dienst unter {origin} hat seine Antwort auf {what} nach {seconds, plural, one {# Sekunde} other {# Sekunden}} noch immer gesendet (bisher {got}), daher hat die App aufgehört zu warten. Versuchen Sie es erneut; besteht das Problem weiter, wenden Sie sich an die Betreiber des Dienstes.',
  'errors.text.answer-broken':
    'Die Verbindung zum Dienst unter {origin} ist nach {got} der Antwort auf {what} abgebrochen ({reason}). Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'errors.text.redirect-elsewhere':
    'Der Dienst unter {origin} hat die Anfrage an {target} umgeleitet. Die App sendet Anmeldedaten nur an die eigene Adresse des Profils; ist der Dienst umgezogen, ändern Sie die URL des Profils.',
  'errors.text.redirect-credentials':
    'Der Dienst unter {origin} hat die Anfrage an eine Adresse mit Benutzername oder Passwort umgeleitet.',
  'errors.text.redirect-loop': 'Der Dienst unter {origin} hat zu oft umgeleitet.',
  'errors.text.url-no-scheme':
    'Beginnen Sie die Dienst-URL mit https:// (oder http:// für einen Dienst auf diesem Computer), etwa https://admin.example.com',
  'errors.text.url-invalid':
    'Das ist keine URL; geben Sie die Dienst-URL an, etwa https://admin.example.com',
  'errors.text.url-scheme': 'Die Dienst-URL muss mit https:// beginnen (sie beginnt mit {scheme})',
  'errors.text.url-credentials':
    'Geben Sie keinen Benutzernamen und kein Passwort in der URL an; melden Sie sich nach dem Speichern des Profils an',
  'errors.text.url-query':
    'Die Dienst-URL darf keine Abfrage (?…) und kein Fragment (#…) enthalten',
  'errors.text.url-plain-http':
    'Einfaches HTTP zu {host} würde Ihre Anmeldedaten unverschlüsselt senden; verwenden Sie https, oder erlauben Sie für dieses Profil unverschlüsseltes HTTP, wenn es sein muss (das Kästchen „Unverschlüsseltes HTTP erlauben“; --allow-insecure-http auf der Befehlszeile)',
}
