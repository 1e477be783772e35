import type { Catalog } from '../catalog-types.ts'

/**
 * What main says about an import, worded in the window from its code and values: the findings on a row,
 * the fixes offered, notices about the file and the service, why a column feeds a field, the report.
 * The English is main's own wording (the command line prints it); test/unit/import/import-texts.test.ts
 * keeps the two the same. The English writes numbers as main does, without grouping (`::group-off`);
 * the German groups them as the window's numbers do.
 */
export const en = {
  'import.finding.spreadsheet-number':
    'The {part, select, serialId {serial id} bssid {BSSID} mac {MAC address} vendor {vendor id} serial {serial} product {product id} productCode {product code} other {{column}}} "{text}" is a number a spreadsheet shortened: its digits are lost, so no id can be made from it. In the spreadsheet, format the column as Text, type the ids again (or copy them from the source) and save the file again.',
  'import.finding.leading-zeros':
    'The {part, select, usb_vendor {USB vendor id} monitor_productCode {EDID product code} wifi_bssid {BSSID} router_mac {MAC address of the gateway} nic_mac {MAC address} other {{part}}} "{text}" has {missing, plural, one {a digit} other {digits}} fewer than it should: a spreadsheet may have dropped leading zeros ({padded}). Format the column as Text in the spreadsheet to keep them.',
  'import.finding.chosen': 'Serial id chosen in the preview: {choice}.',
  'import.finding.name-too-long':
    'The name has {length, number, ::group-off} characters; the service keeps at most {max, number, ::group-off}.',
  'import.finding.info-too-long':
    'The info has {length, number, ::group-off} characters; the service keeps at most {max, number, ::group-off}.',
  'import.finding.nul-character':
    'The {field, select, name {name} other {info}} holds a NUL character (U+0000 at index {index, number, ::group-off}), which cannot be shown and the service refuses: remove it from the file, or edit the cell in the preview.',
  'import.finding.wifi-name':
    'A Wi-Fi access point is named after its SSID, as the sensor reports it; this row has none (a hidden network?).',
  'import.finding.ssid-too-long':
    'The SSID "{ssid}" is {bytes, number, ::group-off} bytes long; an SSID has at most 32, so the sensor can never report it. Is the column the access point\'s name rather than its SSID?',
  'import.finding.band':
    '{said, select, written {The band "{raw}" is written as the sensor reports it: "{band}".} unknown {The band "{raw}" (column "{column}") is none the sensor reports (2.4 GHz, 5 GHz or 6 GHz), and what it means is not certain: write the band in the file, or map the column to info if it holds something else.} kept {A Wi-Fi device\'s info is its band as the sensor reports it (2.4 GHz, 5 GHz or 6 GHz); "{raw}" (column "{column}") is kept as it is.} aruba {Aruba\'s "{raw}" is the {band} band.} other {UniFi\'s radio "{raw}" is the {band} band.}}',
  'import.finding.type':
    '{said, select, unknown {The type "{type}" (column "{column}") is none of wifi, usb, monitor, nic or router (or 32, 4, 2, 8, 16).} other {The row does not say its device type, and its id or parts could be more than one. Add a type column (wifi, usb, monitor, nic or router), or choose the type of rows without one (--type).}}',
  'import.finding.not-a-device':
    '{thing, select, switch {A switch ({model})} switch_category {A switch (category "{model}")} controller {A wireless controller ({model})} camera {A camera ({model})} cellular_gateway {A cellular gateway ({model})} sensor {A sensor ({model})} beacon {A Bluetooth beacon ({model})} meraki_product {A Meraki {model} device} other {A UniFi switch}}: not a device the sensor reports, so nothing is registered for it.',
  'import.finding.gateway-mac':
    "{tool, select, inventory {Is this the gateway MAC the PCs see? The inventory lists a MAC of the router; the sensor sees the MAC of the interface the PCs use as their gateway, which may be another one (a VLAN interface, a virtual router address).} catalyst_center {Is this the gateway MAC the PCs see? Catalyst Center lists the router's own MAC; the PCs see the MAC of the interface that is their gateway (a VLAN interface, an HSRP or VRRP address), which may be another one.} unifi {Is this the gateway MAC the PCs see? UniFi lists the gateway's own MAC; clients see the MAC of its LAN interface, which is this one unless a VLAN has its own.} other {Is this the gateway MAC the PCs see? Meraki lists the appliance's own MAC; clients see the MAC of its LAN interface, which is this one unless a VLAN has its own.}} Check one PC with Detect on this PC, then choose it: nothing is sent for this row until you do.",
  'import.finding.edited': 'Edited in the preview: {columns}.',
  'import.finding.left-out':
    "{reason, select, air_monitor {A radio in air monitor mode (type am) broadcasts no network: left out.} meraki_off {Meraki says this network is not on the air ({key} = false): the sensor cannot see it, so it is left out.} unifi_down {UniFi says this network is down (up = false): the sensor cannot see it, so it is left out.} root_hub {A USB root hub of the computer: no device of its own, left out.} not_mine {Ekahau marks this access point as not yours (mine = False): a neighbour's network, left out.} other {One function (&MI_…) of a composite USB device: the device itself has its own row, so this one is left out.}}",
  'import.finding.empty': "Nothing to import: the row's id columns are empty.",
  'import.finding.no-usb-id': 'No USB id in this device path.',
  'import.finding.cells-shifted':
    '{said, select, csv {Row {row, number, ::group-off} has {cells, number, ::group-off} cells, the header {headers, number, ::group-off}: a cell holds the delimiter without quotes, so the cells after it moved to the right and do not match their columns. Put that cell in quotes, or remove the delimiter from it, and import again.} run_together {Line {row, number, ::group-off}: the value "{value}" under "{column}" holds a gap of spaces, so two values may have run together and the line cannot be matched to the columns with certainty. Check the line in the file.} other {Line {row, number, ::group-off} has {cells, number, ::group-off} values for {headers, number, ::group-off} columns, so they cannot be matched to the columns with certainty. Check the line in the file (two values that run together, or a value with two spaces in it).}}',
  'import.finding.quote-not-closed':
    'A quote in row {row, number, ::group-off} is never closed, so the rest of the file ({lines, plural, one {# line} other {{lines, number, ::group-off} lines}}) was read into this one row: the rows after it are missing. Close the quote (a quote inside a cell is written twice: "") and import again.',
  'import.finding.wmi-array':
    'The {column} cell holds "{value}". Export-Csv wrote the array\'s type name instead of its characters. Convert them in PowerShell first: {command}',
  'import.finding.char-codes':
    'The {column} is written as character codes ({codes}): read as "{text}".',
  'import.finding.nul-padding':
    'The {column} is padded with NUL characters, as WMI returns it: read as "{text}".',
  'import.finding.device-path': 'Read from the Windows device path {path}.',
  'import.finding.adapter-kind':
    '{kind, select, wlan {"{adapter}" is a Wi-Fi (WLAN) adapter.} ethernet {"{adapter}" is a wired (Ethernet) adapter.} other {The adapter "{adapter}" does not say whether it is Wi-Fi or Ethernet: add a column with the kind (ethernet or wlan) for such rows.}}',
  'import.finding.location-unknown':
    '{said, select, not_an_id {"{location}" is not a location id (this service does not list locations, so names cannot be looked up): write the location\'s id.} unknown_like {The account has no location "{location}". Write a location\'s id or its name as the app lists it, like {examples}.} other {The account has no location "{location}". Write a location\'s id or its name as the app lists it.}}',
  'import.finding.location-ambiguous':
    '{count, number, ::group-off} locations are named "{location}" ({ids}): write the id of the one you mean.',
  'import.finding.duplicate':
    '{said, select, repeat {Row {row, number, ::group-off}{device, select, extra { ({column})} other {}} repeats row {firstRow, number, ::group-off}{firstDevice, select, extra { ({firstColumn})} other {}} ({serialId}); it is sent once, from row {firstRow, number, ::group-off}{firstDevice, select, extra { ({firstColumn})} other {}}.} other {Rows {rows} name the same device ({serialId}) with different details; keep one of them.}}',
  'import.finding.kept-unpaired':
    'No location: kept unpaired, as chosen for this import. The service keeps an unpaired device in memory only and forgets it when it restarts.',
  'import.finding.location-required':
    'No location: give the row a location, choose a location for rows without one, or choose to keep them unpaired (the service forgets an unpaired device when it restarts).',
  'import.finding.account': 'The account "{account}" could not be read.',
  'import.finding.account-error': '{error}',
  'import.finding.network-unconfirmed':
    'Is {hidden, select, yes {(hidden network)} other {"{ssid}"}} your network? A survey hears the neighbours\' networks too: say once which networks in this file are yours.',
  'import.finding.neighbour':
    '{hidden, select, yes {(hidden network)} other {"{ssid}"}} is not one of your networks (as answered for this file): left out.',
  'import.finding.other-type':
    "{said, select, in_file {The file gives {mac} as more than one kind of device (this row as {kind, select, wifi {a Wi-Fi access point (a BSSID)} router {a default gateway} nic {a computer's network adapter} other {another device}}, also {count, plural, one {row} other {rows}} {rows} as another): one address is one device. Keep the row that is right.} other {{mac} is registered already as {other, select, wifi {a Wi-Fi access point (a BSSID)} router {a default gateway} nic {a computer's network adapter} other {another device}} ({otherId}{said, select, registered_paired {, paired to {location}} other {}}), and this row makes it {kind, select, wifi {a Wi-Fi access point (a BSSID)} router {a default gateway} nic {a computer's network adapter} other {another device}}. One address is one device: if the file is right, unregister the other one first; if the other is right, leave this row out (or map its column as what it is).}}",
  'import.finding.more': '(and more columns the same way)',
  'import.finding.choose-reading': 'Choose the reading that matches where the number came from.',
  'import.finding.sensor-form': "The sensor's form is {suggestion}.",

  'import.finding.wired-mac':
    "Column \"{header}\" holds {holds, select, ap_own_wired {each access point's own MAC (its wired port)} ap_wired {wired (Ethernet) MAC addresses of the access points} ap_radio {base radio MAC addresses (each AP's BSSIDs are derived from them)} device_own {each device's own MAC (an access point's is its wired port)} asset_own {each asset's own MAC (an access point's is its wired port)} interface {the MAC of each interface (a wireless interface gives a radio MAC, not a BSSID)} wired {wired (Ethernet) MAC addresses} radio {base radio MAC addresses (an access point's BSSIDs are derived from them)} base {base MAC addresses (an access point's BSSIDs are derived from them)} ekahau_bssids {BSSIDs (Ekahau names the MAC address a measured access point was heard on)} survey_bssids {BSSIDs (the MAC address a measured access point was heard on)} other {MAC addresses}}, and this row is a Wi-Fi access point: \"{mac}\" is its own MAC (the wired port), not a BSSID the sensor reports.{hint, select, aruba { On the Instant AP or the controller, `{command}` prints every BSSID with its SSID and band: save its output to a file (or paste it) and import that as it is.} cisco { A Cisco access point derives its BSSIDs from its base radio MAC, one per WLAN and radio, counting up or down by model and by the order the WLANs were added, so they cannot be worked out from this list. On a Catalyst 9800, `{command}` (and 5ghz, 6ghz) prints each WLAN's BSSID; a Wi-Fi survey export (Ekahau, Hamina) or Detect on this PC on site lists them as the sensor sees them.} meraki { Meraki shows each access point's BSSIDs under Wireless > Access points (the AP's \"BSSID details\"); the API lists them all at {command}, whose JSON imports as it is.} mist { Mist shows an access point's BSSIDs on its page under Access Points (the radios' BSSIDs); the API gives them at {command}. A Wi-Fi survey export (Ekahau, Hamina) or Detect on this PC on site lists them as the sensor sees them.} other {}} If this column does hold BSSIDs, map it to bssid.",
  'import.finding.radio-mac':
    "Column \"{header}\" holds {holds, select, ap_own_wired {each access point's own MAC (its wired port)} ap_wired {wired (Ethernet) MAC addresses of the access points} ap_radio {base radio MAC addresses (each AP's BSSIDs are derived from them)} device_own {each device's own MAC (an access point's is its wired port)} asset_own {each asset's own MAC (an access point's is its wired port)} interface {the MAC of each interface (a wireless interface gives a radio MAC, not a BSSID)} wired {wired (Ethernet) MAC addresses} radio {base radio MAC addresses (an access point's BSSIDs are derived from them)} base {base MAC addresses (an access point's BSSIDs are derived from them)} ekahau_bssids {BSSIDs (Ekahau names the MAC address a measured access point was heard on)} survey_bssids {BSSIDs (the MAC address a measured access point was heard on)} other {MAC addresses}}: \"{mac}\" is not one of the BSSIDs the sensor reports, and which ones belong to it depends on the model and the WLANs.{hint, select, aruba { On the Instant AP or the controller, `{command}` prints every BSSID with its SSID and band: save its output to a file (or paste it) and import that as it is.} cisco { A Cisco access point derives its BSSIDs from its base radio MAC, one per WLAN and radio, counting up or down by model and by the order the WLANs were added, so they cannot be worked out from this list. On a Catalyst 9800, `{command}` (and 5ghz, 6ghz) prints each WLAN's BSSID; a Wi-Fi survey export (Ekahau, Hamina) or Detect on this PC on site lists them as the sensor sees them.} meraki { Meraki shows each access point's BSSIDs under Wireless > Access points (the AP's \"BSSID details\"); the API lists them all at {command}, whose JSON imports as it is.} mist { Mist shows an access point's BSSIDs on its page under Access Points (the radios' BSSIDs); the API gives them at {command}. A Wi-Fi survey export (Ekahau, Hamina) or Detect on this PC on site lists them as the sensor sees them.} other {}} If this column does hold BSSIDs, map it to bssid.",
  'import.holds.ap_own_wired': "each access point's own MAC (its wired port)",
  'import.holds.ap_wired': 'wired (Ethernet) MAC addresses of the access points',
  'import.holds.ap_radio': "base radio MAC addresses (each AP's BSSIDs are derived from them)",
  'import.holds.device_own': "each device's own MAC (an access point's is its wired port)",
  'import.holds.asset_own': "each asset's own MAC (an access point's is its wired port)",
  'import.holds.interface':
    'the MAC of each interface (a wireless interface gives a radio MAC, not a BSSID)',
  'import.holds.wired': 'wired (Ethernet) MAC addresses',
  'import.holds.radio': "base radio MAC addresses (an access point's BSSIDs are derived from them)",
  'import.holds.base': "base MAC addresses (an access point's BSSIDs are derived from them)",
  'import.holds.ekahau_bssids':
    'BSSIDs (Ekahau names the MAC address a measured access point was heard on)',
  'import.holds.survey_bssids': 'BSSIDs (the MAC address a measured access point was heard on)',

  'import.fix.replacement': 'with "{replacement}"',
  'import.fix.sensor-form': "the sensor's form",
  'import.fix.zeros-back': 'with the zeros back ({padded})',
  'import.fix.gateway-listed': 'if the PCs see this MAC as their gateway',

  'import.notice.cp1252':
    'The file is not UTF-8: it was read as Windows-1252 (Western European), the code page Excel on Windows saves "CSV (Comma delimited)" in. Check names with accents or umlauts in the preview; if they look wrong, read the file in another encoding (--encoding, or "Read as" in the app), or save it as "CSV UTF-8" and import that.',
  'import.notice.sep-line':
    'The first line "{line}" (Excel\'s delimiter line) was read as the delimiter, not as a row.',
  'import.notice.type-line':
    'The first line "{line}" is PowerShell 5.1\'s type line (Export-Csv without -NoTypeInformation); it was skipped.',
  'import.notice.mixed-line-breaks':
    'The file mixes line breaks ({mix, select, crlf_lf {{crlf, number, ::group-off} CRLF (Windows), {lf, number, ::group-off} LF (Linux, macOS)} crlf_cr {{crlf, number, ::group-off} CRLF (Windows), {cr, number, ::group-off} CR (old Mac)} lf_cr {{lf, number, ::group-off} LF (Linux, macOS), {cr, number, ::group-off} CR (old Mac)} other {{crlf, number, ::group-off} CRLF (Windows), {lf, number, ::group-off} LF (Linux, macOS), {cr, number, ::group-off} CR (old Mac)}}); every line was read as a row.',
  'import.notice.text-table':
    "Read as a command's text table: the header on line {line, number, ::group-off} ({columns, number, ::group-off} columns), {rows, plural, one {# row} other {{rows, number, ::group-off} rows}}{skipped, plural, =0 {} one {; the {skipped, number, ::group-off} line before it (the command, counts, legends) left out} other {; the {skipped, number, ::group-off} lines before it (the command, counts, legends) left out}}.",
  'import.notice.json-networks':
    "Read as {records, number, ::group-off} records holding {networks, number, ::group-off} networks: one row per network (BSSID), with its access point's fields.",
  'import.notice.ekahau-project':
    'Read as an Ekahau project: {bssids, plural, one {# BSSID} other {{bssids, number, ::group-off} BSSIDs}} measured on the survey, of {accessPoints, plural, one {# access point} other {{accessPoints, number, ::group-off} access points}}; planned access points have no BSSID and are not read.',
  'import.notice.rows-not-read':
    '{count, plural, one {# row was} other {{count, number, ::group-off} rows were}} not read cleanly (rows {rows}): each says why on its row, and none is sent until it is fixed.',
  'import.notice.locations-unlisted':
    'This service does not list locations: locations are taken as ids, unchecked until pairing.',
  'import.notice.paired-only':
    'This service lists paired devices only: a row shown as "create" may update a device that is registered but unpaired.',

  'import.why.source-field': '{source}: "{header}" is the {field}',
  'import.why.source-ignored': 'left out: not used from a {source}',
  'import.why.header-names': 'the header "{header}" names the {field}',
  'import.why.second-column': 'a second column for the {field}: the first one ("{header}") is used',
  'import.why.better-column':
    '"{header}" gives the {field}: {by, select, tool {the tool that wrote the file means it so} other {its header is the field\'s own name}}',
  'import.why.column-asked': 'which column gives the {field} is asked: "{header}" or this one',
  'import.why.mapped-so': 'mapped so in this import',
  'import.why.wifi-ssid': 'the sensor names a Wi-Fi device after its SSID',
  'import.why.wifi-band': "the sensor reports a Wi-Fi device's band as its info",
  'import.why.second-column-left':
    'a second column for the {field}: the first one is used (map this one instead to use it)',
  'import.why.imported-as': 'imported as {field}',
  'import.why.not-ssid':
    "a name the sensor does not report for a Wi-Fi device (an access point's own name)",
  'import.why.not-band': "not the band, which the sensor reports as a Wi-Fi device's info",
  'import.why.rows.wifi': 'Wi-Fi rows',
  'import.why.rows.not-wifi': 'rows that are not Wi-Fi',

  'import.report.cancelled': 'Not sent: the import was cancelled.',
  'import.report.unchanged': 'Already as in the file; nothing sent.',
  'import.report.nothing-to-send': 'Nothing to send.',
  'import.report.not-sent': 'Not sent: {reasons}',
  'import.report.service': '{text}',
  'import.pairing.paired': 'Paired to {location}.',
  'import.pairing.moved': 'Moved from {from} to {to}.',
  'import.pairing.already': 'Already paired to {location}.',
  'import.pairing.kept-unpaired':
    'Kept unpaired, as chosen: the service keeps it in memory only and forgets it when it restarts.',
  'import.pairing.refused': 'Not paired to {location}: the service refused.',
  'import.pairing.service-refused': 'Not paired to {location}: {reason}',
  'import.pairing.not-registered':
    'Not paired: the device was not registered. Run the import again to finish.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'import.finding.spreadsheet-number':
    '{part, select, serialId {Die Serien-ID „{text}“} bssid {Die BSSID „{text}“} mac {Die MAC-Adresse „{text}“} vendor {Die Hersteller-ID „{text}“} serial {Die Seriennummer „{text}“} product {Die Produkt-ID „{text}“} productCode {Der Produktcode „{text}“} other {Der Wert „{text}“ in „{column}“}} ist eine Zahl, die eine Tabellenkalkulation gekürzt hat: Ihre Ziffern sind verloren, daraus lässt sich keine ID bilden. Formatieren Sie die Spalte in der Tabellenkalkulation als Text, geben Sie die IDs erneut ein (oder kopieren Sie sie aus der Quelle) und speichern Sie die Datei erneut.',
  'import.finding.leading-zeros':
    '{part, select, usb_vendor {Die USB-Hersteller-ID} monitor_productCode {Der EDID-Produktcode} wifi_bssid {Die BSSID} router_mac {Die MAC-Adresse des Standardgateways} nic_mac {Die MAC-Adresse} other {{part}}} „{text}“ hat {missing, plural, one {eine Ziffer} other {# Ziffern}} weniger als vorgesehen: Eine Tabellenkalkulation hat vielleicht führende Nullen entfernt ({padded}). Formatieren Sie die Spalte in der Tabellenkalkulation als Text, damit sie erhalten bleiben.',
  'import.finding.chosen': 'In der Vorschau gewählte Serien-ID: {choice}.',
  'import.finding.name-too-long':
    'Der Name hat {length, number} Zeichen; der Dienst speichert höchstens {max, number}.',
  'import.finding.info-too-long':
    'Die Info hat {length, number} Zeichen; der Dienst speichert höchstens {max, number}.',
  'import.finding.nul-character':
    '{field, select, name {Der Name} other {Die Info}} enthält ein NUL-Zeichen (U+0000 an Stelle {index, number}), das sich nicht anzeigen lässt und das der Dienst ablehnt: Entfernen Sie es aus der Datei, oder bearbeiten Sie die Zelle in der Vorschau.',
  'import.finding.wifi-name':
    'Ein WLAN-Access-Point wird nach seiner SSID benannt, wie der Sensor sie meldet; diese Zeile hat keine (ein verborgenes Netzwerk?).',
  'import.finding.ssid-too-long':
    'Die SSID „{ssid}“ ist {bytes, number} Byte lang; eine SSID hat höchstens 32, der Sensor kann sie also nie melden. Enthält die Spalte den Namen des Access Points statt seiner SSID?',
  'import.finding.band':
    '{said, select, written {Das Band „{raw}“ wird so geschrieben, wie der Sensor es meldet: „{band}“.} unknown {Das Band „{raw}“ (Spalte „{column}“) meldet der Sensor nicht (2,4 GHz, 5 GHz oder 6 GHz), und was es bedeutet, ist nicht sicher: Tragen Sie das Band in die Datei ein, oder ordnen Sie die Spalte der Info zu, falls sie etwas anderes enthält.} kept {Die Info eines WLAN-Geräts ist sein Band, wie der Sensor es meldet (2,4 GHz, 5 GHz oder 6 GHz); „{raw}“ (Spalte „{column}“) bleibt unverändert.} aruba {„{raw}“ ist bei Aruba das Band {band}.} other {Das UniFi-Funkmodul „{raw}“ ist das Band {band}.}}',
  'import.finding.type':
    '{said, select, unknown {Der Typ „{type}“ (Spalte „{column}“) ist keiner von wifi, usb, monitor, nic oder router (oder 32, 4, 2, 8, 16).} other {Die Zeile nennt ihren Gerätetyp nicht, und ihre ID oder ihre Teile passen zu mehr als einem. Fügen Sie eine Typ-Spalte hinzu (wifi, usb, monitor, nic oder router) oder wählen Sie den Typ für Zeilen ohne Typ (--type).}}',
  'import.finding.not-a-device':
    '{thing, select, switch {Ein Switch ({model})} switch_category {Ein Switch (Kategorie „{model}“)} controller {Ein WLAN-Controller ({model})} camera {Eine Kamera ({model})} cellular_gateway {Ein Mobilfunk-Gateway ({model})} sensor {Ein Sensor ({model})} beacon {Ein Bluetooth-Beacon ({model})} meraki_product {Ein Meraki-Gerät vom Typ „{model}“} other {Ein UniFi-Switch}}: kein Gerät, das der Sensor meldet, daher wird dafür nichts registriert.',
  'import.finding.gateway-mac':
    '{tool, select, inventory {Ist das die Gateway-MAC-Adresse, die die PCs sehen? Das Inventar nennt eine MAC-Adresse des Routers; der Sensor sieht die MAC-Adresse der Schnittstelle, die die PCs als Gateway nutzen, und das kann eine andere sein (eine VLAN-Schnittstelle, eine virtuelle Router-Adresse).} catalyst_center {Ist das die Gateway-MAC-Adresse, die die PCs sehen? Catalyst Center nennt die eigene MAC-Adresse des Routers; die PCs sehen die MAC-Adresse der Schnittstelle, die ihr Gateway ist (eine VLAN-Schnittstelle, eine HSRP- oder VRRP-Adresse), und das kann eine andere sein.} unifi {Ist das die Gateway-MAC-Adresse, die die PCs sehen? UniFi nennt die eigene MAC-Adresse des Gateways; Clients sehen die MAC-Adresse seiner LAN-Schnittstelle, also diese, sofern kein VLAN eine eigene hat.} other {Ist das die Gateway-MAC-Adresse, die die PCs sehen? Meraki nennt die eigene MAC-Adresse der Appliance; Clients sehen die MAC-Adresse ihrer LAN-Schnittstelle, also diese, sofern kein VLAN eine eigene hat.}} Prüfen Sie einen PC mit „Auf diesem PC erkennen“ und wählen Sie sie dann: Bis dahin wird für diese Zeile nichts gesendet.',
  'import.finding.edited': 'In der Vorschau bearbeitet: {columns}.',
  'import.finding.left-out':
    '{reason, select, air_monitor {Ein Funkmodul im Air-Monitor-Modus (type am) sendet kein Netzwerk: ausgelassen.} meraki_off {Laut Meraki ist dieses Netzwerk nicht aktiv ({key} = false): Der Sensor kann es nicht sehen, daher wird es ausgelassen.} unifi_down {Laut UniFi ist dieses Netzwerk inaktiv (up = false): Der Sensor kann es nicht sehen, daher wird es ausgelassen.} root_hub {Ein USB-Root-Hub des Computers: kein eigenes Gerät, ausgelassen.} not_mine {Ekahau kennzeichnet diesen Access Point als nicht Ihren (mine = False): das Netzwerk eines Nachbarn, ausgelassen.} other {Eine Funktion (&MI_…) eines zusammengesetzten USB-Geräts: Das Gerät selbst hat eine eigene Zeile, daher wird diese ausgelassen.}}',
  'import.finding.no-usb-id': 'Dieser Gerätepfad enthält keine USB-ID.',
  'import.finding.empty': 'Nichts zu importieren: Die ID-Spalten der Zeile sind leer.',
  'import.finding.cells-shifted':
    '{said, select, csv {Zeile {row, number, ::group-off} hat {cells, number} Zellen, die Kopfzeile {headers, number}: Eine Zelle enthält das Trennzeichen ohne Anführungszeichen, daher sind die Zellen danach nach rechts gerückt und passen nicht zu ihren Spalten. Setzen Sie die Zelle in Anführungszeichen oder entfernen Sie das Trennzeichen daraus, und importieren Sie erneut.} run_together {Zeile {row, number, ::group-off}: Der Wert „{value}“ unter „{column}“ enthält eine Lücke aus Leerzeichen; vielleicht sind zwei Werte zusammengelaufen, und die Zeile lässt sich den Spalten nicht sicher zuordnen. Prüfen Sie die Zeile in der Datei.} other {Zeile {row, number, ::group-off} hat {cells, number} Werte für {headers, number} Spalten; sie lassen sich den Spalten nicht sicher zuordnen. Prüfen Sie die Zeile in der Datei (zwei zusammengelaufene Werte oder ein Wert mit zwei Leerzeichen).}}',
  'import.finding.quote-not-closed':
    'Ein Anführungszeichen in Zeile {row, number, ::group-off} wird nie geschlossen, daher wurde der Rest der Datei ({lines, plural, one {# Zeile} other {{lines, number} Zeilen}}) in diese eine Zeile gelesen: Die Zeilen danach fehlen. Schließen Sie das Anführungszeichen (ein Anführungszeichen in einer Zelle wird doppelt geschrieben: "") und importieren Sie erneut.',
  'import.finding.wmi-array':
    'Die Zelle {column} enthält „{value}“. Export-Csv hat den Typnamen des Arrays statt seiner Zeichen geschrieben. Wandeln Sie sie zuerst in PowerShell um: {command}',
  'import.finding.char-codes':
    '{column} ist als Zeichencodes geschrieben ({codes}): gelesen als „{text}“.',
  'import.finding.nul-padding':
    '{column} ist mit NUL-Zeichen aufgefüllt, wie WMI es liefert: gelesen als „{text}“.',
  'import.finding.device-path': 'Aus dem Windows-Gerätepfad {path} gelesen.',
  'import.finding.adapter-kind':
    '{kind, select, wlan {„{adapter}“ ist ein WLAN-Adapter.} ethernet {„{adapter}“ ist ein kabelgebundener Adapter (Ethernet).} other {Der Adapter „{adapter}“ verrät nicht, ob er WLAN oder Ethernet ist: Fügen Sie für solche Zeilen eine Spalte mit der Art hinzu (ethernet oder wlan).}}',
  'import.finding.location-unknown':
    '{said, select, not_an_id {„{location}“ ist keine Standort-ID (dieser Dienst listet keine Standorte, Namen lassen sich also nicht nachschlagen): Geben Sie die ID des Standorts an.} unknown_like {Das Konto hat keinen Standort „{location}“. Geben Sie die ID eines Standorts an oder seinen Namen, wie die App ihn anzeigt, etwa {examples}.} other {Das Konto hat keinen Standort „{location}“. Geben Sie die ID eines Standorts an oder seinen Namen, wie die App ihn anzeigt.}}',
  'import.finding.location-ambiguous':
    '{count, number} Standorte heißen „{location}“ ({ids}): Geben Sie die ID des gemeinten an.',
  'import.finding.duplicate':
    '{said, select, repeat {Zeile {row, number, ::group-off}{device, select, extra { ({column})} other {}} wiederholt Zeile {firstRow, number, ::group-off}{firstDevice, select, extra { ({firstColumn})} other {}} ({serialId}); sie wird einmal gesendet, aus Zeile {firstRow, number, ::group-off}{firstDevice, select, extra { ({firstColumn})} other {}}.} other {Die Zeilen {rows} nennen dasselbe Gerät ({serialId}) mit unterschiedlichen Angaben; behalten Sie eine davon.}}',
  'import.finding.kept-unpaired':
    'Kein Standort: nicht zugeordnet, wie für diesen Import gewählt. Der Dienst hält ein nicht zugeordnetes Gerät nur im Arbeitsspeicher und vergisst es bei einem Neustart.',
  'import.finding.location-required':
    'Kein Standort: Geben Sie der Zeile einen Standort, wählen Sie einen Standort für Zeilen ohne Standort, oder wählen Sie, sie nicht zuzuordnen (der Dienst vergisst ein nicht zugeordnetes Gerät bei einem Neustart).',
  'import.finding.account': 'Das Konto „{account}“ konnte nicht gelesen werden.',
  'import.finding.account-error': '{error}',
  'import.finding.network-unconfirmed':
    'Ist {hidden, select, yes {(verborgenes Netzwerk)} other {„{ssid}“}} Ihr Netzwerk? Eine WLAN-Begehung hört auch die Netzwerke der Nachbarn: Geben Sie einmal an, welche Netzwerke in dieser Datei Ihre sind.',
  'import.finding.neighbour':
    '{hidden, select, yes {(verborgenes Netzwerk)} other {„{ssid}“}} ist keines Ihrer Netzwerke (wie für diese Datei beantwortet): ausgelassen.',
  'import.finding.other-type':
    '{said, select, in_file {Die Datei gibt {mac} als mehr als eine Geräteart an (diese Zeile als {kind, select, wifi {WLAN-Access-Point (BSSID)} router {Standardgateway} nic {Netzwerkadapter eines Computers} other {anderes Gerät}}, außerdem {count, plural, one {Zeile} other {Zeilen}} {rows} als andere Art): Eine Adresse ist ein Gerät. Behalten Sie die richtige Zeile.} other {{mac} ist bereits als {other, select, wifi {WLAN-Access-Point (BSSID)} router {Standardgateway} nic {Netzwerkadapter eines Computers} other {anderes Gerät}} registriert ({otherId}{said, select, registered_paired {, zugeordnet zu {location}} other {}}), und diese Zeile macht daraus {kind, select, wifi {einen WLAN-Access-Point (BSSID)} router {ein Standardgateway} nic {einen Netzwerkadapter eines Computers} other {ein anderes Gerät}}. Eine Adresse ist ein Gerät: Wenn die Datei stimmt, heben Sie zuerst die Registrierung des anderen auf; wenn das andere stimmt, lassen Sie diese Zeile aus (oder ordnen Sie ihre Spalte dem zu, was sie enthält).}}',
  'import.finding.more': '(und weitere Spalten ebenso)',
  'import.finding.choose-reading': 'Wählen Sie die Lesart, die zur Herkunft der Zahl passt.',
  'import.finding.sensor-form': 'Der Sensor meldet die Serien-ID als {suggestion}.',

  'import.finding.wired-mac':
    'Die Spalte „{header}“ enthält {holds, select, ap_own_wired {die eigene MAC-Adresse jedes Access Points (seinen kabelgebundenen Anschluss)} ap_wired {kabelgebundene MAC-Adressen (Ethernet) der Access Points} ap_radio {Basis-MAC-Adressen der Funkmodule (aus ihnen werden die BSSIDs jedes Access Points abgeleitet)} device_own {die eigene MAC-Adresse jedes Geräts (bei einem Access Point die seines kabelgebundenen Anschlusses)} asset_own {die eigene MAC-Adresse jedes Assets (bei einem Access Point die seines kabelgebundenen Anschlusses)} interface {die MAC-Adresse jeder Schnittstelle (eine WLAN-Schnittstelle liefert eine Funk-MAC-Adresse, keine BSSID)} wired {kabelgebundene MAC-Adressen (Ethernet)} radio {Basis-MAC-Adressen der Funkmodule (aus ihnen werden die BSSIDs eines Access Points abgeleitet)} base {Basis-MAC-Adressen (aus ihnen werden die BSSIDs eines Access Points abgeleitet)} ekahau_bssids {BSSIDs (Ekahau nennt so die MAC-Adresse, auf der ein gemessener Access Point gehört wurde)} survey_bssids {BSSIDs (die MAC-Adresse, auf der ein gemessener Access Point gehört wurde)} other {MAC-Adressen}}, und diese Zeile ist ein WLAN-Access-Point: „{mac}“ ist seine eigene MAC-Adresse (der kabelgebundene Anschluss), keine BSSID, die der Sensor meldet.{hint, select, aruba { Auf dem Instant AP oder dem Controller gibt `{command}` jede BSSID mit ihrer SSID und ihrem Band aus: Speichern Sie die Ausgabe in einer Datei (oder fügen Sie sie ein) und importieren Sie sie unverändert.} cisco { Ein Cisco-Access-Point leitet seine BSSIDs von der Basis-MAC-Adresse seiner Funkmodule ab, eine pro WLAN und Funkmodul, je nach Modell und Reihenfolge der angelegten WLANs auf- oder absteigend; aus dieser Liste lassen sie sich daher nicht ermitteln. Auf einem Catalyst 9800 gibt `{command}` (und 5ghz, 6ghz) die BSSID jedes WLANs aus; der Export einer WLAN-Begehung (Ekahau, Hamina) oder „Auf diesem PC erkennen“ vor Ort listet sie so, wie der Sensor sie sieht.} meraki { Meraki zeigt die BSSIDs jedes Access Points unter Wireless > Access points (die „BSSID details“ des Access Points); die API listet sie alle unter {command}, und ihr JSON lässt sich unverändert importieren.} mist { Mist zeigt die BSSIDs eines Access Points auf seiner Seite unter Access Points (die BSSIDs der Funkmodule); die API liefert sie unter {command}. Der Export einer WLAN-Begehung (Ekahau, Hamina) oder „Auf diesem PC erkennen“ vor Ort listet sie so, wie der Sensor sie sieht.} other {}} Falls diese Spalte doch BSSIDs enthält, ordnen Sie sie bssid zu.',
  'import.finding.radio-mac':
    'Die Spalte „{header}“ enthält {holds, select, ap_own_wired {die eigene MAC-Adresse jedes Access Points (seinen kabelgebundenen Anschluss)} ap_wired {kabelgebundene MAC-Adressen (Ethernet) der Access Points} ap_radio {Basis-MAC-Adressen der Funkmodule (aus ihnen werden die BSSIDs jedes Access Points abgeleitet)} device_own {die eigene MAC-Adresse jedes Geräts (bei einem Access Point die seines kabelgebundenen Anschlusses)} asset_own {die eigene MAC-Adresse jedes Assets (bei einem Access Point die seines kabelgebundenen Anschlusses)} interface {die MAC-Adresse jeder Schnittstelle (eine WLAN-Schnittstelle liefert eine Funk-MAC-Adresse, keine BSSID)} wired {kabelgebundene MAC-Adressen (Ethernet)} radio {Basis-MAC-Adressen der Funkmodule (aus ihnen werden die BSSIDs eines Access Points abgeleitet)} base {Basis-MAC-Adressen (aus ihnen werden die BSSIDs eines Access Points abgeleitet)} ekahau_bssids {BSSIDs (Ekahau nennt so die MAC-Adresse, auf der ein gemessener Access Point gehört wurde)} survey_bssids {BSSIDs (die MAC-Adresse, auf der ein gemessener Access Point gehört wurde)} other {MAC-Adressen}}: „{mac}“ ist keine der BSSIDs, die der Sensor meldet, und welche zum Gerät gehören, hängt vom Modell und den WLANs ab.{hint, select, aruba { Auf dem Instant AP oder dem Controller gibt `{command}` jede BSSID mit ihrer SSID und ihrem Band aus: Speichern Sie die Ausgabe in einer Datei (oder fügen Sie sie ein) und importieren Sie sie unverändert.} cisco { Ein Cisco-Access-Point leitet seine BSSIDs von der Basis-MAC-Adresse seiner Funkmodule ab, eine pro WLAN und Funkmodul, je nach Modell und Reihenfolge der angelegten WLANs auf- oder absteigend; aus dieser Liste lassen sie sich daher nicht ermitteln. Auf einem Catalyst 9800 gibt `{command}` (und 5ghz, 6ghz) die BSSID jedes WLANs aus; der Export einer WLAN-Begehung (Ekahau, Hamina) oder „Auf diesem PC erkennen“ vor Ort listet sie so, wie der Sensor sie sieht.} meraki { Meraki zeigt die BSSIDs jedes Access Points unter Wireless > Access points (die „BSSID details“ des Access Points); die API listet sie alle unter {command}, und ihr JSON lässt sich unverändert importieren.} mist { Mist zeigt die BSSIDs eines Access Points auf seiner Seite unter Access Points (die BSSIDs der Funkmodule); die API liefert sie unter {command}. Der Export einer WLAN-Begehung (Ekahau, Hamina) oder „Auf diesem PC erkennen“ vor Ort listet sie so, wie der Sensor sie sieht.} other {}} Falls diese Spalte doch BSSIDs enthält, ordnen Sie sie bssid zu.',
  'import.holds.ap_own_wired':
    'die eigene MAC-Adresse jedes Access Points (seinen kabelgebundenen Anschluss)',
  'import.holds.ap_wired': 'kabelgebundene MAC-Adressen (Ethernet) der Access Points',
  'import.holds.ap_radio':
    'Basis-MAC-Adressen der Funkmodule (aus ihnen werden die BSSIDs jedes Access Points abgeleitet)',
  'import.holds.device_own':
    'die eigene MAC-Adresse jedes Geräts (bei einem Access Point die seines kabelgebundenen Anschlusses)',
  'import.holds.asset_own':
    'die eigene MAC-Adresse jedes Assets (bei einem Access Point die seines kabelgebundenen Anschlusses)',
  'import.holds.interface':
    'die MAC-Adresse jeder Schnittstelle (eine WLAN-Schnittstelle liefert eine Funk-MAC-Adresse, keine BSSID)',
  'import.holds.wired': 'kabelgebundene MAC-Adressen (Ethernet)',
  'import.holds.radio':
    'Basis-MAC-Adressen der Funkmodule (aus ihnen werden die BSSIDs eines Access Points abgeleitet)',
  'import.holds.base':
    'Basis-MAC-Adressen (aus ihnen werden die BSSIDs eines Access Points abgeleitet)',
  'import.holds.ekahau_bssids':
    'BSSIDs (Ekahau nennt so die MAC-Adresse, auf der ein gemessener Access Point gehört wurde)',
  'import.holds.survey_bssids':
    'BSSIDs (die MAC-Adresse, auf der ein gemessener Access Point gehört wurde)',

  'import.fix.replacement': 'mit „{replacement}“',
  'import.fix.sensor-form': 'die Form des Sensors',
  'import.fix.zeros-back': 'mit den Nullen ({padded})',
  'import.fix.gateway-listed': 'wenn die PCs diese MAC-Adresse als Gateway sehen',

  'import.notice.cp1252':
    'Die Datei ist nicht in UTF-8: Sie wurde als Windows-1252 (westeuropäisch) gelesen, die Codepage, in der Excel unter Windows „CSV (Trennzeichen-getrennt)“ speichert. Prüfen Sie Namen mit Akzenten oder Umlauten in der Vorschau; sehen sie falsch aus, lesen Sie die Datei in einer anderen Codierung („Datei lesen als“), oder speichern Sie sie als „CSV UTF-8“ und importieren Sie diese.',
  'import.notice.sep-line':
    'Die erste Zeile „{line}“ (die Trennzeichen-Zeile von Excel) wurde als Trennzeichen gelesen, nicht als Zeile.',
  'import.notice.type-line':
    'Die erste Zeile „{line}“ ist die Typzeile von PowerShell 5.1 (Export-Csv ohne -NoTypeInformation); sie wurde übersprungen.',
  'import.notice.mixed-line-breaks':
    'Die Datei mischt Zeilenumbrüche ({mix, select, crlf_lf {{crlf, number} CRLF (Windows), {lf, number} LF (Linux, macOS)} crlf_cr {{crlf, number} CRLF (Windows), {cr, number} CR (altes Mac OS)} lf_cr {{lf, number} LF (Linux, macOS), {cr, number} CR (altes Mac OS)} other {{crlf, number} CRLF (Windows), {lf, number} LF (Linux, macOS), {cr, number} CR (altes Mac OS)}}); keine Zeile ging verloren.',
  'import.notice.text-table':
    'Als Texttabelle eines Befehls gelesen: die Kopfzeile in Zeile {line, number, ::group-off} ({columns, number} Spalten), {rows, plural, one {# Zeile} other {{rows, number} Zeilen}}{skipped, plural, =0 {} one {; die # Zeile davor (der Befehl, Zählungen, Legenden) ausgelassen} other {; die {skipped, number} Zeilen davor (der Befehl, Zählungen, Legenden) ausgelassen}}.',
  'import.notice.json-networks':
    'Als {records, number} Datensätze mit {networks, number} Netzwerken gelesen: eine Zeile pro Netzwerk (BSSID), mit den Feldern seines Access Points.',
  'import.notice.ekahau-project':
    'Als Ekahau-Projekt gelesen: {bssids, plural, one {# BSSID} other {{bssids, number} BSSIDs}} auf der Messung gehört, von {accessPoints, plural, one {# Access Point} other {{accessPoints, number} Access Points}}; geplante Access Points haben keine BSSID und werden nicht gelesen.',
  'import.notice.rows-not-read':
    '{count, plural, one {# Zeile wurde} other {{count, number} Zeilen wurden}} nicht sauber gelesen (Zeilen {rows}): Jede sagt in ihrer Zeile, warum, und keine wird gesendet, bevor das behoben ist.',
  'import.notice.locations-unlisted':
    'Dieser Dienst listet keine Standorte: Standorte werden als IDs genommen und erst bei der Zuordnung geprüft.',
  'import.notice.paired-only':
    'Dieser Dienst listet nur zugeordnete Geräte: Eine Zeile, die als „Neu“ angezeigt wird, kann ein Gerät aktualisieren, das registriert, aber nicht zugeordnet ist.',

  'import.why.source-field': '{source}: „{header}“ ist das Feld {field}',
  'import.why.source-ignored': 'ausgelassen: aus „{source}“ nicht verwendet',
  'import.why.header-names': 'die Überschrift „{header}“ nennt das Feld {field}',
  'import.why.second-column':
    'eine zweite Spalte für das Feld {field}: Die erste („{header}“) wird verwendet',
  'import.why.better-column':
    '„{header}“ liefert das Feld {field}: {by, select, tool {das Werkzeug, das die Datei schrieb, meint es so} other {seine Überschrift ist der Name des Felds}}',
  'import.why.column-asked':
    'welche Spalte das Feld {field} liefert, wird gefragt: „{header}“ oder diese',
  'import.why.mapped-so': 'in diesem Import so zugeordnet',
  'import.why.wifi-ssid': 'der Sensor benennt ein WLAN-Gerät nach seiner SSID',
  'import.why.wifi-band': 'der Sensor meldet das Band eines WLAN-Geräts als seine Info',
  'import.why.second-column-left':
    'eine zweite Spalte für das Feld {field}: Die erste wird verwendet (ordnen Sie stattdessen diese zu, um sie zu verwenden)',
  'import.why.imported-as': 'importiert als {field}',
  'import.why.not-ssid':
    'ein Name, den der Sensor für ein WLAN-Gerät nicht meldet (der eigene Name eines Access Points)',
  'import.why.not-band': 'nicht das Band, das der Sensor als Info eines WLAN-Geräts meldet',
  'import.why.rows.wifi': 'WLAN-Zeilen',
  'import.why.rows.not-wifi': 'Zeilen, die kein WLAN sind',

  'import.report.cancelled': 'Nicht gesendet: Der Import wurde abgebrochen.',
  'import.report.unchanged': 'Bereits wie in der Datei; nichts gesendet.',
  'import.report.nothing-to-send': 'Nichts zu senden.',
  'import.report.not-sent': 'Nicht gesendet: {reasons}',
  'import.report.service': '{text}',
  'import.pairing.paired': 'Dem Standort {location} zugeordnet.',
  'import.pairing.moved': 'Von {from} nach {to} verschoben.',
  'import.pairing.already': 'Bereits dem Standort {location} zugeordnet.',
  'import.pairing.kept-unpaired':
    'Nicht zugeordnet, wie gewählt: Der Dienst hält das Gerät nur im Arbeitsspeicher und vergisst es bei einem Neustart.',
  'import.pairing.refused': 'Nicht dem Standort {location} zugeordnet: Der Dienst hat abgelehnt.',
  'import.pairing.service-refused': 'Nicht dem Standort {location} zugeordnet: {reason}',
  'import.pairing.not-registered':
    'Nicht zugeordnet: Das Gerät wurde nicht registriert. Führen Sie den Import erneut aus, um ihn abzuschließen.',
}
