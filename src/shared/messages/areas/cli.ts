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
