import type { Catalog } from '../catalog-types.ts'

/** The overview: counts by type, state and location, their charts and tables, and the coverage. */
export const en = {
  'overview.screen.title': 'Overview',
  'overview.screen.reload': 'Reload devices and locations',
  'overview.screen.problem.devices': 'the devices',
  'overview.screen.problem.locations': 'the locations',
  'overview.screen.paired-only':
    'This service lists only paired devices: unpaired ones are not counted here.',
  'overview.screen.loading': 'Loading devices…',
  'overview.screen.total':
    '{devices, plural, one {# device} other {# devices}} in this account, {locations, plural, one {# location} other {# locations}}.',
  'overview.screen.no-locations':
    'This service does not list its locations, so devices are not counted by location.',
  'overview.section.type.title': 'By type',
  'overview.section.state.title': 'By state',
  'overview.section.location.title': 'By location',
  'overview.section.type.column': 'Type',
  'overview.section.state.column': 'State',
  'overview.section.location.column': 'Location',
  'overview.section.type.caption': 'Devices by type',
  'overview.section.state.caption': 'Devices by state',
  'overview.section.location.caption': 'Devices by location',
  'overview.section.type.chart': 'Bar chart of devices by type; the table below has its figures.',
  'overview.section.state.chart': 'Bar chart of devices by state; the table below has its figures.',
  'overview.section.location.chart':
    'Bar chart of devices by location; the table below has its figures.',
  'overview.table.paired-here': 'Paired here',
  'overview.table.with-inside': 'With the places inside',
  'overview.table.devices': 'Devices',
  'overview.state.paired': 'Paired',
  'overview.state.unpaired': 'Unpaired',
  'overview.state.sensor': 'Sensor-reported',
  'overview.state.admin': 'Registered',
  'overview.type.other': 'Type {type}',
  'overview.coverage.title': 'Coverage',
  'overview.coverage.heading': '{title}: {count, number}',
  'overview.coverage.not-listed':
    'This service does not list its locations, so places and desks are not checked.',
  'overview.coverage.area.title': 'Places without a Wi-Fi access point or gateway',
  'overview.coverage.area.why':
    "An area device paired to the place, to one around it (a floor's access point covers its desks) or to one inside it counts.",
  'overview.coverage.area.none': 'Every place has one.',
  'overview.coverage.area.gap':
    '{name} (and {inside, plural, one {# place} other {# places}} inside)',
  'overview.coverage.desks.unknown':
    'This service does not say which locations are desks, so bare desks are not listed.',
  'overview.coverage.desks.title': 'Desks without a monitor or dock',
  'overview.coverage.desks.why': 'A desk is a place inside another with none inside it.',
  'overview.coverage.desks.none': 'Every desk has one.',
  'overview.coverage.more': 'and {count, number} more',
  'overview.coverage.lost.title': 'Registered devices a service restart would lose',
  'overview.coverage.lost.why-stored':
    'Registered and never paired: the service keeps them in memory only. Pairing saves them.',
  'overview.coverage.lost.why-unpaired':
    'This service does not say which devices it has saved; a registered device is saved when it is first paired, so these unpaired ones may be in memory only.',
  'overview.coverage.lost.none': 'None: every registered device is saved.',
  'overview.coverage.lost.none-left': 'None now: every registered device left is saved.',
  'overview.coverage.lost.already':
    '{count, plural, one {# device you registered was already lost on a restart: the notice at the top names it and registers it again.} other {# devices you registered were already lost on a restart: the notice at the top names them and registers them again.}}',
  'overview.coverage.lost.show':
    '{count, plural, one {Show the device} other {Show the # devices}}',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'overview.screen.title': 'Übersicht',
  'overview.screen.reload': 'Geräte und Standorte neu laden',
  'overview.screen.problem.devices': 'die Geräte',
  'overview.screen.problem.locations': 'die Standorte',
  'overview.screen.paired-only':
    'Dieser Dienst listet nur zugeordnete Geräte auf: Nicht zugeordnete werden hier nicht gezählt.',
  'overview.screen.loading': 'Geräte werden geladen…',
  'overview.screen.total':
    '{devices, plural, one {# Gerät} other {# Geräte}} in diesem Konto, {locations, plural, one {# Standort} other {# Standorte}}.',
  'overview.screen.no-locations':
    'Dieser Dienst listet seine Standorte nicht auf, daher werden die Geräte nicht nach Standort gezählt.',
  'overview.section.type.title': 'Nach Typ',
  'overview.section.state.title': 'Nach Zustand',
  'overview.section.location.title': 'Nach Standort',
  'overview.section.type.column': 'Typ',
  'overview.section.state.column': 'Zustand',
  'overview.section.location.column': 'Standort',
  'overview.section.type.caption': 'Geräte nach Typ',
  'overview.section.state.caption': 'Geräte nach Zustand',
  'overview.section.location.caption': 'Geräte nach Standort',
  'overview.section.type.chart':
    'Balkendiagramm der Geräte nach Typ; die Tabelle darunter enthält die Zahlen.',
  'overview.section.state.chart':
    'Balkendiagramm der Geräte nach Zustand; die Tabelle darunter enthält die Zahlen.',
  'overview.section.location.chart':
    'Balkendiagramm der Geräte nach Standort; die Tabelle darunter enthält die Zahlen.',
  'overview.table.paired-here': 'Hier zugeordnet',
  'overview.table.with-inside': 'Inkl. untergeordneter Standorte',
  'overview.table.devices': 'Geräte',
  'overview.state.paired': 'Zugeordnet',
  'overview.state.unpaired': 'Nicht zugeordnet',
  'overview.state.sensor': 'Vom Sensor gemeldet',
  'overview.state.admin': 'Registriert',
  'overview.type.other': 'Typ {type}',
  'overview.coverage.title': 'Abdeckung',
  'overview.coverage.heading': '{title}: {count, number}',
  'overview.coverage.not-listed':
    'Dieser Dienst listet seine Standorte nicht auf, daher werden Standorte und Arbeitsplätze nicht geprüft.',
  'overview.coverage.area.title': 'Standorte ohne WLAN-Access-Point oder Gateway',
  'overview.coverage.area.why':
    'Es zählt jedes Bereichsgerät, das dem Standort selbst, einem übergeordneten Standort (der Access Point einer Etage deckt deren Arbeitsplätze ab) oder einem untergeordneten Standort zugeordnet ist.',
  'overview.coverage.area.none': 'Alle Standorte sind abgedeckt.',
  'overview.coverage.area.gap':
    '{name} (und {inside, plural, one {# untergeordneter Standort} other {# untergeordnete Standorte}})',
  'overview.coverage.desks.unknown':
    'Dieser Dienst gibt nicht an, welche Standorte Arbeitsplätze sind, daher werden leere Arbeitsplätze nicht aufgeführt.',
  'overview.coverage.desks.title': 'Arbeitsplätze ohne Monitor oder Dockingstation',
  'overview.coverage.desks.why':
    'Als Arbeitsplatz gilt ein untergeordneter Standort, der selbst keine weiteren Standorte enthält.',
  'overview.coverage.desks.none': 'Jeder Arbeitsplatz hat eines davon.',
  'overview.coverage.more': 'und {count, number} weitere',
  'overview.coverage.lost.title':
    'Registrierte Geräte, die ein Neustart des Dienstes verlieren würde',
  'overview.coverage.lost.why-stored':
    'Registriert und nie zugeordnet: Der Dienst hält sie nur im Arbeitsspeicher. Eine Zuordnung speichert sie.',
  'overview.coverage.lost.why-unpaired':
    'Dieser Dienst gibt nicht an, welche Geräte er gespeichert hat; ein registriertes Gerät wird bei seiner ersten Zuordnung gespeichert, daher sind diese nicht zugeordneten womöglich nur im Arbeitsspeicher.',
  'overview.coverage.lost.none': 'Keine: Jedes registrierte Gerät ist gespeichert.',
  'overview.coverage.lost.none-left':
    'Jetzt keine: Jedes verbliebene registrierte Gerät ist gespeichert.',
  'overview.coverage.lost.already':
    '{count, plural, one {# von Ihnen registriertes Gerät ging bereits bei einem Neustart verloren: Der Hinweis oben nennt es und registriert es erneut.} other {# von Ihnen registrierte Geräte gingen bereits bei einem Neustart verloren: Der Hinweis oben nennt sie und registriert sie erneut.}}',
  'overview.coverage.lost.show':
    '{count, plural, one {Das Gerät anzeigen} other {Die # Geräte anzeigen}}',
}
