import type { Catalog } from '../catalog-types.ts'
import { DER_FIELD, The_FIELD, select } from './serial-id-words.ts'

/**
 * What the serial id helper says where its input proves no id (src/shared/serial-id/proof.ts): a value that is
 * no id, a question and its choices, a tool that does not print a part.
 */

const NOT_AN_ID_EN = select('reason', {
  masked: `${The_FIELD} "{value}" is masked: whoever printed or shared it hid the value, so it names no device. Copy the output as the tool printed it, unmasked.`,
  androidHidden: `${The_FIELD} {value} is what Android reports in place of an address it hides from apps: it is no device's address. Read the address in the device's settings or with another tool.`,
  zero: `${The_FIELD} {value} is all zeros: a tool prints it where it has no address, and no device has it.`,
  broadcast: `${The_FIELD} {value} is the broadcast address, which no single device has.`,
})
const NOT_AN_ID_DE = select('reason', {
  masked: `${DER_FIELD} „{value}“ ist maskiert: Wer sie ausgegeben oder weitergegeben hat, hat den Wert verborgen, daher nennt sie kein Gerät. Kopieren Sie die Ausgabe so, wie das Tool sie ausgegeben hat, unmaskiert.`,
  androidHidden: `${DER_FIELD} {value} ist, was Android anstelle einer Adresse meldet, die es vor Apps verbirgt: Sie ist keine Adresse eines Geräts. Lesen Sie die Adresse in den Einstellungen des Geräts oder mit einem anderen Tool ab.`,
  zero: `${DER_FIELD} {value} besteht nur aus Nullen: Ein Tool gibt sie aus, wo es keine Adresse hat, und kein Gerät hat sie.`,
  broadcast: `${DER_FIELD} {value} ist die Broadcast-Adresse, die kein einzelnes Gerät hat.`,
})

const ON_FACE_EN = '{face, select, none {} other { on {face}}}'
const ON_FACE_DE = '{face, select, none {} other { an {face}}}'

const PART_EN = select('part', {
  bssid: 'the BSSID of a network',
  bssidColumn: 'a BSSID column',
  physicalAddress: 'the physical address of an adapter',
  displayIds: "a display's vendor and product id",
})
const PART_DE = select('part', {
  bssid: 'die BSSID eines Netzwerks',
  bssidColumn: 'eine BSSID-Spalte',
  physicalAddress: 'die physische Adresse eines Adapters',
  displayIds: 'die Hersteller- und Produktkennung eines Bildschirms',
})

export const en = {
  'serialId.error.not-an-id': NOT_AN_ID_EN,
  'serialId.error.system-profiler-no-display-serial':
    'system_profiler shows no serial text for this display, and its numeric serial in a form that does not say its base: paste the EDID instead (ioreg -l -w0 | grep IODisplayEDID).',
  'serialId.candidate.neighbour': `{ip}${ON_FACE_EN}{flag, select, router {, a router by its flags} other {}}`,
  'serialId.candidate.route': `via {gateway}${ON_FACE_EN}{metric, select, none {} other {, metric {metric}}}`,
  'serialId.question.gateway-neighbours':
    'A neighbour table does not say which neighbour is the gateway; the default route does. Choose the gateway, or paste the route together with the table ({command}).',
  'serialId.question.gateway-routes':
    '{count, number} default routes go through different gateways: choose the one the sensor sees (the one its network traffic takes).',
  'serialId.notice.gateway-not-in-table':
    'The default route goes through {gateway}{interface, select, none {} other { on {interface}}}, but the neighbour table has no entry for it: reach it once (ping {gateway}), then paste the route and the table again.',
  'serialId.notice.part-not-printed': `{tool} does not print ${PART_EN}: run {command} and paste what it prints.`,
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'serialId.error.not-an-id': NOT_AN_ID_DE,
  'serialId.error.system-profiler-no-display-serial':
    'system_profiler zeigt für diesen Bildschirm keinen Seriennummerntext und seine numerische Seriennummer in einer Form, die ihre Basis nicht angibt: Fügen Sie stattdessen die EDID ein (ioreg -l -w0 | grep IODisplayEDID).',
  'serialId.candidate.neighbour': `{ip}${ON_FACE_DE}{flag, select, router {, laut seinen Flags ein Router} other {}}`,
  'serialId.candidate.route': `über {gateway}${ON_FACE_DE}{metric, select, none {} other {, Metrik {metric}}}`,
  'serialId.question.gateway-neighbours':
    'Eine Nachbartabelle sagt nicht, welcher Nachbar das Gateway ist; die Standardroute sagt es. Wählen Sie das Gateway, oder fügen Sie die Route zusammen mit der Tabelle ein ({command}).',
  'serialId.question.gateway-routes':
    '{count, number} Standardrouten führen über verschiedene Gateways: Wählen Sie das, welches der Sensor sieht (das, über das sein Netzwerkverkehr läuft).',
  'serialId.notice.gateway-not-in-table':
    'Die Standardroute führt über {gateway}{interface, select, none {} other { an {interface}}}, aber die Nachbartabelle hat keinen Eintrag dafür: Sprechen Sie es einmal an (ping {gateway}) und fügen Sie dann Route und Tabelle erneut ein.',
  'serialId.notice.part-not-printed': `{tool} gibt ${PART_DE} nicht aus: Führen Sie {command} aus und fügen Sie die Ausgabe ein.`,
}
