import type { Catalog } from '../catalog-types.ts'

/** The devices table: its filters, rows, selection, export, and one device's drawer. */
export const en = {
  'devices.title': 'Devices',
  'devices.what': 'the devices',
  'devices.reload': 'Reload devices',
  'devices.register': 'Register a device',
  'devices.loading': 'Loading devices',
  'devices.loadingList': 'Loading devices…',
  'devices.undo': 'Undo',
  'devices.nothingChanged': 'Nothing was changed',
  'devices.noName': '(no name)',
  'devices.exportFailed': 'Could not export',
  'devices.onlyPaired': 'This service lists only paired devices: unpaired ones do not show here.',
  'devices.paired': 'Paired {count, plural, one {# device} other {# devices}} to {location}.',
  'devices.unpaired': 'Unpaired {count, plural, one {# device} other {# devices}}.',

  'devices.type.monitor': 'Monitor',
  'devices.type.usb': 'USB device (docking station)',
  'devices.type.nic': 'Network adapter (NIC)',
  'devices.type.router': 'Router (default gateway)',
  'devices.type.wifi': 'Wi-Fi access point',
  'devices.type.unknown': 'Type {flag}',

  'devices.column.serialId': 'Serial id',
  'devices.column.type': 'Type',
  'devices.column.name': 'Name',
  'devices.column.info': 'Info',
  'devices.column.location': 'Location',
  'devices.column.source': 'Source',
  'devices.column.state': 'State',

  'devices.source.sensor': 'Sensor',
  'devices.source.admin': 'Registered',
  'devices.state.paired': 'Paired',
  'devices.state.unpaired': 'Unpaired',
  'devices.state.notSaved': 'Not saved',
  'devices.state.memoryOnly':
    'Registered and never paired: the service keeps it in memory only, and it is gone when the service restarts. Pair it to keep it.',

  'devices.filters.search': 'Search',
  'devices.filters.searchPlaceholder': 'Serial id or MAC in any form, name, info, location words',
  'devices.filters.clearSearch': 'Clear search',
  'devices.filters.allTypes': 'All types',
  'devices.filters.allLocations': 'All locations',
  'devices.filters.allStates': 'All states',
  'devices.filters.memory': 'Not saved (memory only)',
  'devices.filters.allSources': 'All sources',

  'devices.sortHeader.sortBy': 'Sort by {column}',

  'devices.table.selectAll': 'Select all shown devices',
  'devices.table.failed': 'No devices to show: the list could not be loaded (see above).',
  'devices.table.emptyAccount':
    'No devices in this account yet. Devices appear here when their sensors report them.',
  'devices.table.emptyAccountRegister':
    'No devices in this account yet. Devices appear here when their sensors report them, or when you register one.',
  'devices.table.noMatch': 'No device matches the search and filters.',
  'devices.table.clearFilters': 'Clear search and filters',

  'devices.row.select': 'Select {serialId}',
  'devices.row.detailsOf': 'Details of',

  'devices.copy.copy': 'Copy serial id',
  'devices.copy.copied': 'Copied',
  'devices.copy.copyLabel': 'Copy serial id {serialId}',
  'devices.copy.copiedLabel': 'Copied serial id {serialId}',

  'devices.selection.noneLoaded': 'No devices loaded',
  'devices.selection.showing': 'Showing {shown, number} of {total, number} devices',
  'devices.selection.loadedAt': 'as loaded at {moment}',
  'devices.selection.selected': '{count, number} selected',
  'devices.selection.pair': 'Pair selected ({count, number})',
  'devices.selection.unpair': 'Unpair selected ({count, number})',
  'devices.selection.clear': 'Clear selection',

  'devices.export.button': 'Export visible rows',
  'devices.export.csv': 'As CSV (spreadsheets)',
  'devices.export.json': 'As JSON',
  'devices.export.done': 'Exported {count, plural, one {# device} other {# devices}} to {path}.',

  'devices.memoryOnly.title': 'Not saved yet',
  'devices.memoryOnly.text':
    '{count, plural, one {# device was registered and never paired: the service keeps it in memory only and loses it when it restarts. Pairing saves it.} other {# devices were registered and never paired: the service keeps them in memory only and loses them when it restarts. Pairing saves them.}}',
  'devices.memoryOnly.show': '{count, plural, one {Show it} other {Show them}}',
  'devices.memoryOnly.pair': '{count, plural, one {Pair it…} other {Pair them…}}',

  'devices.details.label': 'Device details',
  'devices.details.saved': 'Saved',
  'devices.details.none': '(none)',
  'devices.details.sensor': 'Reported by a sensor',
  'devices.details.admin': 'Registered through the admin service',
  'devices.details.location': '{path} ({id})',
  'devices.details.notPaired': 'Not paired',
  'devices.details.storedYes': 'Yes, in the service’s database',
  'devices.details.storedNo': 'No: in the service’s memory only, until it is paired',
  'devices.details.storedPaired': 'Yes (paired devices are)',
  'devices.details.storedUnknown': 'The service does not say',

  'devices.drawer.gone': 'No longer listed',
  'devices.drawer.goneText':
    'The service does not list this device any more. If it was registered and never paired, a restart of the service discarded it: the app says so at the top of the window and can register it again.',
  'devices.drawer.moveOrUnpair': 'Move or unpair',
  'devices.drawer.pair': 'Pair',
  'devices.drawer.moveTo': 'Move to',
  'devices.drawer.pairTo': 'Pair to',
  'devices.drawer.moveHere': 'Move here',
  'devices.drawer.pairHere': 'Pair here',
  'devices.drawer.unpair': 'Unpair',
  'devices.drawer.moved': 'Moved {name} from {from} to {to}.',
  'devices.drawer.paired': 'Paired {name} to {to}: it is saved now.',
  'devices.drawer.unpaired': 'Unpaired {name} from {from}.',

  'devices.edit.label': 'Edit name and info',
  'devices.edit.title': 'Name and info',
  'devices.edit.save': 'Save name and info',
  'devices.edit.done': '{changes} Its pairing is unchanged.',

  'devices.changes.none': 'Nothing changed: the name and info were already these.',
  'devices.changes.updated': 'Updated {changes}.',
  'devices.changes.change': '{field} “{from}” → “{to}”',
  'devices.changes.field.name': 'name',
  'devices.changes.field.info': 'info',
  'devices.changes.field.deviceType': 'deviceType',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'devices.title': 'Geräte',
  'devices.what': 'die Geräte',
  'devices.reload': 'Geräte neu laden',
  'devices.register': 'Gerät registrieren',
  'devices.loading': 'Geräte werden geladen',
  'devices.loadingList': 'Geräte werden geladen…',
  'devices.undo': 'Rückgängig',
  'devices.nothingChanged': 'Es wurde nichts geändert',
  'devices.noName': '(kein Name)',
  'devices.exportFailed': 'Export fehlgeschlagen',
  'devices.onlyPaired':
    'Dieser Dienst listet nur zugeordnete Geräte auf: Nicht zugeordnete erscheinen hier nicht.',
  'devices.paired': '{count, plural, one {# Gerät} other {# Geräte}} zugeordnet zu {location}.',
  'devices.unpaired': 'Zuordnung von {count, plural, one {# Gerät} other {# Geräten}} aufgehoben.',

  'devices.type.monitor': 'Monitor',
  'devices.type.usb': 'USB-Gerät (Dockingstation)',
  'devices.type.nic': 'Netzwerkadapter (NIC)',
  'devices.type.router': 'Router (Standardgateway)',
  'devices.type.wifi': 'WLAN-Access-Point',
  'devices.type.unknown': 'Typ {flag}',

  'devices.column.serialId': 'Serien-ID',
  'devices.column.type': 'Typ',
  'devices.column.name': 'Name',
  'devices.column.info': 'Info',
  'devices.column.location': 'Standort',
  'devices.column.source': 'Quelle',
  'devices.column.state': 'Zustand',

  'devices.source.sensor': 'Sensor',
  'devices.source.admin': 'Registriert',
  'devices.state.paired': 'Zugeordnet',
  'devices.state.unpaired': 'Nicht zugeordnet',
  'devices.state.notSaved': 'Nicht gespeichert',
  'devices.state.memoryOnly':
    'Registriert, aber nie zugeordnet: Der Dienst hält es nur im Arbeitsspeicher und verliert es bei einem Neustart. Ordnen Sie es zu, um es dauerhaft zu speichern.',

  'devices.filters.search': 'Suche',
  'devices.filters.searchPlaceholder':
    'Serien-ID oder MAC in beliebiger Form, Name, Info, Standort',
  'devices.filters.clearSearch': 'Suche löschen',
  'devices.filters.allTypes': 'Alle Typen',
  'devices.filters.allLocations': 'Alle Standorte',
  'devices.filters.allStates': 'Alle Zustände',
  'devices.filters.memory': 'Nicht gespeichert (nur im Arbeitsspeicher)',
  'devices.filters.allSources': 'Alle Quellen',

  'devices.sortHeader.sortBy': 'Nach {column} sortieren',

  'devices.table.selectAll': 'Alle angezeigten Geräte auswählen',
  'devices.table.failed': 'Keine Geräte: Die Liste konnte nicht geladen werden (siehe oben).',
  'devices.table.emptyAccount':
    'Noch keine Geräte in diesem Konto. Geräte erscheinen hier, sobald ihre Sensoren sie melden.',
  'devices.table.emptyAccountRegister':
    'Noch keine Geräte in diesem Konto. Geräte erscheinen hier, sobald ihre Sensoren sie melden oder Sie eines registrieren.',
  'devices.table.noMatch': 'Kein Gerät entspricht der Suche und den Filtern.',
  'devices.table.clearFilters': 'Suche und Filter zurücksetzen',

  'devices.row.select': '{serialId} auswählen',
  'devices.row.detailsOf': 'Details zu',

  'devices.copy.copy': 'Serien-ID kopieren',
  'devices.copy.copied': 'Kopiert',
  'devices.copy.copyLabel': 'Serien-ID {serialId} kopieren',
  'devices.copy.copiedLabel': 'Serien-ID {serialId} kopiert',

  'devices.selection.noneLoaded': 'Keine Geräte geladen',
  'devices.selection.showing': '{shown, number} von {total, number} Geräten angezeigt',
  'devices.selection.loadedAt': 'Stand: {moment}',
  'devices.selection.selected': '{count, number} ausgewählt',
  'devices.selection.pair': 'Ausgewählte zuordnen ({count, number})',
  'devices.selection.unpair': 'Zuordnung aufheben ({count, number})',
  'devices.selection.clear': 'Auswahl aufheben',

  'devices.export.button': 'Sichtbare Zeilen exportieren',
  'devices.export.csv': 'Als CSV (Tabellenkalkulation)',
  'devices.export.json': 'Als JSON',
  'devices.export.done': '{count, plural, one {# Gerät} other {# Geräte}} nach {path} exportiert.',

  'devices.memoryOnly.title': 'Noch nicht gespeichert',
  'devices.memoryOnly.text':
    '{count, plural, one {# Gerät wurde registriert, aber nie zugeordnet: Der Dienst hält es nur im Arbeitsspeicher und verliert es bei einem Neustart. Durch eine Zuordnung wird es gespeichert.} other {# Geräte wurden registriert, aber nie zugeordnet: Der Dienst hält sie nur im Arbeitsspeicher und verliert sie bei einem Neustart. Durch eine Zuordnung werden sie gespeichert.}}',
  'devices.memoryOnly.show': '{count, plural, one {Gerät anzeigen} other {Geräte anzeigen}}',
  'devices.memoryOnly.pair': '{count, plural, one {Gerät zuordnen…} other {Geräte zuordnen…}}',

  'devices.details.label': 'Gerätedetails',
  'devices.details.saved': 'Gespeichert',
  'devices.details.none': '(keine)',
  'devices.details.sensor': 'Von einem Sensor gemeldet',
  'devices.details.admin': 'Über den Verwaltungsdienst registriert',
  'devices.details.location': '{path} ({id})',
  'devices.details.notPaired': 'Nicht zugeordnet',
  'devices.details.storedYes': 'Ja, in der Datenbank des Dienstes',
  'devices.details.storedNo': 'Nein: nur im Arbeitsspeicher des Dienstes, bis es zugeordnet wird',
  'devices.details.storedPaired': 'Ja (zugeordnete Geräte werden gespeichert)',
  'devices.details.storedUnknown': 'Der Dienst gibt das nicht an',

  'devices.drawer.gone': 'Nicht mehr aufgeführt',
  'devices.drawer.goneText':
    'Der Dienst führt dieses Gerät nicht mehr auf. Wurde es registriert und nie zugeordnet, hat ein Neustart des Dienstes es verworfen: Die App weist oben im Fenster darauf hin und kann es erneut registrieren.',
  'devices.drawer.moveOrUnpair': 'Verschieben oder Zuordnung aufheben',
  'devices.drawer.pair': 'Zuordnen',
  'devices.drawer.moveTo': 'Verschieben nach',
  'devices.drawer.pairTo': 'Zuordnen zu',
  'devices.drawer.moveHere': 'Hierher verschieben',
  'devices.drawer.pairHere': 'Hier zuordnen',
  'devices.drawer.unpair': 'Zuordnung aufheben',
  'devices.drawer.moved': '{name} von {from} nach {to} verschoben.',
  'devices.drawer.paired': '{name} wurde {to} zugeordnet und ist jetzt gespeichert.',
  'devices.drawer.unpaired': 'Zuordnung von {name} zu {from} aufgehoben.',

  'devices.edit.label': 'Name und Info bearbeiten',
  'devices.edit.title': 'Name und Info',
  'devices.edit.save': 'Name und Info speichern',
  'devices.edit.done': '{changes} Die Zuordnung bleibt unverändert.',

  'devices.changes.none': 'Nichts geändert: Name und Info hatten bereits diese Werte.',
  'devices.changes.updated': 'Geändert: {changes}.',
  'devices.changes.change': '{field} „{from}“ → „{to}“',
  'devices.changes.field.name': 'Name',
  'devices.changes.field.info': 'Info',
  'devices.changes.field.deviceType': 'Gerätetyp',
}
