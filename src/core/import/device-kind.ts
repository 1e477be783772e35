import type { DeviceTypeName } from '#shared/api/common.ts'
import type { ImportField } from '#shared/ipc/import.ts'
import { layouts, resolveKind, validate } from '#shared/serial-id/index.ts'

const KIND_NAMES: readonly DeviceTypeName[] = ['monitor', 'usb', 'nic', 'router', 'wifi']

/** Type words of inventories and controllers (English and German), compared as letters and digits only. */
const WORDS = new Map<string, DeviceTypeName>([
  ...KIND_NAMES.map((kind) => [kind, kind] as const),
  ...KIND_NAMES.map((kind) => [words(layouts[kind].label), kind] as const),
  ...KIND_NAMES.map((kind) => [String(layouts[kind].deviceType), kind] as const),
  ['wifiaccesspoint', 'wifi'],
  ['accesspoint', 'wifi'],
  ['accesspoints', 'wifi'],
  ['ap', 'wifi'],
  ['aps', 'wifi'],
  ['wlan', 'wifi'],
  ['wlanaccesspoint', 'wifi'],
  ['wlanzugangspunkt', 'wifi'],
  ['zugangspunkt', 'wifi'],
  ['dock', 'usb'],
  ['docks', 'usb'],
  ['dockingstation', 'usb'],
  ['dockingstations', 'usb'],
  ['usbdevice', 'usb'],
  ['display', 'monitor'],
  ['displays', 'monitor'],
  ['screen', 'monitor'],
  ['monitors', 'monitor'],
  ['monitore', 'monitor'],
  ['bildschirm', 'monitor'],
  ['networkadapter', 'nic'],
  ['netzwerkadapter', 'nic'],
  ['netzwerkkarte', 'nic'],
  ['adapter', 'nic'],
  ['gateway', 'router'],
  ['gateways', 'router'],
  ['defaultgateway', 'router'],
  ['routers', 'router'],
  ['standardgateway', 'router'],
  // French, Spanish, Italian and Dutch, as inventories write them (accents dropped, as words() does).
  ...tagged('router', [
    'passerelle',
    'passerelles',
    'passerellepardefaut',
    'routeur',
    'routeurs',
    'puertadeenlace',
    'pasarela',
    'pasarelapredeterminada',
    'enrutador',
    'gatewaypredefinito',
    'standaardgateway',
  ]),
  ...tagged('wifi', [
    'pointdacces',
    'pointsdacces',
    'pointdaccessansfil',
    'pointdacceswifi',
    'bornewifi',
    'puntodeacceso',
    'puntosdeacceso',
    'puntodeaccesoinalambrico',
    'puntodiaccesso',
    'puntidiaccesso',
    'puntodiaccessowireless',
    'toegangspunt',
    'draadloostoegangspunt',
    'wifitoegangspunt',
  ]),
  ...tagged('monitor', [
    'ecran',
    'ecrans',
    'moniteur',
    'moniteurs',
    'pantalla',
    'pantallas',
    'monitores',
    'schermo',
    'schermi',
    'monitori',
    'beeldscherm',
    'scherm',
  ]),
  ...tagged('usb', [
    'stationdaccueil',
    'stationsdaccueil',
    'stationdaccueilusb',
    'peripheriqueusb',
    'estaciondeacoplamiento',
    'basedeacoplamiento',
    'dispositivousb',
    'stazionediancoraggio',
    'usbapparaat',
  ]),
  ...tagged('nic', [
    'cartereseau',
    'cartereseausansfil',
    'adaptateurreseau',
    'interfacereseau',
    'tarjetadered',
    'adaptadordered',
    'schedadirete',
    'adattatoredirete',
    'netwerkkaart',
    'netwerkadapter',
  ]),
])

function tagged(kind: DeviceTypeName, names: readonly string[]) {
  return names.map((name) => [name, kind] as const)
}

function words(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '')
}

/** The device type a type cell names ('wifi', '32', 'Wi-Fi access point', 'Dock', 'Bildschirm'…), or undefined. */
export function kindOfWord(text: string): DeviceTypeName | undefined {
  // A file says its few types again on every row: each is read once.
  if (known.has(text)) return known.get(text)
  const kind = WORDS.get(words(text)) ?? resolveKind(text.trim().toLowerCase())
  if (known.size < 1000) known.set(text, kind)
  return kind
}
const known = new Map<string, DeviceTypeName | undefined>()

/**
 * The type a row without a type column means: the layout its serial id follows (or recognisably is meant to),
 * or the parts it gives (a BSSID is Wi-Fi, a product code a monitor). Undefined where it could be two.
 */
export function inferKind(
  serialId: string,
  values: Partial<Record<ImportField, string>>,
): DeviceTypeName | undefined {
  if (serialId.trim() !== '') {
    const results = KIND_NAMES.map((kind) => ({ kind, result: validate(kind, serialId) }))
    const exact = results.filter(({ result }) => result.ok)
    if (exact.length === 1) return exact[0]?.kind
    if (exact.length > 1) return undefined
    const near = results.filter(
      ({ result }) => !result.ok && (result.suggestion !== undefined || result.candidates),
    )
    return near.length === 1 ? near[0]?.kind : undefined
  }
  const has = (field: ImportField) => (values[field] ?? '').trim() !== ''
  if (has('bssid')) return 'wifi'
  if (has('productCode')) return 'monitor'
  if (has('product')) return 'usb'
  if (has('kind') && has('mac')) return 'nic'
  return undefined
}
