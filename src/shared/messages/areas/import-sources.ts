import type { Catalog } from '../catalog-types.ts'

/**
 * The tools whose files the import recognises (core/import/sources): each one's name, by its id, and the notes
 * said about its files before the preview, by their code. The English is main's own (the command line
 * prints it); test/unit/import/import-sources.test.ts keeps the two the same. Product names, commands and
 * column names stay as the tools write them.
 */
export const en = {
  'import.source.device-registry-admin.label': 'Device Registry Admin export',
  'import.source.desk-template.label': 'Desk template (this app)',
  'import.source.powershell-wmimonitorid.label': 'PowerShell WmiMonitorID export (Export-Csv)',
  'import.source.sccm-monitors.label': 'SCCM/MECM monitor inventory (WmiMonitorID)',
  'import.source.sccm-usb.label': 'SCCM/MECM USB device inventory',
  'import.source.intune.label': 'Microsoft Intune device export',
  'import.source.lansweeper-monitors.label': 'Lansweeper monitor report',
  'import.source.lansweeper-adapters.label': 'Lansweeper network adapter report',
  'import.source.snipe-it.label': 'Snipe-IT asset export',
  'import.source.aruba-bss-table.label': 'Aruba show ap bss-table',
  'import.source.cisco-show-ap-summary.label': 'Cisco show ap summary',
  'import.source.cisco-show-ap-dot11-summary.label': 'Cisco show ap dot11 … summary',
  'import.source.meraki-bssids.label': 'Cisco Meraki BSSID list',
  'import.source.unifi.label': 'UniFi Network device list (stat/device JSON)',
  'import.source.ekahau.label': 'Ekahau survey access point list',
  'import.source.ekahau-ap-report.label': 'Ekahau access point report (mine or not)',
  'import.source.hamina.label': 'Hamina survey access points',
  'import.source.wifi-scan.label': 'Wi-Fi scan (netsh, airport, nmcli, iw, NetSpot)',
  'import.source.macos-displays.label': 'macOS display list (system_profiler SPDisplaysDataType)',
  'import.source.meraki-api-devices.label': 'Cisco Meraki API device list (JSON)',
  'import.source.meraki-dashboard.label': 'Cisco Meraki dashboard device list (CSV)',
  'import.source.mist-bssid-report.label': 'Juniper Mist BSSID report (E911)',
  'import.source.mist-inventory.label': 'Juniper Mist inventory (CSV)',
  'import.source.aruba-central.label': 'Aruba Central access point list (CSV)',
  'import.source.catalyst-center.label': 'Cisco Catalyst Center inventory (CSV)',
  'import.source.netbox-mac-addresses.label': 'NetBox MAC addresses (CSV export)',
  'import.source.netbox-interfaces.label': 'NetBox interfaces (CSV export)',

  'import.source.note.desk-template':
    'Each desk row makes a dock (a USB id) and a device per monitor column; desks left empty are skipped.',
  'import.source.note.powershell-wmimonitorid':
    "Each monitor's id from WmiMonitorID: ManufacturerName (EDID vendor), ProductCodeID (product code, hex) and SerialNumberID (the EDID serial text, as the sensor reads it). Character codes and NUL padding are read as the characters they stand for.",
  'import.source.note.sccm-monitors':
    "Each monitor's id from the inventoried WmiMonitorID: ManufacturerName0, ProductCodeID0 (hex) and SerialNumberID0; character codes are read as the characters they stand for. The computer's name goes to info.",
  'import.source.note.sccm-usb':
    "Each USB device's id from its Windows device path (USB\\VID_…&PID_…\\serial). SCCM lists every USB device of each computer (mice, keyboards, hubs): only docks mark a desk, so filter the file to your docks before you import it. Root hubs and the functions of composite devices are left out.",
  'import.source.note.intune':
    "Each computer's Wi-Fi MAC and Ethernet MAC become one network adapter each (WLAN;…;NIC and Ethernet;…;NIC), named after the computer. Intune does not list the Ethernet adapters of docks.",
  'import.source.note.lansweeper-monitors':
    "Lansweeper's monitor report has each monitor's EDID serial, but not its EDID product code, which is part of the id the sensor reports: add a column with the product code (WmiMonitorID's ProductCodeID, or Detect on this PC), or import a WmiMonitorID export instead.",
  'import.source.note.lansweeper-adapters':
    "Each adapter's id from its MAC; whether it is Wi-Fi (WLAN) or Ethernet is read from its name, as Windows names it.",
  'import.source.note.snipe-it':
    "Snipe-IT's serial is the label on the box: a monitor's or dock's id needs its EDID or USB ids too, which Snipe-IT does not hold. An access point's MAC in Snipe-IT is its own (wired) MAC, not a BSSID.",
  'import.source.note.aruba-bss-table':
    "Every BSSID the access points broadcast, with its SSID (the device's name, as the sensor reports it) and band; the access point's name is left out (the sensor names a Wi-Fi device after the SSID).",
  'import.source.note.cisco-show-ap-summary':
    "A list of access points with their wired and base radio MACs; neither is one of the BSSIDs the sensor reports, so no access point is registered from it. The AP's Location column is the controller's free text, not one of this app's locations: it is left out.",
  'import.source.note.cisco-show-ap-dot11-summary':
    'One line per radio with its base radio MAC: the BSSIDs the sensor reports are derived from it, so no access point is registered from this list.',
  'import.source.note.meraki-bssids':
    'One row per network an access point broadcasts: the SSID names each device (as the sensor reports it), not the access point.',
  'import.source.note.unifi':
    'One row per network an access point broadcasts (its vap_table): the BSSID and SSID of each. A gateway (UGW, UDM) is registered from its own MAC.',
  'import.source.note.survey-neighbours':
    "A survey hears every network in range, the neighbours' too: the preview asks once which networks are yours, and only their access points are registered.",
  'import.source.note.survey-ssid':
    'The SSID names each device (as the sensor reports it), not the measured access point.',
  'import.source.note.meraki-own-mac':
    "Meraki lists each device's own MAC. An access point's own MAC is its wired port, not one of the BSSIDs the sensor reports, so access points are not registered from this file.",
  'import.source.note.meraki-gateway':
    "A security appliance (MX, Z) is offered as the default gateway from its MAC, and asked about row by row: clients see the MAC of the appliance's LAN interface, which is this one unless its VLANs have their own; check one PC's gateway with Detect on this PC.",
  'import.source.note.mist-own-mac':
    "Mist's inventory lists each device's own MAC. An access point's own MAC is its wired port, not one of the BSSIDs the sensor reports, so access points are not registered from this file.",
  'import.source.note.mist-bssid-mask':
    "Mist's BSSID report gives each radio's BSSID mask (the radio's base MAC) and no SSID: the BSSIDs the sensor reports are derived from it per WLAN, so no access point is registered from this file.",
  'import.source.note.mist-site':
    "Mist's site is Mist's own, not one of this app's locations: it is left out; choose where the rows go.",
  'import.source.note.aruba-central':
    "Aruba Central lists each access point's own MAC: its wired port, not one of the BSSIDs the sensor reports, so access points are not registered from this file. Aruba Central's site is its own, not one of this app's locations: it is left out.",
  'import.source.note.catalyst-center':
    "Catalyst Center lists each device's own MAC: an access point's is its wired port, not a BSSID, so access points are not registered from it. A router is offered as a gateway from its own MAC, and asked about: the PCs may see another MAC for their gateway. Catalyst Center's site hierarchy is its own, not this app's locations: it is left out.",
  'import.source.note.netbox-mac-addresses':
    "NetBox lists MAC addresses of every kind of interface, so the rows do not say what device type they are: choose the type for them (router for gateways, nic for computers' adapters). The device names each row, the interface goes to info.",
  'import.source.note.netbox-interfaces':
    "NetBox lists interfaces of every kind, so the rows do not say what device type they are: choose the type for them (router for gateways' interfaces, nic for computers' adapters). The device names each row, the interface goes to info.",
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'import.source.device-registry-admin.label': 'Export von Device Registry Admin',
  'import.source.desk-template.label': 'Arbeitsplatzvorlage (diese App)',
  'import.source.powershell-wmimonitorid.label': 'PowerShell-Export von WmiMonitorID (Export-Csv)',
  'import.source.sccm-monitors.label': 'SCCM/MECM-Inventar der Monitore (WmiMonitorID)',
  'import.source.sccm-usb.label': 'SCCM/MECM-Inventar der USB-Geräte',
  'import.source.intune.label': 'Geräteexport aus Microsoft Intune',
  'import.source.lansweeper-monitors.label': 'Lansweeper-Bericht der Monitore',
  'import.source.lansweeper-adapters.label': 'Lansweeper-Bericht der Netzwerkadapter',
  'import.source.snipe-it.label': 'Asset-Export aus Snipe-IT',
  'import.source.aruba-bss-table.label': 'Aruba show ap bss-table',
  'import.source.cisco-show-ap-summary.label': 'Cisco show ap summary',
  'import.source.cisco-show-ap-dot11-summary.label': 'Cisco show ap dot11 … summary',
  'import.source.meraki-bssids.label': 'BSSID-Liste von Cisco Meraki',
  'import.source.unifi.label': 'Geräteliste von UniFi Network (stat/device-JSON)',
  'import.source.ekahau.label': 'Access-Point-Liste einer Ekahau-WLAN-Begehung',
  'import.source.ekahau-ap-report.label': 'Access-Point-Bericht von Ekahau (eigene oder nicht)',
  'import.source.hamina.label': 'Access Points einer Hamina-WLAN-Begehung',
  'import.source.wifi-scan.label': 'WLAN-Scan (netsh, airport, nmcli, iw, NetSpot)',
  'import.source.macos-displays.label':
    'Bildschirmliste von macOS (system_profiler SPDisplaysDataType)',
  'import.source.meraki-api-devices.label': 'Geräteliste der Cisco-Meraki-API (JSON)',
  'import.source.meraki-dashboard.label': 'Geräteliste des Cisco-Meraki-Dashboards (CSV)',
  'import.source.mist-bssid-report.label': 'BSSID-Bericht von Juniper Mist (E911)',
  'import.source.mist-inventory.label': 'Inventar von Juniper Mist (CSV)',
  'import.source.aruba-central.label': 'Access-Point-Liste von Aruba Central (CSV)',
  'import.source.catalyst-center.label': 'Inventar von Cisco Catalyst Center (CSV)',
  'import.source.netbox-mac-addresses.label': 'MAC-Adressen aus NetBox (CSV-Export)',
  'import.source.netbox-interfaces.label': 'Schnittstellen aus NetBox (CSV-Export)',

  'import.source.note.desk-template':
    'Jede Arbeitsplatzzeile ergibt eine Dockingstation (eine USB-ID) und ein Gerät pro Monitorspalte; leer gelassene Arbeitsplätze werden übersprungen.',
  'import.source.note.powershell-wmimonitorid':
    'Die ID jedes Monitors aus WmiMonitorID: ManufacturerName (EDID-Hersteller), ProductCodeID (Produktcode, hexadezimal) und SerialNumberID (der EDID-Seriennummerntext, wie der Sensor ihn liest). Zeichencodes und NUL-Auffüllung werden als die Zeichen gelesen, für die sie stehen.',
  'import.source.note.sccm-monitors':
    'Die ID jedes Monitors aus dem inventarisierten WmiMonitorID: ManufacturerName0, ProductCodeID0 (hexadezimal) und SerialNumberID0; Zeichencodes werden als die Zeichen gelesen, für die sie stehen. Der Name des Computers kommt in die Info.',
  'import.source.note.sccm-usb':
    'Die ID jedes USB-Geräts aus seinem Windows-Gerätepfad (USB\\VID_…&PID_…\\serial). SCCM listet jedes USB-Gerät jedes Computers (Mäuse, Tastaturen, Hubs): Nur Dockingstationen kennzeichnen einen Arbeitsplatz. Filtern Sie die Datei daher auf Ihre Dockingstationen, bevor Sie sie importieren. USB-Root-Hubs und die Funktionen zusammengesetzter Geräte werden ausgelassen.',
  'import.source.note.intune':
    'WLAN-MAC-Adresse und Ethernet-MAC-Adresse jedes Computers werden zu je einem Netzwerkadapter (WLAN;…;NIC und Ethernet;…;NIC), benannt nach dem Computer. Intune listet die Ethernet-Adapter von Dockingstationen nicht.',
  'import.source.note.lansweeper-monitors':
    'Der Monitorbericht von Lansweeper enthält die EDID-Seriennummer jedes Monitors, aber nicht seinen EDID-Produktcode, der Teil der ID ist, die der Sensor meldet: Fügen Sie eine Spalte mit dem Produktcode hinzu (ProductCodeID aus WmiMonitorID, oder „Auf diesem PC erkennen“), oder importieren Sie stattdessen einen Export von WmiMonitorID.',
  'import.source.note.lansweeper-adapters':
    'Die ID jedes Adapters aus seiner MAC-Adresse; ob er WLAN oder Ethernet ist, wird aus seinem Namen gelesen, wie Windows ihn benennt.',
  'import.source.note.snipe-it':
    'Die Seriennummer in Snipe-IT ist die auf dem Karton: Die ID eines Monitors oder einer Dockingstation braucht auch die EDID- oder USB-IDs, die Snipe-IT nicht enthält. Die MAC-Adresse eines Access Points in Snipe-IT ist seine eigene (kabelgebundene), keine BSSID.',
  'import.source.note.aruba-bss-table':
    'Jede BSSID, die die Access Points senden, mit ihrer SSID (dem Namen des Geräts, wie der Sensor ihn meldet) und ihrem Band; der Name des Access Points wird ausgelassen (der Sensor benennt ein WLAN-Gerät nach der SSID).',
  'import.source.note.cisco-show-ap-summary':
    'Eine Liste von Access Points mit ihren kabelgebundenen und Basis-MAC-Adressen der Funkmodule; keine davon ist eine der BSSIDs, die der Sensor meldet, daher wird aus ihr kein Access Point registriert. Die Spalte Location ist der Freitext des Controllers, kein Standort dieser App: Diese Spalte wird ausgelassen.',
  'import.source.note.cisco-show-ap-dot11-summary':
    'Eine Zeile pro Funkmodul mit seiner Basis-MAC-Adresse: Die BSSIDs, die der Sensor meldet, werden aus ihr abgeleitet, daher wird aus dieser Liste kein Access Point registriert.',
  'import.source.note.meraki-bssids':
    'Eine Zeile pro Netzwerk, das ein Access Point sendet: Jedes Gerät wird nach der SSID benannt (wie der Sensor es meldet), nicht nach dem Access Point.',
  'import.source.note.unifi':
    'Eine Zeile pro Netzwerk, das ein Access Point sendet (seine vap_table): jeweils BSSID und SSID. Ein Gateway (UGW, UDM) wird aus seiner eigenen MAC-Adresse registriert.',
  'import.source.note.survey-neighbours':
    'Eine WLAN-Begehung erfasst jedes Netzwerk in Reichweite, auch die Ihrer Nachbarn: Die Vorschau fragt einmal, welche Netzwerke Ihre sind, und nur deren Access Points werden registriert.',
  'import.source.note.survey-ssid':
    'Jedes Gerät wird nach der SSID benannt (wie der Sensor es meldet), nicht nach dem gemessenen Access Point.',
  'import.source.note.meraki-own-mac':
    'Meraki listet die eigene MAC-Adresse jedes Geräts. Die eigene MAC-Adresse eines Access Points ist die seines kabelgebundenen Anschlusses, keine der BSSIDs, die der Sensor meldet, daher werden aus dieser Datei keine Access Points registriert.',
  'import.source.note.meraki-gateway':
    'Eine Security Appliance (MX, Z) wird als Standardgateway aus ihrer MAC-Adresse angeboten und Zeile für Zeile erfragt: Clients sehen die MAC-Adresse der LAN-Schnittstelle der Appliance, und das ist diese, sofern ihre VLANs keine eigene haben. Prüfen Sie das Gateway eines PCs mit „Auf diesem PC erkennen“.',
  'import.source.note.mist-own-mac':
    'Das Inventar von Mist listet die eigene MAC-Adresse jedes Geräts. Die eigene MAC-Adresse eines Access Points ist die seines kabelgebundenen Anschlusses, keine der BSSIDs, die der Sensor meldet, daher werden aus dieser Datei keine Access Points registriert.',
  'import.source.note.mist-bssid-mask':
    'Der BSSID-Bericht von Mist nennt je Funkmodul die BSSID-Maske (die Basis-MAC des Funkmoduls) und keine SSID: Die BSSIDs, die der Sensor meldet, werden je WLAN daraus abgeleitet, daher wird aus dieser Datei kein Access Point registriert.',
  'import.source.note.mist-site':
    'Der Standort (Site) in Mist ist der von Mist, kein Standort dieser App: Er wird ausgelassen; wählen Sie, wohin die Zeilen kommen.',
  'import.source.note.aruba-central':
    'Aruba Central listet die eigene MAC-Adresse jedes Access Points: die seines kabelgebundenen Anschlusses, keine der BSSIDs, die der Sensor meldet, daher werden aus dieser Datei keine Access Points registriert. Der Standort (Site) in Aruba Central ist dessen eigener, kein Standort dieser App: Er wird ausgelassen.',
  'import.source.note.catalyst-center':
    'Catalyst Center listet die eigene MAC-Adresse jedes Geräts: Bei einem Access Point ist das die seines kabelgebundenen Anschlusses, keine BSSID, daher werden daraus keine Access Points registriert. Ein Router wird aus seiner eigenen MAC-Adresse als Gateway angeboten und erfragt: Die PCs sehen für ihr Gateway womöglich eine andere MAC-Adresse. Die Standorthierarchie von Catalyst Center ist dessen eigene, nicht die Standorte dieser App: Diese Hierarchie wird ausgelassen.',
  'import.source.note.netbox-mac-addresses':
    'NetBox listet MAC-Adressen von Schnittstellen jeder Art, daher sagen die Zeilen nicht, welcher Gerätetyp sie sind: Wählen Sie den Typ für sie (router für Gateways, nic für Adapter von Computern). Das Gerät benennt jede Zeile, die Schnittstelle kommt in die Info.',
  'import.source.note.netbox-interfaces':
    'NetBox listet Schnittstellen jeder Art, daher sagen die Zeilen nicht, welcher Gerätetyp sie sind: Wählen Sie den Typ für sie (router für die Schnittstellen von Gateways, nic für Adapter von Computern). Das Gerät benennt jede Zeile, die Schnittstelle kommt in die Info.',
}
