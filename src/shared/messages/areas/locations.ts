import type { Catalog } from '../catalog-types.ts'

/** The location picker (its groups and search) and the hint when a location does not suit a device. */
export const en = {
  'locations.picker.placeholder': 'Type to search: site, floor, desk…',
  'locations.picker.nothingFound': 'No location matches these words',
  'locations.picker.idLabel': '{label} id',
  'locations.picker.idHelp':
    "This service does not list its locations: type the location's id as the service knows it.",
  'locations.picker.topLevel': 'Top level',
  'locations.picker.all': 'Locations',
  'locations.picker.more': '…and {count, number} more: type more words of the name, site or floor',

  'locations.hint.areaDevicesAtDesk':
    '{name} looks like a desk (it holds no other location), but {count, plural, one {a Wi-Fi access point or gateway marks} other {# of these are Wi-Fi access points or gateways, which mark}} an area: a floor or an office is usually right for {count, plural, one {it} other {them}}.',
  'locations.hint.deskDevicesAtArea':
    '{name} holds other locations (an area), but {count, plural, one {a monitor or dock identifies} other {# of these are monitors or docks, which identify}} one workstation: its desk is usually right for {count, plural, one {it} other {them}}.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'locations.picker.placeholder': 'Zum Suchen tippen: Gebäude, Etage, Arbeitsplatz…',
  'locations.picker.nothingFound': 'Kein Standort entspricht diesen Suchbegriffen',
  'locations.picker.idLabel': '{label} (ID)',
  'locations.picker.idHelp':
    'Dieser Dienst listet seine Standorte nicht auf: Geben Sie die ID des Standorts so ein, wie der Dienst sie kennt.',
  'locations.picker.topLevel': 'Oberste Ebene',
  'locations.picker.all': 'Standorte',
  'locations.picker.more':
    '…und {count, number} weitere: Geben Sie mehr Wörter des Namens, Gebäudes oder der Etage ein',

  'locations.hint.areaDevicesAtDesk':
    '{count, plural, one {{name} sieht nach einem Arbeitsplatz aus (enthält keinen anderen Standort), aber ein WLAN-Access-Point oder Gateway kennzeichnet einen Bereich: Eine Etage oder ein Büro passt meist besser.} other {{name} sieht nach einem Arbeitsplatz aus (enthält keinen anderen Standort), aber # dieser Geräte sind WLAN-Access-Points oder Gateways, die einen Bereich kennzeichnen: Eine Etage oder ein Büro passt meist besser.}}',
  'locations.hint.deskDevicesAtArea':
    '{count, plural, one {{name} enthält andere Standorte (ist also ein Bereich), aber ein Monitor oder eine Dockingstation kennzeichnet einen einzelnen Arbeitsplatz: Meist passt der zugehörige Arbeitsplatz besser.} other {{name} enthält andere Standorte (ist also ein Bereich), aber # dieser Geräte sind Monitore oder Dockingstationen, die je einen Arbeitsplatz kennzeichnen: Meist passen die zugehörigen Arbeitsplätze besser.}}',
}
