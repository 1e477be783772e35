import type { ImportField, ColumnMapping, Holds } from '#shared/ipc/import.ts'
import { HOLDS } from './holds.ts'

/**
 * Headers as people and tools write them, in English and German, compared as keys: without case, spaces,
 * '_', '-', '.', '#', '/', brackets or quotes, umlauts written out (Gerätetyp = geraetetyp).
 */
const ALIASES: Record<ImportField, readonly string[]> = {
  serialId: ['serialid', 'serialids', 'deviceserialid', 'sensorserialid', 'serienid', 'sensorid'],
  type: [
    'type',
    'devicetype',
    'typename',
    'typ',
    'geraetetyp',
    'geraeteart',
    'category',
    'kategorie',
    'typedappareil',
    'typeappareil',
    'typedeperipherique',
    'tipo',
    'tipodedispositivo',
    'tipodispositivo',
    'tipodiapparecchio',
    'apparaattype',
    'soortapparaat',
  ],
  bssid: ['bssid', 'bssidmac', 'wlanbssid', 'bss', 'basicservicesetid', 'bssids'],
  mac: [
    'mac',
    'macaddress',
    'macadresse',
    'macaddr',
    'physicaladdress',
    'physischeadresse',
    'hardwareaddress',
    'gatewaymac',
    'ethernetmac',
    'wiredmac',
    'lanmac',
    'ethmac',
    'radiomac',
    'baseradiomac',
    'basemac',
    'adressemac',
    'adressephysique',
    'direccionmac',
    'direccionfisica',
    'indirizzomac',
    'indirizzofisico',
    'macadres',
    'fysiekadres',
  ],
  kind: ['adapterkind', 'adaptertype', 'nickind', 'interfacekind', 'adapterart', 'adaptertyp'],
  vendor: [
    'vendor',
    'vendorid',
    'vid',
    'usbvendorid',
    'edidvendor',
    'manufacturerid',
    'herstellerid',
    'idfabricant',
    'idfournisseur',
    'idvendeur',
    'idproveedor',
    'idfabricante',
    'idfornitore',
    'idproduttore',
    'leverancierid',
    'fabrikantid',
  ],
  serial: [
    'serial',
    'serialnumber',
    'sn',
    'usbserial',
    'edidserial',
    'iserial',
    'seriennummer',
    'seriennr',
    'numerodeserie',
    'nodeserie',
    'numerodiserie',
    'serienummer',
  ],
  product: [
    'product',
    'productid',
    'pid',
    'usbproductid',
    'produktid',
    'idproduit',
    'idproducto',
    'idprodotto',
  ],
  productCode: ['productcode', 'edidproductcode', 'modelcode', 'monitorproductcode', 'produktcode'],
  name: [
    'name',
    'devicename',
    'displayname',
    'geraet',
    'geraetename',
    'bezeichnung',
    'apname',
    'hostname',
    'nom',
    'nomdelappareil',
    'nombre',
    'nome',
    'naam',
  ],
  ssid: ['ssid', 'essid', 'ess', 'ssidname', 'networkname', 'netzwerkname', 'wlanname'],
  info: [
    'info',
    'description',
    'beschreibung',
    'hinweis',
    'bemerkung',
    'descripcion',
    'descrizione',
    'omschrijving',
    'kommentar',
    'comment',
    'comments',
    'commentaire',
    'remarque',
    'comentario',
    'commento',
    'opmerking',
  ],
  band: [
    'band',
    'frequencyband',
    'radioband',
    'frequenzband',
    'wifiband',
    'wlanband',
    'bande',
    'bandedefrequence',
    'banda',
    'frequentieband',
  ],
  location: [
    'location',
    'locationid',
    'locationname',
    'site',
    'room',
    'pairto',
    'standort',
    'standortid',
    'ort',
    'raum',
    'arbeitsplatz',
    'desk',
    'emplacement',
    'lieu',
    'ubicacion',
    'posizione',
    'ubicazione',
    'locatie',
  ],
  account: ['account', 'accountid', 'konto'],
  wlanMac: ['wifimac', 'wlanmac', 'wirelessmac', 'wifimacaddress', 'wlanmacadresse'],
  ethernetMac: [],
  dockId: ['dockid', 'dockserialid', 'dockingstationserialid', 'dockingstationid'],
  monitorId: ['monitorid', 'monitorserialid', 'bildschirmid'],
}

/** Numbered device columns of a desk sheet: "Monitor 1 serial id", "Monitor 2". */
const NUMBERED: ReadonlyArray<[RegExp, ImportField]> = [
  [/^monitor\d(serialid|id)?$/, 'monitorId'],
  [/^(bildschirm|display)\d(serialid|id)?$/, 'monitorId'],
  [/^dock\d?(serialid|id)?$/, 'dockId'],
]

/** What a MAC column holds when its header says: an access point's is never a BSSID the sensor sees. */
const HOLDS_BY_HEADER: Record<string, Holds> = {
  ethernetmac: HOLDS.wired,
  wiredmac: HOLDS.wired,
  lanmac: HOLDS.wired,
  ethmac: HOLDS.wired,
  radiomac: HOLDS.radio,
  baseradiomac: HOLDS.radio,
  basemac: HOLDS.base,
}

export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_\-.#/\\()[\]"'’:]+/g, '')
}

const BY_KEY = new Map<string, ImportField>(
  Object.entries(ALIASES).flatMap(([field, keys]) =>
    keys.map((key) => [key, field as ImportField]),
  ),
)

/** The field a header names, or null. SCCM's views add a 0 to every column (Name0, DeviceID0). */
export function fieldOf(header: string): ImportField | null {
  const key = headerKey(header)
  const field = BY_KEY.get(key) ?? BY_KEY.get(key.replace(/0$/, ''))
  if (field) return field
  return NUMBERED.find(([pattern]) => pattern.test(key))?.[1] ?? null
}

/** What a column of MACs holds, when its header says (wired, a radio's base). */
export function holdsOf(header: string): Holds | undefined {
  return HOLDS_BY_HEADER[headerKey(header)]
}

/** The header words a field is known by, for the command line's help. */
export function aliasesOf(field: ImportField): readonly string[] {
  return ALIASES[field]
}

/** Fields several columns may feed, each its own device (two monitors of a desk). */
const REPEATABLE = new Set<ImportField>(['monitorId', 'dockId'])
export const isRepeatable = (field: ImportField) => REPEATABLE.has(field)

/** Each header's field, a field named twice kept for its first column only (devices columns repeat). */
export function defaultMapping(
  headers: readonly string[],
  fieldFor: (header: string) => ImportField | 'ignore' | null = fieldOf,
): ColumnMapping {
  const taken = new Set<ImportField>()
  return headers.map((header) => {
    const field = fieldFor(header)
    if (field === null || field === 'ignore') return 'ignore'
    if (taken.has(field) && !REPEATABLE.has(field)) return 'ignore'
    taken.add(field)
    return field
  })
}

/** A row's cells by field, under a mapping (missing cells read as empty); the first column of a field wins. */
export function cellsByField(
  mapping: ColumnMapping,
  cells: readonly string[],
): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {}
  mapping.forEach((field, index) => {
    if (field !== 'ignore' && values[field] === undefined) values[field] = cells[index] ?? ''
  })
  return values
}
