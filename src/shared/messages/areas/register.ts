import type { Catalog } from '../catalog-types.ts'

/** Register a device: the form, the parts, the readers of a tool's printout, the found devices. */
export const en = {
  'register.screen.title': 'Register a device',
  'register.screen.account': 'Into the account {account} (change it at the top right).',
  'register.screen.loadingReaders': 'Loading the readers',

  'register.layout.monitor':
    "'<'EDID vendor, 3 uppercase letters>;'<'EDID serial>;'<'EDID product code, 4 uppercase hex digits>",
  'register.layout.usb':
    "'<'USB vendor id, 4 uppercase hex digits>;'<'USB serial>;'<'USB product id, decimal>",
  'register.layout.nic': "Ethernet;'<'MAC>;NIC or WLAN;'<'MAC>;NIC",
  'register.layout.router': "Network;'<'MAC of the gateway>;Gateway",
  'register.layout.wifi': "Network;'<'BSSID>;WiFi",

  'register.typePicker.label': 'Device type',
  'register.typePicker.workstation': 'Marks one desk',
  'register.typePicker.machine': 'Identifies a machine',
  'register.typePicker.area': 'Marks an area',

  'register.entryMode.label': 'Serial id',
  'register.entryMode.parts': 'Fill in the parts',
  'register.entryMode.paste': 'Paste a whole serial id',
  'register.entryMode.read': 'Read from a tool or EDID',

  'register.part.monitor.vendor': 'EDID vendor',
  'register.part.monitor.vendor.help':
    'The three-letter manufacturer id from the EDID (DEL, SAM, GSM…); any case, stored uppercase.',
  'register.part.monitor.serial': 'EDID serial',
  'register.part.monitor.serial.help':
    'The serial string of the EDID, or its numeric serial in decimal where there is none, exactly as the sensor reports it (case and spaces inside matter).',
  'register.part.monitor.productCode': 'EDID product code',
  'register.part.monitor.productCode.help':
    'The product code from the EDID; stored as 4 uppercase hex digits. Windows prints it in hex (A17D, DISPLAY\\DELA17D), edid-decode prints the Model in decimal (41341): digits alone read both ways, so write 0x0E14 for hex or dec:3604 for decimal.',
  'register.part.usb.vendor': 'USB vendor id',
  'register.part.usb.vendor.help':
    'The vendor id (VID), as lsusb or Device Manager show it in hex (0bda, 0x0BDA); stored as 4 uppercase hex digits. Digits alone read both ways: write 0x8086 for hex, dec:32902 for the decimal macOS ioreg prints.',
  'register.part.usb.serial': 'USB serial',
  'register.part.usb.serial.help':
    'The USB serial number exactly as the sensor reports it (case and spaces inside matter).',
  'register.part.usb.product': 'USB product id',
  'register.part.usb.product.help':
    'The product id (PID); stored in decimal. lsusb and Device Manager show it in hex: digits alone read both ways, so write 0x8153 for hex (converted to 33107) or dec:8153 for decimal.',
  'register.part.nic.kind': 'Adapter kind',
  'register.part.nic.kind.help': 'Ethernet for a wired adapter, WLAN for a Wi-Fi adapter.',
  'register.part.nic.kind.ethernet': 'Ethernet',
  'register.part.nic.kind.wlan': 'WLAN (Wi-Fi adapter)',
  'register.part.nic.mac': 'MAC address',
  'register.part.nic.mac.help':
    "The adapter's own MAC address (ipconfig /all, ip link). Any common form works: 00-1A-2B-3C-4D-5E (Windows), 001a.2b3c.4d5e (Cisco), 001a-2b3c-4d5e (HPE), 001a2b3c4d5e or 0:1a:2b:3c:4d:5e (macOS); it is stored lowercase and colon separated.",
  'register.part.router.mac': 'MAC address of the gateway',
  'register.part.router.mac.help':
    "The default gateway's MAC address, as arp, ip neigh or Get-NetNeighbor show it. Any common form works: 00-1A-2B-3C-4D-5E (Windows), 001a.2b3c.4d5e (Cisco), 001a-2b3c-4d5e (HPE), 001a2b3c4d5e or 0:1a:2b:3c:4d:5e (macOS); it is stored lowercase and colon separated.",
  'register.part.wifi.bssid': 'BSSID',
  'register.part.wifi.bssid.help':
    'The BSSID of the access point (netsh wlan show networks mode=bssid, nmcli, iw); each band of an access point has its own. Any common form works: 00-1A-2B-3C-4D-5E (Windows), 001a.2b3c.4d5e (Cisco), 001a-2b3c-4d5e (HPE), 001a2b3c4d5e or 0:1a:2b:3c:4d:5e (macOS); it is stored lowercase and colon separated.',
  'register.parts.wholeId': 'This is a whole serial id:',
  'register.parts.split': 'Split it into the parts',

  'register.nameHint.monitor':
    'A name people recognise, for example the desk the monitor stands on.',
  'register.nameHint.usb': 'A name people recognise, for example the desk the dock is on.',
  'register.nameHint.nic': 'A name people recognise, for example the host name of the machine.',
  'register.nameHint.router':
    'A name people recognise, for example the network or the floor it serves.',
  'register.nameHint.wifi':
    'The SSID (the network name the access point broadcasts), as the sensor reports it.',
  'register.infoHint.monitor': 'Free text, for example the monitor model.',
  'register.infoHint.usb': 'Free text, for example the dock model.',
  'register.infoHint.nic': 'Free text, for example the adapter model.',
  'register.infoHint.router': "Free text, for example the gateway's IP address.",
  'register.infoHint.wifi':
    'The frequency band as text, as the sensor reports it: "2.4 GHz", "5 GHz" or "6 GHz".',

  'register.fields.name': 'Name',
  'register.fields.nameWifi': 'Name (SSID)',
  'register.fields.info': 'Info',
  'register.fields.infoWifi': 'Info (band)',
  'register.fields.chooseBand': 'Choose the band…',
  'register.fields.namePlaceholder': 'A name people recognise',
  'register.fields.ssidPlaceholder': 'The SSID',

  'register.paste.label': 'Serial id',
  'register.paste.description': 'Layout: {layout} — for example {example}',
  'register.paste.error': 'This serial id does not follow the layout; see below.',
  'register.paste.whatIsWrong': 'What is wrong',
  'register.paste.didYouMean': 'Did you mean',
  'register.paste.useCorrected': 'Use the corrected serial id',
  'register.paste.registerAs': 'Register it as a {type}',

  'register.candidates.title': 'This can mean two ids: which tool did it come from?',
  'register.candidates.use': 'Use {serialId}: {label}',

  'register.preview.label': 'Serial id to register',
  'register.preview.partsMarked': 'Not complete yet: see the fields marked in red.',
  'register.preview.pasteMarked': 'Not valid yet: the reasons are listed under the serial id.',
  'register.preview.partsEmpty': 'Fill in the parts to see it here.',
  'register.preview.pasteEmpty': 'Paste a serial id to check it here.',
  'register.preview.layout': 'Layout',
  'register.preview.example': 'Example',
  'register.preview.literal':
    'The service matches serial ids literally: case, separators and padding must be exactly as the sensor reports them.',

  'register.warnings.title': 'Worth a second look',
  'register.warnings.use': 'Use {value}',

  'register.twins.exactTitle': 'Already registered',
  'register.twins.exact':
    '{type} “{name}” has exactly this serial id: registering updates its name and info; its pairing stays as it is.',
  'register.twins.startFrom': 'Start from its name and info',
  'register.twins.lookalikeTitle': 'A device with almost the same serial id exists',
  'register.twins.lookalike':
    'These devices differ from yours only in format (case or separators). The service matches serial ids literally, so yours would be a second device that no sensor report ever matches:',
  'register.twins.noName': 'no name',
  'register.twins.reported': 'reported by a sensor',
  'register.twins.registered': 'registered',
  'register.twins.acknowledge': 'I know; register it as a separate device anyway',

  'register.form.label': 'Register a device',
  'register.form.pairTo': 'Pair to',
  'register.form.pairToOptional': 'Pair to (optional)',
  'register.form.pairDescription': 'Registered and paired in one step, so the service keeps it.',
  'register.form.placementMissing': 'Choose where it is, or choose to keep it unpaired.',
  'register.form.notRegistered': 'The device was not registered',
  'register.form.update': 'Update name and info',
  'register.form.registerUnpaired': 'Register, kept unpaired',
  'register.form.registerAndPair': 'Register and pair',
  'register.form.answerLookalike': 'First answer the look-alike warning beside.',
  'register.form.nameMissing': 'Give the device a name people recognise.',
  'register.form.bandMissing': 'Choose the band the access point sends on.',
  'register.form.pasteFirst': 'Paste the serial id first, or switch to “Fill in the parts”.',
  'register.form.correctFirst':
    'Correct the serial id first: the fields marked in red say what is wrong.',

  'register.result.notPaired': 'Registered, but not paired',
  'register.result.unchanged': 'Already registered as given',
  'register.result.updated': 'Device updated',
  'register.result.paired': 'Registered and paired',
  'register.result.keptUnpaired': 'Registered, kept unpaired',
  'register.result.moved': 'Moved to {where} (it was at {before}).',
  'register.result.pairedTo': 'Paired to {where}: the service keeps it in its database.',
  'register.result.pairingKept': 'Its pairing is unchanged: paired to {where}.',
  'register.result.device': '{type} “{name}”',
  'register.result.pairError': 'It was registered, but not paired',
  'register.result.serviceSaid': 'The service said: “{message}”',
  'register.result.pairNow': 'Pair it now',
  'register.result.another': 'Register another device',
  'register.result.showDevices': 'Show all devices',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'register.screen.title': 'Gerät registrieren',
  'register.screen.account': 'In das Konto {account} (oben rechts zu ändern).',
  'register.screen.loadingReaders': 'Die Lesefunktionen werden geladen',

  'register.layout.monitor':
    "'<'EDID-Hersteller, 3 Großbuchstaben>;'<'EDID-Seriennummer>;'<'EDID-Produktcode, 4 Hex-Ziffern in Großbuchstaben>",
  'register.layout.usb':
    "'<'USB-Hersteller-ID, 4 Hex-Ziffern in Großbuchstaben>;'<'USB-Seriennummer>;'<'USB-Produkt-ID, dezimal>",
  'register.layout.nic': "Ethernet;'<'MAC>;NIC oder WLAN;'<'MAC>;NIC",
  'register.layout.router': "Network;'<'MAC des Gateways>;Gateway",
  'register.layout.wifi': "Network;'<'BSSID>;WiFi",

  'register.typePicker.label': 'Gerätetyp',
  'register.typePicker.workstation': 'Kennzeichnet einen Arbeitsplatz',
  'register.typePicker.machine': 'Kennzeichnet einen Rechner',
  'register.typePicker.area': 'Kennzeichnet einen Bereich',

  'register.entryMode.label': 'Serien-ID',
  'register.entryMode.parts': 'Teile ausfüllen',
  'register.entryMode.paste': 'Ganze Serien-ID einfügen',
  'register.entryMode.read': 'Aus Tool oder EDID lesen',

  'register.part.monitor.vendor': 'EDID-Hersteller',
  'register.part.monitor.vendor.help':
    'Die dreistellige Herstellerkennung aus der EDID (DEL, SAM, GSM…); beliebige Schreibweise, gespeichert in Großbuchstaben.',
  'register.part.monitor.serial': 'EDID-Seriennummer',
  'register.part.monitor.serial.help':
    'Die Seriennummer (Text) der EDID oder, wo es keine gibt, ihre numerische Seriennummer dezimal, genau so, wie der Sensor sie meldet (Groß-/Kleinschreibung und Leerzeichen darin zählen).',
  'register.part.monitor.productCode': 'EDID-Produktcode',
  'register.part.monitor.productCode.help':
    'Der Produktcode aus der EDID; gespeichert als 4 Hex-Ziffern in Großbuchstaben. Windows zeigt ihn hexadezimal (A17D, DISPLAY\\DELA17D), edid-decode zeigt das Feld „Model“ dezimal (41341): Reine Ziffern sind doppeldeutig, schreiben Sie also 0x0E14 für hexadezimal oder dec:3604 für dezimal.',
  'register.part.usb.vendor': 'USB-Hersteller-ID',
  'register.part.usb.vendor.help':
    'Die Hersteller-ID (VID), wie lsusb oder der Geräte-Manager sie hexadezimal zeigen (0bda, 0x0BDA); gespeichert als 4 Hex-Ziffern in Großbuchstaben. Reine Ziffern sind doppeldeutig: Schreiben Sie 0x8086 für hexadezimal, dec:32902 für den Dezimalwert, den ioreg unter macOS ausgibt.',
  'register.part.usb.serial': 'USB-Seriennummer',
  'register.part.usb.serial.help':
    'Die USB-Seriennummer genau so, wie der Sensor sie meldet (Groß-/Kleinschreibung und Leerzeichen darin zählen).',
  'register.part.usb.product': 'USB-Produkt-ID',
  'register.part.usb.product.help':
    'Die Produkt-ID (PID); gespeichert dezimal. lsusb und der Geräte-Manager zeigen sie hexadezimal: Reine Ziffern sind doppeldeutig, schreiben Sie also 0x8153 für hexadezimal (wird zu 33107) oder dec:8153 für dezimal.',
  'register.part.nic.kind': 'Adapterart',
  'register.part.nic.kind.help':
    'Ethernet für einen kabelgebundenen Adapter, WLAN für einen WLAN-Adapter.',
  'register.part.nic.kind.ethernet': 'Ethernet',
  'register.part.nic.kind.wlan': 'WLAN (WLAN-Adapter)',
  'register.part.nic.mac': 'MAC-Adresse',
  'register.part.nic.mac.help':
    'Die eigene MAC-Adresse des Adapters (ipconfig /all, ip link). Alle üblichen Schreibweisen funktionieren: 00-1A-2B-3C-4D-5E (Windows), 001a.2b3c.4d5e (Cisco), 001a-2b3c-4d5e (HPE), 001a2b3c4d5e oder 0:1a:2b:3c:4d:5e (macOS); gespeichert wird sie kleingeschrieben und mit Doppelpunkten.',
  'register.part.router.mac': 'MAC-Adresse des Gateways',
  'register.part.router.mac.help':
    'Die MAC-Adresse des Standardgateways, wie arp, ip neigh oder Get-NetNeighbor sie zeigen. Alle üblichen Schreibweisen funktionieren: 00-1A-2B-3C-4D-5E (Windows), 001a.2b3c.4d5e (Cisco), 001a-2b3c-4d5e (HPE), 001a2b3c4d5e oder 0:1a:2b:3c:4d:5e (macOS); gespeichert wird sie kleingeschrieben und mit Doppelpunkten.',
  'register.part.wifi.bssid': 'BSSID',
  'register.part.wifi.bssid.help':
    'Die BSSID des Access Points (netsh wlan show networks mode=bssid, nmcli, iw); jedes Band eines Access Points hat eine eigene. Alle üblichen Schreibweisen funktionieren: 00-1A-2B-3C-4D-5E (Windows), 001a.2b3c.4d5e (Cisco), 001a-2b3c-4d5e (HPE), 001a2b3c4d5e oder 0:1a:2b:3c:4d:5e (macOS); gespeichert wird sie kleingeschrieben und mit Doppelpunkten.',
  'register.parts.wholeId': 'Das ist eine ganze Serien-ID:',
  'register.parts.split': 'In die Teile aufteilen',

  'register.nameHint.monitor':
    'Ein aussagekräftiger Name, z. B. der Arbeitsplatz, an dem der Monitor steht.',
  'register.nameHint.usb':
    'Ein aussagekräftiger Name, z. B. der Arbeitsplatz, an dem die Dockingstation steht.',
  'register.nameHint.nic': 'Ein aussagekräftiger Name, z. B. der Hostname des Rechners.',
  'register.nameHint.router':
    'Ein aussagekräftiger Name, z. B. das versorgte Netzwerk oder die versorgte Etage.',
  'register.nameHint.wifi':
    'Die SSID (der Netzwerkname, den der Access Point aussendet), wie der Sensor sie meldet.',
  'register.infoHint.monitor': 'Freitext, z. B. das Monitormodell.',
  'register.infoHint.usb': 'Freitext, z. B. das Modell der Dockingstation.',
  'register.infoHint.nic': 'Freitext, z. B. das Adaptermodell.',
  'register.infoHint.router': 'Freitext, z. B. die IP-Adresse des Gateways.',
  'register.infoHint.wifi':
    'Das Frequenzband als Text, wie der Sensor es meldet: „2.4 GHz“, „5 GHz“ oder „6 GHz“.',

  'register.fields.name': 'Name',
  'register.fields.nameWifi': 'Name (SSID)',
  'register.fields.info': 'Info',
  'register.fields.infoWifi': 'Info (Band)',
  'register.fields.chooseBand': 'Band wählen…',
  'register.fields.namePlaceholder': 'Ein aussagekräftiger Name',
  'register.fields.ssidPlaceholder': 'Die SSID',

  'register.paste.label': 'Serien-ID',
  'register.paste.description': 'Aufbau: {layout} – z. B. {example}',
  'register.paste.error': 'Diese Serien-ID entspricht nicht dem Aufbau; siehe unten.',
  'register.paste.whatIsWrong': 'Was nicht stimmt',
  'register.paste.didYouMean': 'Meinten Sie',
  'register.paste.useCorrected': 'Korrigierte Serien-ID übernehmen',
  'register.paste.registerAs': 'Als {type} registrieren',

  'register.candidates.title': 'Das kann zwei IDs bedeuten: Aus welchem Tool stammt der Wert?',
  // The name holds the words the button shows, in their order (axe: label in name).
  'register.candidates.use': 'Verwenden: {serialId}: {label}',

  'register.preview.label': 'Zu registrierende Serien-ID',
  'register.preview.partsMarked': 'Noch nicht vollständig: siehe die rot markierten Felder.',
  'register.preview.pasteMarked': 'Noch nicht gültig: Die Gründe stehen unter der Serien-ID.',
  'register.preview.partsEmpty': 'Füllen Sie die Teile aus, um sie hier zu sehen.',
  'register.preview.pasteEmpty': 'Fügen Sie eine Serien-ID ein, um sie hier zu prüfen.',
  'register.preview.layout': 'Aufbau',
  'register.preview.example': 'Beispiel',
  'register.preview.literal':
    'Der Dienst vergleicht Serien-IDs buchstabengetreu: Groß-/Kleinschreibung, Trennzeichen und Auffüllung müssen genau so sein, wie der Sensor sie meldet.',

  'register.warnings.title': 'Bitte prüfen',
  'register.warnings.use': '{value} verwenden',

  'register.twins.exactTitle': 'Bereits registriert',
  'register.twins.exact':
    '{type} „{name}“ hat genau diese Serien-ID: Beim Registrieren werden Name und Info aktualisiert; die Zuordnung bleibt, wie sie ist.',
  'register.twins.startFrom': 'Name und Info übernehmen',
  'register.twins.lookalikeTitle': 'Es gibt ein Gerät mit fast derselben Serien-ID',
  'register.twins.lookalike':
    'Diese Geräte unterscheiden sich von Ihrem nur in der Schreibweise (Groß-/Kleinschreibung oder Trennzeichen). Der Dienst vergleicht Serien-IDs buchstabengetreu, Ihres wäre also ein zweites Gerät, zu dem nie eine Sensormeldung passt:',
  'register.twins.noName': 'kein Name',
  'register.twins.reported': 'von einem Sensor gemeldet',
  'register.twins.registered': 'registriert',
  'register.twins.acknowledge': 'Verstanden – trotzdem als eigenes Gerät registrieren',

  'register.form.label': 'Gerät registrieren',
  'register.form.pairTo': 'Zuordnen zu',
  'register.form.pairToOptional': 'Zuordnen zu (optional)',
  'register.form.pairDescription':
    'Wird in einem Schritt registriert und zugeordnet, damit der Dienst es dauerhaft speichert.',
  'register.form.placementMissing':
    'Wählen Sie einen Standort, oder aktivieren Sie „Nicht zuordnen“.',
  'register.form.notRegistered': 'Das Gerät wurde nicht registriert',
  'register.form.update': 'Name und Info aktualisieren',
  'register.form.registerUnpaired': 'Ohne Zuordnung registrieren',
  'register.form.registerAndPair': 'Registrieren und zuordnen',
  'register.form.answerLookalike':
    'Bestätigen Sie zuerst die Warnung zur ähnlichen Serien-ID daneben.',
  'register.form.nameMissing': 'Geben Sie dem Gerät einen aussagekräftigen Namen.',
  'register.form.bandMissing': 'Wählen Sie das Band, auf dem der Access Point sendet.',
  'register.form.pasteFirst':
    'Fügen Sie zuerst die Serien-ID ein, oder wechseln Sie zu „Teile ausfüllen“.',
  'register.form.correctFirst':
    'Korrigieren Sie zuerst die Serien-ID: Die rot markierten Felder zeigen, was nicht stimmt.',

  'register.result.notPaired': 'Registriert, aber nicht zugeordnet',
  'register.result.unchanged': 'Bereits so registriert',
  'register.result.updated': 'Gerät aktualisiert',
  'register.result.paired': 'Registriert und zugeordnet',
  'register.result.keptUnpaired': 'Registriert, ohne Zuordnung',
  'register.result.moved': 'Verschoben nach {where} (vorher: {before}).',
  'register.result.pairedTo': 'Zugeordnet zu {where}: Der Dienst speichert es in seiner Datenbank.',
  'register.result.pairingKept': 'Die Zuordnung ist unverändert: zugeordnet zu {where}.',
  'register.result.device': '{type} „{name}“',
  'register.result.pairError': 'Das Gerät wurde registriert, aber nicht zugeordnet',
  'register.result.serviceSaid': 'Der Dienst meldete (auf Englisch): „{message}“',
  'register.result.pairNow': 'Jetzt zuordnen',
  'register.result.another': 'Weiteres Gerät registrieren',
  'register.result.showDevices': 'Alle Geräte anzeigen',
}
