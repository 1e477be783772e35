import type { Catalog } from '../catalog-types.ts'

/** Pairing devices to a location and unpairing them: the two dialogs and their list of serial ids. */
export const en = {
  'pairing.list.heading': '{count, plural, one {Device} other {# devices}}',
  'pairing.list.more': '…and {count, number} more',

  'pairing.pair.title': 'Pair {count, plural, one {# device} other {# devices}}',
  'pairing.pair.allPaired':
    '{count, plural, one {This device is paired now: pairing moves it to the location you choose.} other {These devices are paired now: pairing moves them to the location you choose.}}',
  'pairing.pair.somePaired':
    '{count, plural, one {# of these devices is paired now: pairing moves it to the location you choose.} other {# of these devices are paired now: pairing moves them to the location you choose.}}',
  'pairing.pair.location': 'Location',
  'pairing.pair.locationHelp':
    'Where these devices are: a site, a floor, an office or a desk. Type any words of its name.',
  'pairing.pair.hintTitle': 'Is this the right kind of place?',
  'pairing.pair.tooMany': 'Too many devices for one request',
  'pairing.pair.tooManyText':
    'The service pairs at most {limit, number} devices at once, all or none. Narrow the selection with the filters and pair in parts.',
  'pairing.pair.failed': 'Nothing was paired',
  'pairing.pair.others': 'Pair the other {count, plural, one {# device} other {# devices}}',
  'pairing.pair.takeOut':
    '{count, plural, one {Take it out of the selection} other {Take them out of the selection}}',
  'pairing.pair.nothingChanged':
    'No device was changed; correct the location or the selection and try again.',
  'pairing.pair.noneLeft': 'No device is left to pair.',

  'pairing.unpair.meansStored':
    'An unpaired device no longer marks a location, so occupancy is not counted for it until it is paired again. This service keeps it stored, with its name and info: it stays in the list, also after the service restarts.',
  'pairing.unpair.meansUnknown':
    'An unpaired device no longer marks a location, so occupancy is not counted for it until it is paired again. This service does not say whether it keeps unpaired devices after a restart (the specification only says paired devices are stored), so it may be gone after one.',
  'pairing.unpair.title': 'Unpair {count, plural, one {# device} other {# devices}}?',
  'pairing.unpair.button': 'Unpair {count, plural, one {# device} other {# devices}}',
  'pairing.unpair.failed': 'Nothing was unpaired',
  'pairing.unpair.someFailed': '{failed, number} of {count, number} not unpaired',
  'pairing.unpair.othersUnpaired':
    'The others were unpaired; these are unchanged and still selected.',
  'pairing.unpair.nonePaired': 'None of the selected devices is paired.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'pairing.list.heading': '{count, plural, one {Gerät} other {# Geräte}}',
  'pairing.list.more': '…und {count, number} weitere',

  'pairing.pair.title': '{count, plural, one {# Gerät} other {# Geräte}} zuordnen',
  'pairing.pair.allPaired':
    '{count, plural, one {Dieses Gerät ist bereits zugeordnet: Die Zuordnung verschiebt es an den gewählten Standort.} other {Diese Geräte sind bereits zugeordnet: Die Zuordnung verschiebt sie an den gewählten Standort.}}',
  'pairing.pair.somePaired':
    '{count, plural, one {# dieser Geräte ist bereits zugeordnet: Die Zuordnung verschiebt es an den gewählten Standort.} other {# dieser Geräte sind bereits zugeordnet: Die Zuordnung verschiebt sie an den gewählten Standort.}}',
  'pairing.pair.location': 'Standort',
  'pairing.pair.locationHelp':
    'Wo sich diese Geräte befinden: ein Gebäude, eine Etage, ein Büro oder ein Arbeitsplatz. Geben Sie beliebige Wörter des Namens ein.',
  'pairing.pair.hintTitle': 'Ist das die richtige Art von Standort?',
  'pairing.pair.tooMany': 'Zu viele Geräte für eine Anfrage',
  'pairing.pair.tooManyText':
    'Der Dienst ordnet höchstens {limit, number} Geräte auf einmal zu, alle oder keines. Grenzen Sie die Auswahl mit den Filtern ein und ordnen Sie in Teilen zu.',
  'pairing.pair.failed': 'Es wurde nichts zugeordnet',
  'pairing.pair.others':
    '{count, plural, one {Das andere Gerät zuordnen} other {Die anderen # Geräte zuordnen}}',
  'pairing.pair.takeOut':
    '{count, plural, one {Aus der Auswahl entfernen} other {Aus der Auswahl entfernen}}',
  'pairing.pair.nothingChanged':
    'Kein Gerät wurde geändert; korrigieren Sie den Standort oder die Auswahl und versuchen Sie es erneut.',
  'pairing.pair.noneLeft': 'Es ist kein Gerät mehr zum Zuordnen übrig.',

  'pairing.unpair.meansStored':
    'Ein Gerät ohne Zuordnung kennzeichnet keinen Standort mehr und zählt daher nicht zur Belegung, bis es wieder zugeordnet wird. Dieser Dienst speichert es weiterhin mit Name und Info: Es bleibt in der Liste, auch nach einem Neustart des Dienstes.',
  'pairing.unpair.meansUnknown':
    'Ein Gerät ohne Zuordnung kennzeichnet keinen Standort mehr und zählt daher nicht zur Belegung, bis es wieder zugeordnet wird. Dieser Dienst gibt nicht an, ob er nicht zugeordnete Geräte nach einem Neustart behält (laut Spezifikation werden nur zugeordnete Geräte gespeichert); nach einem Neustart kann es also fehlen.',
  'pairing.unpair.title':
    'Zuordnung von {count, plural, one {# Gerät} other {# Geräten}} aufheben?',
  'pairing.unpair.button':
    'Zuordnung von {count, plural, one {# Gerät} other {# Geräten}} aufheben',
  'pairing.unpair.failed': 'Es wurde keine Zuordnung aufgehoben',
  'pairing.unpair.someFailed':
    'Zuordnung bei {failed, number} von {count, number} nicht aufgehoben',
  'pairing.unpair.othersUnpaired':
    'Bei den anderen wurde die Zuordnung aufgehoben; diese sind unverändert und weiterhin ausgewählt.',
  'pairing.unpair.nonePaired': 'Keines der ausgewählten Geräte ist zugeordnet.',
}
