import type { Catalog } from '../catalog-types.ts'

/** Register a device: the readers of a tool's printout and the devices they found. */
export const en = {
  'register.read.label': 'Paste what your tool printed',
  'register.read.description':
    'netsh wlan show networks mode=bssid (any language), nmcli, iw, airport, system_profiler -json, lsusb -v, edid-decode, xrandr --verbose, Get-CimInstance WmiMonitorID, Windows device paths, ipconfig /all, ip link, getmac, arp -a, ioreg, system_profiler SPUSBDataType -json, networksetup -listallhardwareports, PowerShell … | ConvertTo-Json. Several devices at once are fine.',
  'register.read.chooseFile': 'Choose an EDID file…',
  'register.read.dropHint':
    'or drop it here: /sys/class/drm/*/edid, a registry export, or any file a tool wrote',
  'register.read.reading': 'Reading {name} ({count, number} bytes)',
  'register.read.forgetFile': 'Forget the file',
  'register.read.tooLarge':
    "{name} is {size, number} KB: too large for an EDID or a tool's printout.",
  'register.read.fileNotRead': 'The file was not read',
  'register.read.noDevice': 'No device found',
  'register.read.alsoNoted': 'Also noted',
  'register.read.line': 'Line {line}:',
  'register.found.title': '{count, plural, one {# device found} other {# devices found}}',
  'register.found.registerAll': 'Register and pair all ready ({count, number})',
  'register.found.registerAllUnpaired': 'Register all ready, unpaired ({count, number})',
  'register.found.pairThemTo': 'Pair them to',
  'register.found.pairDescription':
    'Each device is registered and paired here in one step, so the service keeps it.',
  'register.found.placementMissing': 'Choose where they are, or choose to keep them unpaired.',
  'register.found.waiting':
    '{count, plural, one {# still need a name, a band, a choice of id or a missing part before they can be registered.} other {# still need a name, a band, a choice of id or a missing part before they can be registered.}}',
  'register.found.nothingRegistered': 'Nothing was registered',
  'register.found.notSavedTitle': 'Not saved yet',
  'register.found.notSaved':
    '{count, plural, one {# device is registered but not paired: the service keeps it in memory only and forgets it when it restarts.} other {# devices are registered but not paired: the service keeps them in memory only and forgets them when it restarts.}}',
  'register.found.pairNow': '{count, plural, one {Pair it now} other {Pair the # now}}',
  'register.found.alreadyRegistered':
    'Already registered as “{name}”: registering updates its name and info.',
  'register.found.lookalike':
    'A device with almost the same id exists ({serialId}): this one would be a second device.',
  'register.card.label': '{type} from {where}',
  'register.card.where': '{source}, line {line}',
  'register.card.paired':
    '{outcome, select, created {Created} updated {Updated} other {Registered}}, paired',
  'register.card.notPaired':
    '{outcome, select, created {Created} updated {Updated} other {Registered}}, NOT paired',
  'register.card.keptUnpaired':
    '{outcome, select, created {Created} updated {Updated} other {Registered}}, kept unpaired',
  'register.card.missingTitle': 'Not the whole serial id',
  'register.card.fillInForm': 'Fill in the rest in the form',
  'register.card.chooseAgain': 'Choose again',
  'register.card.whichId': 'Which of these ids does the sensor report?',
  'register.card.register': 'Register',
  'register.card.edit': 'Edit in the form',
  'register.summary.paired': '{count, number} paired to {where}: the service keeps them.',
  'register.summary.registeredPaired': '{count, number} registered and paired to {where}',
  'register.summary.keptUnpaired': '{count, number} registered, kept unpaired',
  'register.summary.notPaired': '{count, number} registered, NOT paired',
  'register.summary.failed': '{count, number} not registered',
  'register.summary.failedDetail':
    '{count, plural, one {# device} other {# devices}}: each says why below.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'register.read.label': 'Ausgabe Ihres Tools einfügen',
  'register.read.description':
    'netsh wlan show networks mode=bssid (in jeder Sprache), nmcli, iw, airport, system_profiler -json, lsusb -v, edid-decode, xrandr --verbose, Get-CimInstance WmiMonitorID, Windows-Gerätepfade, ipconfig /all, ip link, getmac, arp -a, ioreg, system_profiler SPUSBDataType -json, networksetup -listallhardwareports, PowerShell … | ConvertTo-Json. Mehrere Geräte auf einmal sind kein Problem.',
  'register.read.chooseFile': 'EDID-Datei auswählen…',
  'register.read.dropHint':
    'oder hier ablegen: /sys/class/drm/*/edid, ein Registry-Export oder jede Datei, die ein Tool geschrieben hat',
  'register.read.reading': '{name} wird gelesen ({count, number} Byte)',
  'register.read.forgetFile': 'Datei verwerfen',
  'register.read.tooLarge':
    '{name} ist {size, number} KB groß: zu groß für eine EDID oder die Ausgabe eines Tools.',
  'register.read.fileNotRead': 'Die Datei wurde nicht gelesen',
  'register.read.noDevice': 'Kein Gerät gefunden',
  'register.read.alsoNoted': 'Außerdem festgestellt',
  'register.read.line': 'Zeile {line}:',
  'register.found.title': '{count, plural, one {# Gerät gefunden} other {# Geräte gefunden}}',
  'register.found.registerAll': 'Alle vollständigen registrieren und zuordnen ({count, number})',
  'register.found.registerAllUnpaired':
    'Alle vollständigen ohne Zuordnung registrieren ({count, number})',
  'register.found.pairThemTo': 'Zuordnen zu',
  'register.found.pairDescription':
    'Jedes Gerät wird hier in einem Schritt registriert und zugeordnet, damit der Dienst es behält.',
  'register.found.placementMissing':
    'Wählen Sie einen Standort, oder aktivieren Sie „Nicht zuordnen“.',
  'register.found.waiting':
    '{count, plural, one {# Gerät braucht noch einen Namen, ein Band, die Auswahl einer ID oder einen fehlenden Teil, bevor es registriert werden kann.} other {# Geräte brauchen noch einen Namen, ein Band, die Auswahl einer ID oder einen fehlenden Teil, bevor sie registriert werden können.}}',
  'register.found.nothingRegistered': 'Es wurde nichts registriert',
  'register.found.notSavedTitle': 'Noch nicht gespeichert',
  'register.found.notSaved':
    '{count, plural, one {# Gerät ist registriert, aber nicht zugeordnet: Der Dienst hält es nur im Arbeitsspeicher und vergisst es bei einem Neustart.} other {# Geräte sind registriert, aber nicht zugeordnet: Der Dienst hält sie nur im Arbeitsspeicher und vergisst sie bei einem Neustart.}}',
  'register.found.pairNow': '{count, plural, one {Jetzt zuordnen} other {Alle # jetzt zuordnen}}',
  'register.found.alreadyRegistered':
    'Bereits registriert als „{name}“: Beim Registrieren werden Name und Info aktualisiert.',
  'register.found.lookalike':
    'Es gibt ein Gerät mit fast derselben ID ({serialId}): Dieses wäre ein zweites Gerät.',
  'register.card.label': '{type} aus {where}',
  'register.card.where': '{source}, Zeile {line}',
  'register.card.paired':
    '{outcome, select, created {Angelegt} updated {Aktualisiert} other {Registriert}}, zugeordnet',
  'register.card.notPaired':
    '{outcome, select, created {Angelegt} updated {Aktualisiert} other {Registriert}}, NICHT zugeordnet',
  'register.card.keptUnpaired':
    '{outcome, select, created {Angelegt} updated {Aktualisiert} other {Registriert}}, ohne Zuordnung',
  'register.card.missingTitle': 'Serien-ID unvollständig',
  'register.card.fillInForm': 'Den Rest im Formular ausfüllen',
  'register.card.chooseAgain': 'Neu wählen',
  'register.card.whichId': 'Welche dieser IDs meldet der Sensor?',
  'register.card.register': 'Registrieren',
  'register.card.edit': 'Im Formular bearbeiten',
  'register.summary.paired': '{count, number} zugeordnet zu {where}: Der Dienst speichert sie.',
  'register.summary.registeredPaired': '{count, number} registriert und zugeordnet zu {where}',
  'register.summary.keptUnpaired': '{count, number} registriert, ohne Zuordnung',
  'register.summary.notPaired': '{count, number} registriert, NICHT zugeordnet',
  'register.summary.failed': '{count, number} nicht registriert',
  'register.summary.failedDetail':
    '{count, plural, one {# Gerät: Der Grund steht unten.} other {# Geräte: Die Gründe stehen jeweils unten.}}',
}
