import type { Catalog } from '../catalog-types.ts'

/**
 * What the command lines say in their own words (src/cli): results, questions, progress, refusals and hints
 * of device-admin and device-serial-id, printed in --lang, else the system's language. Their help, the
 * headings and cells of their tables, and the codes they print (a status, an action, "Error:") stay English:
 * they are the words --json, exports and scripts go by. Values are data: ids, names, numbers, option names.
 */
export const en = {
  // Every command: the hint after a refusal, the language, options in general.
  'cli.usage-hint': 'Run with --help for usage.',
  'cli.lang.unknown': '--lang takes en or de (got "{chosen}").',
  'cli.args.not-taken': '{command} does not take {options}.',
  'cli.options.give': 'Give {option}.',
  'cli.options.not-both': 'Give {one} or {other}, not both.',
  'cli.options.takes': '{option} takes {values}.',
  'cli.options.placement-goes-with': '--location and --keep-unpaired go with {option}.',
  'cli.note': 'Note: {text}',
  'cli.run.no-operands': '{command} takes no arguments (got {count}); secrets are never arguments.',
  'cli.run.no-profile-to':
    '{urlEnv} (or --url) runs a command without a profile, so there is no saved profile to {command, select, login {log in to} other {log out of}}: unset it to use a saved profile, or set {keyEnv} for each command instead.',
  'cli.run.key-from-env':
    'A run on --url or {urlEnv} takes its API key from {keyEnv}; nothing is stored for it.',
  'cli.run.journal-lost':
    '{count} activity journal entries of this run were not written; the changes reached the service, but nothing on this machine records them.',
  'cli.command.missing': 'Missing command.',
  'cli.command.unknown': 'That is not a command. The commands are listed by --help.',
  'cli.command.unknown-guess':
    'That is not a command; did you mean "{guess}"? The commands are listed by --help.',

  // Secrets and questions on the terminal.
  'cli.io.secret-too-large':
    'Standard input holds more than {size}: that is no API key or password. Pipe only the secret.',
  'cli.io.cancelled': 'Cancelled.',
  'cli.confirm.answers': '[y/N]',
  'cli.confirm.no-terminal':
    '{question} There is no terminal to confirm on: add --yes to go ahead without asking.',
  'cli.confirm.cancelled': 'Cancelled: nothing was changed.',

  // An import in progress, on standard error.
  'cli.progress.sending': 'Sending: {done, number} of {total, number} rows',
  'cli.progress.pairing': 'Pairing: {done, number} of {total, number} rows',
  'cli.progress.rate': '{perSecond, number} rows/s',
  'cli.progress.left': 'about {duration} left',
  'cli.progress.not-done': '{count, number} not done',
  'cli.progress.waiting': 'waiting {seconds} s, as the service asked',
  'cli.progress.cancelling': 'cancelling after the rows in flight',

  // Signing in and out: status, login, logout, demo reset.
  'cli.login.no-keychain':
    'The OS keychain cannot be used ({reason}). The command line keeps secrets only there, never in a file, so login has nowhere to keep this one.\nEither skip login and give each command the key: {keyEnv}=… device-admin devices list\nor set up a keychain: on Debian or Ubuntu install gnome-keyring (and dbus-user-session), then sign in again; over SSH or in a container, run the commands inside `dbus-run-session -- bash` with an unlocked keyring (README: "No keychain"). macOS and Windows have theirs built in.',
  'cli.session.as':
    ' as {name} ({role}{scope, select, account {, account {id}} tenant {, tenant {id}} other {}})',
  'cli.session.profile-at': '{profile} at {url}',
  'cli.session.signed-in': 'signed in',
  'cli.session.signed-out': 'signed out',
  'cli.session.starting': 'starting',
  'cli.session.unreachable': 'unreachable',
  'cli.session.secret-kept': 'Secret kept in: {store}',
  'cli.login.remember-password':
    '--remember is for passwords; an API key is always kept in the keychain.',
  'cli.login.username': 'Give --username for a password sign-in.',
  'cli.login.password-prompt': 'Password for {username}: ',
  'cli.login.no-password': 'No password was given (type it at the prompt or pipe it on stdin).',
  'cli.login.this-command-only':
    'The login lasts for this command only: add --remember to keep the password in the keychain for later commands.',
  'cli.login.key-prompt': 'API key: ',
  'cli.login.no-key':
    'No API key was given (paste it at the prompt, pipe it on stdin or set {keyEnv}).',
  'cli.demo.reset': 'The offline demo was reset: a new copy of the demo office.',
  'cli.demo.reset-in': 'The offline demo was reset: a new copy of the demo office in {dir}.',

  // Profiles.
  'cli.profiles.name-it': 'Name the profile (its id or name).',
  'cli.profiles.several': 'Several profiles are named "{name}"; give the id instead.',
  'cli.profiles.none': 'No profile "{name}". See them with: profiles list',
  'cli.profiles.add-needs': 'profiles add takes a NAME and --url URL.',
  'cli.profiles.url-scheme': '--url needs a scheme: did you mean --url {suggestion}?',
  'cli.profiles.auth': '--auth is api-key or login.',
  'cli.profiles.added': 'Added profile "{name}" (id {id}). Use it with: profiles use {id}',
  'cli.profiles.removed': 'Removed profile "{name}".',
  'cli.profiles.using': 'Using "{name}": {status}',

  // Devices: list, pair, unpair.
  'cli.devices.no-unpaired-list':
    'This service lists paired devices only (it lacks GET /admin/devices), so unpaired devices cannot be listed.',
  'cli.devices.only-paired': 'Note: this service lists paired devices only.',
  'cli.pair.serial-ids': 'Give at least one serial id.',
  'cli.pair.paired': 'Paired {serialId} to {location}.',
  'cli.unpair.one': 'unpair takes one serial id.',
  'cli.unpair.done': 'Unpaired {serialId}.',
  'cli.unpair.was-not': '{serialId} was not paired.',

  // device register: the options it reads, what it did.
  'cli.register.no-result': 'The app gave no result for the device.',
  'cli.register.not-paired': '{serialId} is registered but not paired to {location}.',
  'cli.register.foreign-parts': 'A {kind} serial id has no {foreign}; its parts are {parts}.',
  'cli.register.id-or-parts': 'Give --serial-id or the layout parts, not both.',
  'cli.register.not-layout': 'The serial id does not follow the {kind} layout {layout}.',
  'cli.register.not-layout-suggest':
    'The serial id does not follow the {kind} layout {layout}. Did you mean {suggestion}?',
  'cli.register.missing-parts':
    'A {kind} serial id needs {missing} (or the whole id as --serial-id). Layout: {layout}',
  'cli.register.bad-parts': 'The parts do not make a {kind} serial id (layout {layout}).',
  'cli.register.wifi-only': '--ssid and --band are for wifi devices; use --name and --info.',
  'cli.register.band':
    '--band is the band the access point sends on: 2.4 GHz, 5 GHz or 6 GHz (not {given}).',
  'cli.register.ssid': 'Give --ssid (the network name), used as the device name.',
  'cli.register.name': 'Give --name, a name people recognise.',
  'cli.register.band-missing': 'Give --band (2.4 GHz, 5 GHz or 6 GHz), used as the device info.',

  // Where devices go (--location, --keep-unpaired) and what a put did with each.
  'cli.placement.location-required':
    '{what} needs --location ID: a device is kept only once it is paired. To leave it unpaired anyway, give --keep-unpaired (the service keeps a device that is not paired in memory only and forgets it when it restarts). The locations: locations list',
  'cli.placement.location-required-last':
    '{what} needs --location ID (last used here: --location {last}): a device is kept only once it is paired. To leave it unpaired anyway, give --keep-unpaired (the service keeps a device that is not paired in memory only and forgets it when it restarts). The locations: locations list',
  'cli.placement.registering': 'Registering {serialId}',
  'cli.put.moved': 'moved from {from} to {to}.',
  'cli.put.paired': 'paired to {location}.',
  'cli.put.still-paired': 'still paired to {location}.',
  'cli.put.still-unpaired': 'still not paired.',
  'cli.put.kept-unpaired':
    "kept unpaired, as asked: the service keeps a device that is not paired in memory only and forgets it when it restarts. Pair it with: pair --location ID ''{serialId}''",
  'cli.put.not-paired':
    'NOT paired to {location}: {problem} Until it is paired, the service keeps a device that is not paired in memory only and forgets it when it restarts.',
  'cli.put.its-location': 'its location',
  'cli.put.not-sent': 'it was not sent.',
  'cli.put.failed': 'Not registered {id}: {problem}',
  'cli.put.created': 'Registered {id}. {where}',
  'cli.put.unchanged': '{id} is registered already as given; {where}',
  'cli.put.updated': 'Updated {id}: {changes}; {where}',
  'cli.put.sent-again': 'name and info sent again',

  // Lists of the directory: API keys, locations, accounts.
  'cli.directory.unsupported': 'Note: this service does not offer this list.',

  // API keys: create, revoke, rotate.
  'cli.quoted': '"{text}"',
  'cli.apikeys.key':
    '{id} "{name}" ({role} of {scope, select, tenant {tenant} other {account}} {scopeId}, does not expire)',
  'cli.apikeys.key-expiring':
    '{id} "{name}" ({role} of {scope, select, tenant {tenant} other {account}} {scopeId}, expires {expires})',
  'cli.apikeys.used-by':
    '{count, plural, one {The profile {names} of this app signs in with it and will be refused.} other {The profiles {names} of this app sign in with it and will be refused.}}',
  'cli.apikeys.name': 'Give --name NAME: who or what uses the key.',
  'cli.apikeys.create-question':
    'Create the {role} key "{name}" for {scope, select, account {account {scopeId}} tenant {tenant {scopeId}} other {your own scope}}, {expiry}{profile}?',
  'cli.apikeys.expiring': 'expiring {at}',
  'cli.apikeys.not-expiring': 'not expiring',
  'cli.apikeys.for-profile': ', for profile "{profile}"',
  'cli.apikeys.created-stored':
    'Created {key} and stored it in the keychain for profile "{profile}".',
  'cli.apikeys.created-secret':
    'Created {key}.\nIts secret follows on standard output, shown this once: store it now, it cannot be shown again.',
  'cli.apikeys.one-id': 'Name one key by its id (apikeys list shows them).',
  'cli.apikeys.revoke-question':
    'Revoke the API key {id}? Whatever signs in with it stops working at once.',
  'cli.apikeys.revoked': 'Revoked {key} at {at}.',
  'cli.apikeys.rotate-env':
    "{keyEnv} is set: this run's key is not stored, so a new one could not replace it. Unset it and rotate a saved profile's key.",
  'cli.apikeys.rotate-question':
    'Rotate {id} of profile "{profile}"? A new key like it is made and stored for the profile, then {id} is revoked: scripts or machines using it elsewhere stop working.',
  'cli.apikeys.rotate-question-unknown':
    'Rotate the key of profile "{profile}"? A new key like it is made and stored for the profile, then the old key is revoked: scripts or machines using it elsewhere stop working.',
  'cli.apikeys.rotated':
    'Rotated: profile "{profile}" now signs in with {key}; {revoked, select, yes {{old} is revoked.} other {{old} still works.}}',
  'cli.apikeys.old-not-revoked':
    'The old key {old} could not be revoked ({problem}): run apikeys revoke {old}.',
  'cli.apikeys.expires-min': '--expires takes at least 1d.',
  'cli.apikeys.expires-format':
    '--expires takes days from now (90d), a date (2026-09-01, from 00:00 UTC) or a moment with its offset (2026-09-01T18:00:00+02:00).',
  'cli.apikeys.expires-past': '--expires {value} has passed; give a moment in the future.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  // Every command: the hint after a refusal, the language, options in general.
  'cli.usage-hint': 'Mit --help sehen Sie, wie der Befehl verwendet wird.',
  'cli.lang.unknown': '--lang erwartet en oder de (angegeben: „{chosen}“).',
  'cli.args.not-taken': '{command} akzeptiert {options} nicht.',
  'cli.options.give': 'Geben Sie {option} an.',
  'cli.options.not-both': 'Geben Sie {one} oder {other} an, nicht beides.',
  'cli.options.takes': '{option} erwartet {values}.',
  'cli.options.placement-goes-with': '--location und --keep-unpaired gehören zu {option}.',
  'cli.note': 'Hinweis: {text}',
  'cli.run.no-operands':
    '{command} erwartet keine Argumente ({count} angegeben); Geheimnisse werden nie als Argumente übergeben.',
  'cli.run.no-profile-to':
    '{urlEnv} (oder --url) führt einen Befehl ohne Profil aus, es gibt also kein gespeichertes Profil, {command, select, login {bei dem Sie sich anmelden} other {von dem Sie sich abmelden}} könnten: Entfernen Sie die Variable, um ein gespeichertes Profil zu verwenden, oder setzen Sie stattdessen {keyEnv} für jeden Befehl.',
  'cli.run.key-from-env':
    'Ein Aufruf mit --url oder {urlEnv} nimmt seinen API-Schlüssel aus {keyEnv}; dafür wird nichts gespeichert.',
  'cli.run.journal-lost':
    'Einträge dieses Aufrufs, die nicht ins Aktivitätsprotokoll geschrieben wurden: {count}; die Änderungen haben den Dienst erreicht, aber nichts auf diesem Rechner hält sie fest.',
  'cli.command.missing': 'Es fehlt ein Befehl.',
  'cli.command.unknown': 'Das ist kein Befehl. Die Befehle listet --help auf.',
  'cli.command.unknown-guess':
    'Das ist kein Befehl; meinten Sie „{guess}“? Die Befehle listet --help auf.',

  // Secrets and questions on the terminal.
  'cli.io.secret-too-large':
    'Die Standardeingabe enthält mehr als {size}: Das ist weder ein API-Schlüssel noch ein Passwort. Leiten Sie nur das Geheimnis weiter.',
  'cli.io.cancelled': 'Abgebrochen.',
  'cli.confirm.answers': '[j/N]',
  'cli.confirm.no-terminal':
    '{question} Es gibt kein Terminal, auf dem Sie bestätigen könnten: Fügen Sie --yes hinzu, um ohne Rückfrage fortzufahren.',
  'cli.confirm.cancelled': 'Abgebrochen: Es wurde nichts geändert.',

  // An import in progress, on standard error.
  'cli.progress.sending': 'Senden: {done, number} von {total, number} Zeilen',
  'cli.progress.pairing': 'Zuordnen: {done, number} von {total, number} Zeilen',
  'cli.progress.rate': '{perSecond, number} Zeilen/s',
  'cli.progress.left': 'noch etwa {duration}',
  'cli.progress.not-done': '{count, number} nicht erledigt',
  'cli.progress.waiting': 'wartet {seconds} s, wie vom Dienst verlangt',
  'cli.progress.cancelling': 'bricht nach den laufenden Zeilen ab',

  // Signing in and out: status, login, logout, demo reset.
  'cli.login.no-keychain':
    'Der Schlüsselbund des Betriebssystems kann nicht verwendet werden ({reason}). Die Befehlszeile bewahrt Geheimnisse nur dort auf, nie in einer Datei, daher kann login dieses Geheimnis nirgends ablegen.\nÜberspringen Sie entweder login und geben Sie jedem Befehl den Schlüssel mit: {keyEnv}=… device-admin devices list\noder richten Sie einen Schlüsselbund ein: Installieren Sie unter Debian oder Ubuntu gnome-keyring (und dbus-user-session) und melden Sie sich erneut an; über SSH oder in einem Container führen Sie die Befehle in `dbus-run-session -- bash` mit entsperrtem Schlüsselbund aus (README: „No keychain“). macOS und Windows bringen ihren eigenen mit.',
  'cli.session.as':
    ' als {name} ({role}{scope, select, account {, Konto {id}} tenant {, Mandant {id}} other {}})',
  'cli.session.profile-at': '{profile} unter {url}',
  'cli.session.signed-in': 'angemeldet',
  'cli.session.signed-out': 'abgemeldet',
  'cli.session.starting': 'wird gestartet',
  'cli.session.unreachable': 'nicht erreichbar',
  'cli.session.secret-kept': 'Geheimnis abgelegt in: {store}',
  'cli.login.remember-password':
    '--remember gilt für Passwörter; ein API-Schlüssel wird immer im Schlüsselbund abgelegt.',
  'cli.login.username': 'Geben Sie für eine Anmeldung mit Passwort --username an.',
  'cli.login.password-prompt': 'Passwort für {username}: ',
  'cli.login.no-password':
    'Es wurde kein Passwort angegeben (geben Sie es an der Eingabeaufforderung ein oder leiten Sie es über stdin weiter).',
  'cli.login.this-command-only':
    'Die Anmeldung gilt nur für diesen Befehl: Mit --remember wird das Passwort für spätere Befehle im Schlüsselbund abgelegt.',
  'cli.login.key-prompt': 'API-Schlüssel: ',
  'cli.login.no-key':
    'Es wurde kein API-Schlüssel angegeben (fügen Sie ihn an der Eingabeaufforderung ein, leiten Sie ihn über stdin weiter oder setzen Sie {keyEnv}).',
  'cli.demo.reset': 'Die Offline-Demo wurde zurückgesetzt: eine neue Kopie des Demo-Büros.',
  'cli.demo.reset-in':
    'Die Offline-Demo wurde zurückgesetzt: eine neue Kopie des Demo-Büros in {dir}.',

  // Profiles.
  'cli.profiles.name-it': 'Nennen Sie das Profil (seine ID oder seinen Namen).',
  'cli.profiles.several': 'Mehrere Profile heißen „{name}“; geben Sie stattdessen die ID an.',
  'cli.profiles.none': 'Kein Profil „{name}“. Die Profile zeigt: profiles list',
  'cli.profiles.add-needs': 'profiles add erwartet einen NAME und --url URL.',
  'cli.profiles.url-scheme': '--url braucht ein Schema: Meinten Sie --url {suggestion}?',
  'cli.profiles.auth': '--auth ist api-key oder login.',
  'cli.profiles.added':
    'Profil „{name}“ hinzugefügt (ID {id}). Verwenden Sie es mit: profiles use {id}',
  'cli.profiles.removed': 'Profil „{name}“ entfernt.',
  'cli.profiles.using': '„{name}“ wird verwendet: {status}',

  // Devices: list, pair, unpair.
  'cli.devices.no-unpaired-list':
    'Dieser Dienst listet nur zugeordnete Geräte auf (ihm fehlt GET /admin/devices), daher lassen sich nicht zugeordnete Geräte nicht auflisten.',
  'cli.devices.only-paired': 'Hinweis: Dieser Dienst listet nur zugeordnete Geräte auf.',
  'cli.pair.serial-ids': 'Geben Sie mindestens eine Serien-ID an.',
  'cli.pair.paired': '{serialId} zugeordnet zu {location}.',
  'cli.unpair.one': 'unpair erwartet genau eine Serien-ID.',
  'cli.unpair.done': 'Zuordnung von {serialId} aufgehoben.',
  'cli.unpair.was-not': '{serialId} war nicht zugeordnet.',

  // device register: the options it reads, what it did.
  'cli.register.no-result': 'Die App hat für das Gerät kein Ergebnis geliefert.',
  'cli.register.not-paired': '{serialId} ist registriert, aber nicht zugeordnet zu {location}.',
  'cli.register.foreign-parts':
    'Eine {kind}-Serien-ID hat kein {foreign}; ihre Teile sind {parts}.',
  'cli.register.id-or-parts': 'Geben Sie --serial-id oder die Teile des Aufbaus an, nicht beides.',
  'cli.register.not-layout': 'Die Serien-ID folgt nicht dem {kind}-Aufbau {layout}.',
  'cli.register.not-layout-suggest':
    'Die Serien-ID folgt nicht dem {kind}-Aufbau {layout}. Meinten Sie {suggestion}?',
  'cli.register.missing-parts':
    'Eine {kind}-Serien-ID braucht {missing} (oder die ganze ID als --serial-id). Aufbau: {layout}',
  'cli.register.bad-parts': 'Die Teile ergeben keine {kind}-Serien-ID (Aufbau {layout}).',
  'cli.register.wifi-only':
    '--ssid und --band gelten für WLAN-Geräte (wifi); verwenden Sie --name und --info.',
  'cli.register.band':
    '--band ist das Band, auf dem der Access Point sendet: 2.4 GHz, 5 GHz oder 6 GHz (nicht {given}).',
  'cli.register.ssid': 'Geben Sie --ssid an (den Netzwerknamen); er wird der Name des Geräts.',
  'cli.register.name': 'Geben Sie --name an, einen Namen, den Menschen wiedererkennen.',
  'cli.register.band-missing':
    'Geben Sie --band an (2.4 GHz, 5 GHz oder 6 GHz); es wird die Info des Geräts.',

  // Where devices go (--location, --keep-unpaired) and what a put did with each.
  'cli.placement.location-required':
    '{what} braucht --location ID: Ein Gerät bleibt erst erhalten, wenn es zugeordnet ist. Um es trotzdem nicht zuzuordnen, geben Sie --keep-unpaired an (der Dienst hält ein nicht zugeordnetes Gerät nur im Arbeitsspeicher und vergisst es bei einem Neustart). Die Standorte: locations list',
  'cli.placement.location-required-last':
    '{what} braucht --location ID (zuletzt hier verwendet: --location {last}): Ein Gerät bleibt erst erhalten, wenn es zugeordnet ist. Um es trotzdem nicht zuzuordnen, geben Sie --keep-unpaired an (der Dienst hält ein nicht zugeordnetes Gerät nur im Arbeitsspeicher und vergisst es bei einem Neustart). Die Standorte: locations list',
  'cli.placement.registering': 'Die Registrierung von {serialId}',
  'cli.put.moved': 'verschoben von {from} nach {to}.',
  'cli.put.paired': 'zugeordnet zu {location}.',
  'cli.put.still-paired': 'weiterhin zugeordnet zu {location}.',
  'cli.put.still-unpaired': 'weiterhin nicht zugeordnet.',
  'cli.put.kept-unpaired':
    "wie gewünscht nicht zugeordnet: Der Dienst hält ein nicht zugeordnetes Gerät nur im Arbeitsspeicher und vergisst es bei einem Neustart. Zuordnen mit: pair --location ID ''{serialId}''",
  'cli.put.not-paired':
    'NICHT zugeordnet zu {location}: {problem} Bis es zugeordnet ist, hält der Dienst es nur im Arbeitsspeicher und vergisst es bei einem Neustart.',
  'cli.put.its-location': 'seinem Standort',
  'cli.put.not-sent': 'Es wurde nicht gesendet.',
  'cli.put.failed': '{id} nicht registriert: {problem}',
  'cli.put.created': '{id} registriert. {where}',
  'cli.put.unchanged': '{id} ist bereits so registriert; {where}',
  'cli.put.updated': '{id} aktualisiert: {changes}; {where}',
  'cli.put.sent-again': 'Name und Info erneut gesendet',

  // Lists of the directory: API keys, locations, accounts.
  'cli.directory.unsupported': 'Hinweis: Dieser Dienst bietet diese Liste nicht an.',

  // API keys: create, revoke, rotate.
  'cli.quoted': '„{text}“',
  'cli.apikeys.key':
    '{id} „{name}“ ({role} für {scope, select, tenant {Mandant} other {Konto}} {scopeId}, läuft nicht ab)',
  'cli.apikeys.key-expiring':
    '{id} „{name}“ ({role} für {scope, select, tenant {Mandant} other {Konto}} {scopeId}, gültig bis {expires})',
  'cli.apikeys.used-by':
    '{count, plural, one {Das Profil {names} dieser App meldet sich damit an und wird abgewiesen.} other {Die Profile {names} dieser App melden sich damit an und werden abgewiesen.}}',
  'cli.apikeys.name': 'Geben Sie --name NAME an: wer oder was den Schlüssel verwendet.',
  'cli.apikeys.create-question':
    'Den {role}-Schlüssel „{name}“ für {scope, select, account {Konto {scopeId}} tenant {Mandant {scopeId}} other {Ihren eigenen Bereich}} anlegen, {expiry}{profile}?',
  'cli.apikeys.expiring': 'gültig bis {at}',
  'cli.apikeys.not-expiring': 'ohne Ablaufdatum',
  'cli.apikeys.for-profile': ', für das Profil „{profile}“',
  'cli.apikeys.created-stored':
    '{key} angelegt und im Schlüsselbund für das Profil „{profile}“ abgelegt.',
  'cli.apikeys.created-secret':
    '{key} angelegt.\nSein Geheimnis folgt auf der Standardausgabe, nur dieses eine Mal: Bewahren Sie es jetzt auf, es kann nicht noch einmal angezeigt werden.',
  'cli.apikeys.one-id': 'Nennen Sie genau einen Schlüssel mit seiner ID (apikeys list zeigt sie).',
  'cli.apikeys.revoke-question':
    'Den API-Schlüssel {id} widerrufen? Alles, was sich damit anmeldet, funktioniert sofort nicht mehr.',
  'cli.apikeys.revoked': '{key} widerrufen am {at}.',
  'cli.apikeys.rotate-env':
    '{keyEnv} ist gesetzt: Der Schlüssel dieses Aufrufs ist nicht gespeichert, ein neuer könnte ihn also nicht ersetzen. Entfernen Sie die Variable und erneuern Sie den Schlüssel eines gespeicherten Profils.',
  'cli.apikeys.rotate-question':
    '{id} des Profils „{profile}“ erneuern? Ein neuer Schlüssel wie dieser wird angelegt und für das Profil abgelegt, dann wird {id} widerrufen: Skripte oder Rechner, die ihn anderswo nutzen, funktionieren dann nicht mehr.',
  'cli.apikeys.rotate-question-unknown':
    'Den Schlüssel des Profils „{profile}“ erneuern? Ein neuer Schlüssel wie dieser wird angelegt und für das Profil abgelegt, dann wird der alte Schlüssel widerrufen: Skripte oder Rechner, die ihn anderswo nutzen, funktionieren dann nicht mehr.',
  'cli.apikeys.rotated':
    'Erneuert: Das Profil „{profile}“ meldet sich jetzt mit {key} an; {revoked, select, yes {{old} ist widerrufen.} other {{old} funktioniert weiterhin.}}',
  'cli.apikeys.old-not-revoked':
    'Der alte Schlüssel {old} konnte nicht widerrufen werden ({problem}): Führen Sie apikeys revoke {old} aus.',
  'cli.apikeys.expires-min': '--expires erwartet mindestens 1d.',
  'cli.apikeys.expires-format':
    '--expires erwartet Tage ab jetzt (90d), ein Datum (2026-09-01, ab 00:00 UTC) oder einen Zeitpunkt mit Zeitzonenversatz (2026-09-01T18:00:00+02:00).',
  'cli.apikeys.expires-past':
    '--expires {value} liegt in der Vergangenheit; geben Sie einen Zeitpunkt in der Zukunft an.',
}
