// The word tables and selects the serial id helper's messages are made of (areas/serial-id.ts).
import type { DeviceTypeName } from '../../api/common.ts'
import type { FieldName } from '../../serial-id/types.ts'
import { LEFT_OUT_REASONS } from '../../serial-id/readers/left-out.ts'
import * as devices from './devices.ts'
import * as register from './register.ts'

/** An ICU select of `value` over `words`; the last word is the `other` case (ICU needs one). */
export function select(value: string, words: Record<string, string>): string {
  const entries = Object.entries(words)
  const cases = entries.map(([key, text], index) =>
    index === entries.length - 1 ? `other {${text}}` : `${key} {${text}}`,
  )
  return `{${value}, select, ${cases.join(' ')}}`
}

const mapWords = (words: Record<string, string>, change: (text: string) => string) =>
  Object.fromEntries(Object.entries(words).map(([key, text]) => [key, change(text)]))
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Each part's name inside a sentence. */
export const FIELD_EN: Record<FieldName, string> = {
  edidVendor: 'EDID vendor',
  edidSerial: 'EDID serial',
  edidProduct: 'EDID product code',
  usbVendor: 'USB vendor id',
  usbSerial: 'USB serial',
  usbProduct: 'USB product id',
  adapterKind: 'adapter kind',
  mac: 'MAC address',
  gatewayMac: 'MAC address of the gateway',
  bssid: 'BSSID',
}
const MAC_RULE_EN = (label: string) =>
  `The ${label} must be six lowercase hex bytes separated by colons, like 00:1a:2b:3c:4d:5e.`
export const NIC_KIND_RULE_EN = 'The adapter kind must be Ethernet or WLAN, written exactly so.'
/** Each part's rule, where it has one (serials have none). */
const RULE_EN = {
  edidVendor: 'The EDID vendor must be three uppercase letters, like DEL.',
  edidProduct: 'The EDID product code must be four uppercase hex digits, like A17D.',
  usbVendor: 'The USB vendor id must be four uppercase hex digits, like 0BDA.',
  usbProduct:
    'The USB product id must be a decimal number from 0 to 65535 without leading zeros, like 33107.',
  adapterKind: NIC_KIND_RULE_EN,
  mac: MAC_RULE_EN(FIELD_EN.mac),
  gatewayMac: MAC_RULE_EN(FIELD_EN.gatewayMac),
  bssid: MAC_RULE_EN(FIELD_EN.bssid),
}

/** Nominative, with its article. */
const FIELD_DE = {
  edidVendor: 'der EDID-Hersteller',
  edidSerial: 'die EDID-Seriennummer',
  edidProduct: 'der EDID-Produktcode',
  usbVendor: 'die USB-Hersteller-ID',
  usbSerial: 'die USB-Seriennummer',
  usbProduct: 'die USB-Produkt-ID',
  adapterKind: 'die Adapterart',
  mac: 'die MAC-Adresse',
  gatewayMac: 'die MAC-Adresse des Gateways',
  bssid: 'die BSSID',
}
const FIELD_DE_ACCUSATIVE = mapWords(FIELD_DE, (text) => text.replace(/^der /, 'den '))
const MAC_RULE_DE = (field: string) =>
  `${capital(field)} muss aus sechs Hex-Bytes in Kleinbuchstaben bestehen, durch Doppelpunkte getrennt, z. B. 00:1a:2b:3c:4d:5e.`
export const NIC_KIND_RULE_DE = 'Die Adapterart muss genau Ethernet oder WLAN lauten.'
const RULE_DE = {
  edidVendor: 'Der EDID-Hersteller muss aus drei Großbuchstaben bestehen, z. B. DEL.',
  edidProduct:
    'Der EDID-Produktcode muss aus vier Hex-Ziffern in Großbuchstaben bestehen, z. B. A17D.',
  usbVendor:
    'Die USB-Hersteller-ID muss aus vier Hex-Ziffern in Großbuchstaben bestehen, z. B. 0BDA.',
  usbProduct:
    'Die USB-Produkt-ID muss eine Dezimalzahl von 0 bis 65535 ohne führende Nullen sein, z. B. 33107.',
  adapterKind: NIC_KIND_RULE_DE,
  mac: MAC_RULE_DE(FIELD_DE.mac),
  gatewayMac: MAC_RULE_DE(FIELD_DE.gatewayMac),
  bssid: MAC_RULE_DE(FIELD_DE.bssid),
}

// The part's name and rule inside a sentence, in each language.
export const THE_FIELD = `the ${select('field', FIELD_EN)}`
export const The_FIELD = `The ${select('field', FIELD_EN)}`
export const RULE = select('field', RULE_EN)
export const DER_FIELD = select('field', mapWords(FIELD_DE, capital))
export const DEN_FIELD = select('field', FIELD_DE_ACCUSATIVE)
export const REGEL = select('field', RULE_DE)

// A device type's name and its layout, as the devices table and the register form say them.
const KINDS: readonly DeviceTypeName[] = ['monitor', 'usb', 'nic', 'router', 'wifi']
const byKind = (value: string, words: (kind: DeviceTypeName) => string) =>
  select(value, Object.fromEntries(KINDS.map((kind) => [kind, words(kind)])))
export const TYPE_EN = (value: string) =>
  byKind(value, (kind) => devices.en[`devices.type.${kind}`])
export const TYPE_DE = (value: string) =>
  byKind(value, (kind) => devices.de[`devices.type.${kind}`])
export const LAYOUT_EN = byKind('kind', (kind) => register.en[`register.layout.${kind}`])
export const LAYOUT_DE = byKind('kind', (kind) => register.de[`register.layout.${kind}`])

/** Why a reader leaves something out (LeftOutCode). */
export const LEFT_OUT_EN = LEFT_OUT_REASONS

/** An adapter as the virtual-adapter warning names it: by name and description, one of them, or neither. */
export const ADAPTER_EN =
  '{who, select, both {“{name}” ({description})} one {“{name}”} other {This adapter}}'
export const ADAPTER_DE =
  '{who, select, both {„{name}“ ({description})} one {„{name}“} other {Dieser Adapter}}'
export const NOT_THIS_MACHINES_EN = "It is not this machine's network adapter."
export const NOT_THIS_MACHINES_DE = 'Er ist nicht der Netzwerkadapter dieses Computers.'
export const GUEST_EN = (what: string) =>
  `is a virtual machine's network adapter (${what}): the hypervisor gives it its address, which can change when the machine is moved or rebuilt.`
export const GUEST_DE = (what: string) =>
  `ist der Netzwerkadapter einer virtuellen Maschine (${what}): Der Hypervisor vergibt seine Adresse, die sich ändern kann, wenn die Maschine verschoben oder neu aufgesetzt wird.`
export const READ_IT_EN = 'Read it with lsusb -v, or from the label.'
export const READ_IT_DE = 'Lesen Sie sie mit lsusb -v oder vom Typenschild ab.'
export const NO_SENSOR_EN = 'so no sensor can tell it from another of its model.'
export const NO_SENSOR_DE =
  'daher kann kein Sensor es von einem anderen Gerät desselben Modells unterscheiden.'
export const THEN_COMMA_EN = '{address, select, only {} other {, }}'
export const THEN_COMMA_DE = THEN_COMMA_EN
