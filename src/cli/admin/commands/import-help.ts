import { sourceLabel } from '#shared/import/source-label.ts'
import { aliasesOf } from '#core/import/columns.ts'
import { SOURCES } from '#core/import/sources/index.ts'
import { IMPORT_FIELDS, IMPORT_ENCODINGS, type ImportField } from '#shared/ipc/import.ts'

const MEANING: Record<ImportField, string> = {
  serialId:
    'a whole serial id, as the sensor reports it (Network;00:1a:…;WiFi, 17EF;SERIAL;41878…)',
  type: 'the device type: wifi, usb, monitor, nic, router (or 32, 4, 2, 8, 16, or words like access point, Dock, Bildschirm)',
  bssid: "a Wi-Fi access point's BSSID, in any form (00-1A-…, 001a.2b3c…)",
  mac: "a gateway's or network adapter's MAC (an access point's own MAC is no BSSID: refused for Wi-Fi rows)",
  kind: "a network adapter's kind: ethernet or wlan",
  vendor: 'USB vendor id (0x17ef) or EDID vendor (DEL)',
  serial: 'USB serial or EDID serial text',
  product: 'USB product id (0xa396, or dec:41878)',
  productCode: 'EDID product code (0xA0F6)',
  name: 'the name (Wi-Fi rows take the SSID instead, where there is one)',
  ssid: "the SSID: a Wi-Fi device's name, as the sensor reports it",
  info: 'the info (Wi-Fi rows take the band instead, where there is one)',
  band: "the band: a Wi-Fi device's info (2.4, 5G, 2412, a-HE… written as the sensor reports it where certain)",
  location: 'a location id, or its name as the app lists it',
  account: "the account id (default: the profile's)",
  wlanMac: "a computer's Wi-Fi adapter MAC: a NIC of its own (WLAN;…;NIC)",
  ethernetMac: "a computer's Ethernet adapter MAC: a NIC of its own (Ethernet;…;NIC)",
  dockId:
    "a desk's dock: a whole USB serial id, or a Windows device path (USB\\VID_…&PID_…\\serial)",
  monitorId: "a desk's monitor: a whole monitor serial id (one column per monitor)",
}

/** `import --help`: every field with the headers it is found by, the tools recognised, the options. */
export function importHelp(): string {
  const fields = IMPORT_FIELDS.map((field) => {
    const words = aliasesOf(field)
    return `  ${field.padEnd(12)} ${MEANING[field]}${words.length ? `\n               headers: ${words.join(', ')}` : ''}`
  }).join('\n')
  const tools = SOURCES.map((source) => `  ${sourceLabel('en', source.id)}`).join('\n')
  return `
Options:
  --dry-run                 check and preview only; exit 1 when a row would not be sent
  --location ID             where rows without a location go (an id or a name)
  --keep-unpaired           leave rows without a location unpaired (the service forgets them on restart)
  --map "COLUMN=FIELD"      what a column holds (repeatable); COLUMN is its header or #N, FIELD below or ignore
  --mapping NAME            a mapping saved before, applied by header; --save-mapping NAME saves this one
  --accept-suggestions      use the sensor's form wherever the helper suggests one
  --choose ROW=ID           the serial id for a row (ROW.N: the row's N-th extra device), repeatable
  --type TYPE               the type of rows that do not say theirs (wifi, usb, monitor, nic, router)
  --ssid NAME               a survey's network that is yours (repeatable); the others are left out
  --encoding ENC            read the file as ${IMPORT_ENCODINGS.join(', ')} (found from its bytes otherwise)
  --account ID              the account (default: the profile's)
Progress goes to standard error; --json prints one document on standard output.

Fields (headers are matched without case, spaces or punctuation, in English and German):
${fields}

Files: CSV (any delimiter, a sep= line, PowerShell's #TYPE line, any line endings), UTF-8, UTF-16 or
Windows-1252; JSON (this app's export, a list of records, an API answer); a controller's text table.
Recognised from their content, each column read as the tool means it:
${tools}
`
}
