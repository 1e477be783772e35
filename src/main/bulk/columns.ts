import type { BulkField, ColumnMapping } from '#shared/ipc/bulk.ts'

/** Headers as people and tools write them, compared without case, spaces, '_', '-', '.' or '#'. */
const ALIASES: Record<BulkField, readonly string[]> = {
  serialId: ['serialid', 'serialids', 'deviceserialid', 'sensorserialid'],
  type: ['type', 'devicetype', 'typename'],
  bssid: ['bssid', 'bssidmac', 'radiomac', 'basemac', 'wlanbssid'],
  mac: ['mac', 'macaddress', 'gatewaymac', 'ethernetmac', 'nicmac', 'physicaladdress'],
  kind: ['adapterkind', 'adaptertype', 'nickind', 'interfacekind'],
  vendor: ['vendor', 'vendorid', 'vid', 'usbvendorid', 'edidvendor', 'manufacturerid'],
  serial: ['serial', 'serialnumber', 'sn', 'usbserial', 'edidserial', 'iserial'],
  product: ['product', 'productid', 'pid', 'usbproductid'],
  productCode: ['productcode', 'edidproductcode', 'modelcode', 'monitorproductcode'],
  name: ['name', 'ssid', 'devicename', 'displayname'],
  info: ['info', 'band', 'frequencyband', 'radioband', 'description'],
  location: ['location', 'locationid', 'locationname', 'site', 'room', 'pairto'],
  account: ['account', 'accountid'],
}

export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_\-.#]+/g, '')
}

const BY_KEY = new Map<string, BulkField>(
  Object.entries(ALIASES).flatMap(([field, keys]) => keys.map((key) => [key, field as BulkField])),
)

/** The field a header names, or null. */
export function fieldOf(header: string): BulkField | null {
  return BY_KEY.get(headerKey(header)) ?? null
}

/** Each header's field, a field named twice kept for its first column only. */
export function defaultMapping(headers: readonly string[]): ColumnMapping {
  const taken = new Set<BulkField>()
  return headers.map((header) => {
    const field = fieldOf(header)
    if (field === null || taken.has(field)) return 'ignore'
    taken.add(field)
    return field
  })
}

/** A row's cells by field, under a mapping (missing cells read as empty). */
export function cellsByField(
  mapping: ColumnMapping,
  cells: readonly string[],
): Partial<Record<BulkField, string>> {
  const values: Partial<Record<BulkField, string>> = {}
  mapping.forEach((field, index) => {
    if (field !== 'ignore' && values[field] === undefined) values[field] = cells[index] ?? ''
  })
  return values
}
