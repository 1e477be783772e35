import type { Catalog } from '../catalog-types.ts'

/** The Overview's "start here" panel on a first start with the offline demo: what it is, what to try. */
export const en = {
  'first-run.title': 'Start here',
  'first-run.what':
    'This is the offline demo: a made-up office, Berlin HQ with two floors of desks, served by a mock admin service inside this app. Nothing you do here reaches a real service, and Reset demo office in the connection menu starts it over.',
  'first-run.try': 'Three things to try',
  'first-run.register': 'Register your first device',
  'first-run.register.why': 'a Wi-Fi access point or a dock, and pair it to a desk',
  'first-run.import': 'Bring in a spreadsheet',
  'first-run.import.why':
    'devices from an Excel or CSV file, checked row by row before anything is sent',
  'first-run.survey': 'Walk a floor desk by desk',
  'first-run.survey.why': 'plug the laptop in at each desk and confirm what arrived',
  'first-run.hide': 'Hide this panel',
  'first-run.label': 'Start here: the offline demo',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'first-run.title': 'Hier beginnen',
  'first-run.what':
    'Das ist die Offline-Demo: ein erfundenes Büro, Berlin HQ mit zwei Etagen voller Arbeitsplätze, bedient von einem Beispiel-Verwaltungsdienst in dieser App. Nichts, was Sie hier tun, erreicht einen echten Dienst, und „Demo-Büro zurücksetzen“ im Verbindungsmenü fängt von vorn an.',
  'first-run.try': 'Drei Dinge zum Ausprobieren',
  'first-run.register': 'Ihr erstes Gerät registrieren',
  'first-run.register.why':
    'einen WLAN-Zugangspunkt oder eine Dockingstation, einem Arbeitsplatz zugeordnet',
  'first-run.import': 'Eine Tabelle einlesen',
  'first-run.import.why':
    'Geräte aus einer Excel- oder CSV-Datei, Zeile für Zeile geprüft, bevor etwas gesendet wird',
  'first-run.survey': 'Eine Etage Platz für Platz begehen',
  'first-run.survey.why': 'den Laptop an jedem Arbeitsplatz anstecken und bestätigen, was ankam',
  'first-run.hide': 'Diesen Bereich ausblenden',
  'first-run.label': 'Hier beginnen: die Offline-Demo',
}
