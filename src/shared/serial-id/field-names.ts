import type { FieldName } from './types.ts'

/** Each part's name inside a sentence, in the helper's English. */
export const FIELD_LABELS: Readonly<Record<FieldName, string>> = {
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
