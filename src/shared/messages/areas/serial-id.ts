import type { Catalog } from '../catalog-types.ts'
import {
  ADAPTER_DE,
  ADAPTER_EN,
  DEN_FIELD,
  DER_FIELD,
  FIELD_EN,
  GUEST_DE,
  GUEST_EN,
  LAYOUT_DE,
  LAYOUT_EN,
  LEFT_OUT_EN,
  NIC_KIND_RULE_DE,
  NIC_KIND_RULE_EN,
  NOT_THIS_MACHINES_DE,
  NOT_THIS_MACHINES_EN,
  NO_SENSOR_DE,
  NO_SENSOR_EN,
  READ_IT_DE,
  READ_IT_EN,
  REGEL,
  RULE,
  THEN_COMMA_DE,
  THEN_COMMA_EN,
  THE_FIELD,
  TYPE_DE,
  TYPE_EN,
  The_FIELD,
  select,
} from './serial-id-words.ts'
import { LEFT_OUT_DE } from './left-out-reasons.ts'

/**
 * What the serial id helper says (src/shared/serial-id), each text with `coded(id, values)`: warnings, part
 * errors, candidates' labels, readers' notices. A part's name is the value `field`, a select over FieldName;
 * a device type's name and layout are the value `kind` (`otherKind`), the devices and register areas' words.
 */
export const en = {
  // Warnings (WarningCode).
  'serialId.warning.spaces': `${The_FIELD} "{value}" {at, select, end {ends with} start {starts with} other {starts and ends with}} spaces. They are kept, as the source holds them; trimmed it would be "{trimmed}". If the sensor reports the trimmed form, use that instead.`,
  'serialId.warning.placeholder': `${The_FIELD} "{value}"{hex, select, none {} other { ({hex})}} is a placeholder that many units of a model share: the id may match more than one device. Check the serial on the device's label or another source.`,
  'serialId.warning.pasted-hex': `${The_FIELD} "{value}" looks like a number copied with its hex form, as edid-decode prints the serial number; the sensor reports the number alone: {number}.`,
  'serialId.warning.empty-descriptor':
    'The EDID has a serial descriptor, but it is empty; the id uses the numeric serial in decimal, {numeric}, as for a monitor without serial text.',
  'serialId.warning.descriptor-end':
    'The EDID\'s serial text ends at byte 0x{byte} (position {position, number}), which is not printable text; the text before it, "{text}", is used.',
  'serialId.warning.edid-blocks':
    '{problem, select, length {The EDID is {length, number} bytes long, not a whole number of 128-byte blocks; the last {ignored, number} bytes are ignored.} cutShort {The EDID announces {announced, number} extension block(s) but holds {present, number}: it was cut short. The base block is whole, so the id is right; a serial text in a missing extension cannot be seen.} other {Extension block {block, number} of the EDID has a wrong checksum; it is damaged.}}',
  'serialId.warning.mac-zero': `${The_FIELD} {mac} is all zeros: a placeholder, not an address a device sends from.`,
  'serialId.warning.mac-broadcast': `${The_FIELD} {mac} is the broadcast address, which no single device has.`,
  'serialId.warning.mac-multicast': `${The_FIELD} {mac} is a multicast address (its first byte is odd), which no single device has. Check that it was copied from the right column.`,
  'serialId.warning.mac-local': `${The_FIELD} {mac} is locally administered, as random (private) addresses are: it may change, and the sensor may see the adapter's own address instead.`,
  'serialId.warning.hidden-ssid':
    'This access point sends no SSID (a hidden network): give the device a name yourself.',
  'serialId.warning.mac-random':
    'This adapter uses {current} now, a random or set address; the id has its own address, {own}, which stays when the other changes. If the sensor reports the address in use, register {current} instead.',
  'serialId.warning.virtual-adapter': `${ADAPTER_EN} ${select('reason', {
    bluetooth:
      "is a network link over Bluetooth (PAN), not a wired or Wi-Fi adapter: its address is the Bluetooth radio's. Register it only if the sensor lists it.",
    wifiDirect:
      "is Wi-Fi Direct's virtual adapter: its address is made from the Wi-Fi adapter's, but it is not that adapter, which is listed under its own name. Register the Wi-Fi adapter instead.",
    guestDriver: GUEST_EN('driver {driver}'),
    guestCard: GUEST_EN('a hypervisor’s network card'),
    host: `is a virtual adapter that {host, select, hypervisor {a hypervisor} other {{host}}} adds for its virtual machines: no hardware of its own, and an address made up for it. ${NOT_THIS_MACHINES_EN}`,
    vpn: `is the virtual adapter of a VPN or tunnel: no hardware of its own, and an address made up by the software. ${NOT_THIS_MACHINES_EN}`,
    loopback: "is a loopback adapter, software only: it is not this machine's network adapter.",
    hypervisorAddress:
      "has an address of {vendor} ({oui}:…): it is a virtual machine's network adapter, whose address the hypervisor gives and can change when the machine is moved or rebuilt.",
    softwareOnly:
      "is a virtual adapter, Windows says (no hardware of its own): it is not this machine's network adapter.",
  })}`,

  // Part errors (PartErrorCode).
  'serialId.error.unknown-type':
    'The device type must be one of 2 (monitor), 4 (usb), 8 (nic), 16 (router) or 32 (wifi).',
  'serialId.error.id-not-text': 'The serial id must be text.',
  'serialId.error.id-empty': `The serial id is empty. A ${TYPE_EN('kind')} serial id looks like {example}.`,
  'serialId.error.id-too-long':
    'The serial id is {length, number} characters long; the service accepts at most {max, number}.',
  'serialId.error.other-kind': `This is the serial id of a ${TYPE_EN('otherKind')} (device type {deviceType}), not of a ${TYPE_EN('kind')}; check the device type.`,
  'serialId.error.field-count': `The serial id must be three fields separated by semicolons, laid out as ${LAYOUT_EN}, like {example}; it has {count, plural, one {one field} other {# fields}}.`,
  'serialId.error.constant-field': `The {position, select, 1 {first} 2 {second} other {third}} field must be {constant}, written exactly so, in the layout ${LAYOUT_EN}; it is "{value}".`,
  'serialId.error.required': `Fill in ${THE_FIELD}.`,
  'serialId.error.not-text': `${The_FIELD} must be text.`,
  'serialId.error.part-spaces': `${The_FIELD} "{value}" has spaces around it; remove them.`,
  'serialId.error.part-empty': `${The_FIELD} is empty. ${RULE}`,
  'serialId.error.part-rewrite': `${RULE} Write "{value}" as {canonical}.`,
  'serialId.error.part-invalid': `${RULE} It is "{value}".`,
  'serialId.error.serial-empty': `${The_FIELD} is empty; copy it exactly as the device reports it.`,
  'serialId.error.serial-semicolon': `${The_FIELD} "{value}" contains a semicolon, which separates the fields of a serial id; a serial cannot contain one.`,
  'serialId.error.serial-control': `${The_FIELD} "{value}" contains a control character (such as a tab or line break) at position {position, number}; remove it.`,
  'serialId.error.serial-blank': `${The_FIELD} is only spaces; copy it exactly as the device reports it.`,
  'serialId.error.serial-too-long': `${The_FIELD} is {length, number} characters long; with the other fields it may be at most {max, number}, because a serial id may have at most {limit, number} characters.`,
  'serialId.error.number-too-large': `${The_FIELD} "{value}" is larger than 65535 (0xFFFF). ${RULE}`,
  'serialId.error.not-a-number': `${The_FIELD} "{value}" is not a number: write 1 to 4 hex digits (0x8153, b06e) or a decimal (dec:33107). ${RULE}`,
  'serialId.error.two-ways': `${The_FIELD} "{value}" reads two ways: as hex ({hex} in the serial id) or as decimal ({decimal}). Write 0x{text} for hex or dec:{text} for decimal, or choose one of the two ids.`,
  'serialId.error.two-ways-explain': `${RULE} "{value}" reads two ways: as hex it is {hex}, as decimal {decimal}; choose the id of the tool it came from.`,
  'serialId.error.not-letters': `${The_FIELD} "{value}" is not three letters. ${RULE}`,
  'serialId.error.mac-0x': `${The_FIELD} "{value}" starts with 0x; write the six bytes without it, like 00:1a:2b:3c:4d:5e.`,
  'serialId.error.not-a-mac': `${The_FIELD} "{value}" is not a MAC address: it needs six hex bytes, written like 00:1a:2b:3c:4d:5e, 00-1A-2B-3C-4D-5E, 001a.2b3c.4d5e, 001a-2b3c-4d5e or 001a2b3c4d5e.`,
  'serialId.error.not-a-kind': `The ${FIELD_EN.adapterKind} "{value}" is neither ethernet nor wlan. ${NIC_KIND_RULE_EN}`,
  'serialId.error.lsusb-no-serial':
    'lsusb prints no serial: run lsusb -v -d {vid}:{pid} and paste its output (the iSerial line).',
  'serialId.error.lsusb-unreadable':
    'lsusb could not read the serial string: run sudo lsusb -v -d {vid}:{pid}.',
  'serialId.error.usb-no-serial': `The device reports no USB serial (iSerial 0), ${NO_SENSOR_EN}`,
  'serialId.error.sysfs-no-serial': `The device reports no USB serial, ${NO_SENSOR_EN}`,
  'serialId.error.system-profiler-no-serial': `system_profiler shows no serial for this device: it reports none, ${NO_SENSOR_EN}`,
  'serialId.error.hardware-id': `This is a hardware id without the instance part, which holds the serial. ${READ_IT_EN}`,
  'serialId.error.port-instance': `The last part of the path is made up by Windows from the port (it holds "&"): the device reports no USB serial. ${READ_IT_EN}`,
  'serialId.error.monitor-path':
    "A device path names the monitor's model but not its serial: paste the output of Get-CimInstance -Namespace root\\wmi WmiMonitorID, or the monitor's EDID.",
  'serialId.error.wmi-no-model': 'WmiMonitorID names no vendor or product code for this monitor.',
  'serialId.error.wmi-cut-serial':
    'PowerShell showed only the first numbers of SerialNumberID. Run `{command}` and paste the serial it prints, or set $FormatEnumerationLimit = -1 first.',
  'serialId.error.wmi-cut-model':
    'PowerShell showed only part of ManufacturerName or ProductCodeID and no InstanceName; paste the whole record.',

  // Candidates' labels (CandidateCode).
  'serialId.candidate.usb-hex': 'hex, as lsusb, Device Manager and /sys print USB ids',
  'serialId.candidate.usb-decimal': 'decimal, as macOS ioreg and the serial id itself write them',
  'serialId.candidate.edid-product-hex':
    'hex, as Windows (WmiMonitorID, DISPLAY\\… device paths) and the serial id print it',
  'serialId.candidate.edid-product-decimal': 'decimal, as edid-decode prints the Model',
  'serialId.candidate.edid-numeric-serial':
    'the numeric serial (EDID bytes 12–15), as the base block has no serial text',
  'serialId.candidate.edid-extension-serial':
    "the serial text of the EDID's CTA-861 extension block",
  'serialId.candidate.adapter': `{kind, select, wlan {a Wi-Fi adapter (WLAN)${THEN_COMMA_EN}} ethernet {a wired adapter (Ethernet)${THEN_COMMA_EN}} other {}}{address, select, inUse {the address in use now (link/ether), which may be random} own {the adapter's own address (permaddr)} other {}}`,

  // Readers' notices (NoticeCode).
  'serialId.notice.edid-short':
    "The EDID is {length, number} bytes long; an EDID has at least one block of 128 bytes. It was cut short: read it again (from /sys/class/drm/…/edid, the registry's EDID value or edid-decode's hex print).",
  'serialId.notice.edid-too-long':
    'The file is {length} bytes long; an EDID has at most {max}. Choose the EDID file itself.',
  'serialId.notice.not-edid':
    'This is not an EDID: it starts with {start}, not with the EDID header 00 FF FF FF FF FF FF 00.',
  'serialId.notice.edid-checksum':
    "The EDID's base block is damaged: its checksum byte is 0x{stored}, but its other 127 bytes need 0x{needed}. Read the EDID again; a hand-edited or cut copy will not do.",
  'serialId.notice.edid-vendor':
    "The EDID's vendor bytes (8–9: 0x{bytes}) do not spell three letters; the EDID is damaged.",
  'serialId.notice.edid-invalid': 'The EDID does not make a valid monitor serial id.',
  'serialId.notice.not-utf8':
    'The text is not UTF-8 (a Windows console code page?), so accented letters in names may be wrong. In cmd, run chcp 65001 before the command, or copy from the window instead of redirecting to a file.',
  'serialId.notice.not-edid-or-text':
    'This file is neither an EDID (which starts with 00 FF FF FF FF FF FF 00) nor text a tool printed.',
  'serialId.notice.same-device':
    'Line {line} names the same device as line {earlier}; it is listed once.',
  'serialId.notice.nothing-found':
    'No device found. Paste what one of these printed: {tools}; or give an EDID file.',
  'serialId.notice.default-gateway':
    'The default gateway is {gateway}{interface, select, none {} other { on {interface}}}, but a route does not show its MAC address: run {command} and paste both outputs together.',
  'serialId.notice.bssid-masked':
    'The BSSID on line {line} is masked ({bssid}): paste the output as iw printed it.',
  // The helper's "network(s) are" in both cases; German needs the plural.
  'serialId.notice.bssids-hidden':
    '{count, plural, one {# network(s) are} other {# network(s) are}} listed without a BSSID: macOS shows BSSIDs only to programs allowed to use Location Services. Allow Terminal under System Settings → Privacy & Security → Location Services, run the command again and paste its output; or read the BSSID on another machine (netsh, nmcli, iw).',
  'serialId.notice.serials-hidden':
    'edid-decode hid the serial numbers (--hide-serial-numbers); run it without that option.',
  'serialId.notice.old-edid-decode':
    'This is the output of an old edid-decode, which does not print the serial text: paste the EDID itself, or the output of a current edid-decode.',
  'serialId.notice.wmi-no-serial':
    'WmiMonitorID reports no serial for this monitor; read its EDID instead.',
  'serialId.notice.neighbour-unresolved':
    'The neighbour {ip} has no MAC address yet (state {state, select, none {unknown} other {{state}}}): reach it once (open a web page), then read it again.',
  'serialId.notice.left-out': `{name} is left out: ${select('reason', LEFT_OUT_EN)}.`,

  // What a reader left out, and why (LeftOutCode), as detection lists it.
  'serialId.leftOut.loopback': LEFT_OUT_EN.loopback,
  'serialId.leftOut.trafficShaping': LEFT_OUT_EN.trafficShaping,
  'serialId.leftOut.vethPair': LEFT_OUT_EN.vethPair,
  'serialId.leftOut.bridge': LEFT_OUT_EN.bridge,
  'serialId.leftOut.bond': LEFT_OUT_EN.bond,
  'serialId.leftOut.dummy': LEFT_OUT_EN.dummy,
  'serialId.leftOut.vlan': LEFT_OUT_EN.vlan,
  'serialId.leftOut.rootHub': LEFT_OUT_EN.rootHub,
  'serialId.leftOut.noAddress': LEFT_OUT_EN.noAddress,
  'serialId.leftOut.noEthernetAddress': LEFT_OUT_EN.noEthernetAddress,
  'serialId.leftOut.portBridge': LEFT_OUT_EN.portBridge,
  'serialId.leftOut.thunderboltBridge': LEFT_OUT_EN.thunderboltBridge,
  'serialId.leftOut.tethering': LEFT_OUT_EN.tethering,
  'serialId.leftOut.mobileBroadband': LEFT_OUT_EN.mobileBroadband,
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'serialId.warning.spaces': `${DER_FIELD} „{value}“ {at, select, end {endet mit Leerzeichen} start {beginnt mit Leerzeichen} other {beginnt und endet mit Leerzeichen}}. Sie bleiben erhalten, wie die Quelle sie enthält; ohne sie lautete der Wert „{trimmed}“. Wenn der Sensor den Wert ohne Leerzeichen meldet, verwenden Sie stattdessen diesen.`,
  'serialId.warning.placeholder': `${DER_FIELD} „{value}“{hex, select, none {} other { ({hex})}} ist ein Platzhalter, den viele Geräte eines Modells gemeinsam haben: Die ID kann auf mehr als ein Gerät passen. Prüfen Sie die Seriennummer auf dem Typenschild des Geräts oder in einer anderen Quelle.`,
  'serialId.warning.pasted-hex': `${DER_FIELD} „{value}“ sieht aus wie eine Zahl, die samt ihrer Hex-Form kopiert wurde, so wie edid-decode die Seriennummer ausgibt; der Sensor meldet nur die Zahl: {number}.`,
  'serialId.warning.empty-descriptor':
    'Die EDID hat einen Seriennummern-Deskriptor, der aber leer ist; die ID verwendet die numerische Seriennummer in Dezimalschreibweise, {numeric}, wie bei einem Monitor ohne Seriennummerntext.',
  'serialId.warning.descriptor-end':
    'Der Seriennummerntext der EDID endet bei Byte 0x{byte} (Position {position, number}), das kein druckbarer Text ist; verwendet wird der Text davor, „{text}“.',
  'serialId.warning.edid-blocks':
    '{problem, select, length {Die EDID ist {length, number} Byte lang, kein Vielfaches von 128-Byte-Blöcken; die letzten {ignored, number} Byte werden ignoriert.} cutShort {Die EDID kündigt Erweiterungsblöcke an (Anzahl: {announced, number}), enthält aber nur {present, number}: Sie wurde abgeschnitten. Der Basisblock ist vollständig, die ID stimmt also; ein Seriennummerntext in einem fehlenden Erweiterungsblock ist nicht zu sehen.} other {Erweiterungsblock {block, number} der EDID hat eine falsche Prüfsumme; er ist beschädigt.}}',
  'serialId.warning.mac-zero': `${DER_FIELD} {mac} besteht nur aus Nullen: ein Platzhalter, keine Adresse, von der ein Gerät sendet.`,
  'serialId.warning.mac-broadcast': `${DER_FIELD} {mac} ist die Broadcast-Adresse, die kein einzelnes Gerät hat.`,
  'serialId.warning.mac-multicast': `${DER_FIELD} {mac} ist eine Multicast-Adresse (ihr erstes Byte ist ungerade), die kein einzelnes Gerät hat. Prüfen Sie, ob sie aus der richtigen Spalte kopiert wurde.`,
  'serialId.warning.mac-local': `${DER_FIELD} {mac} ist lokal verwaltet, wie zufällige (private) Adressen: Sie kann sich ändern, und der Sensor sieht womöglich stattdessen die eigene Adresse des Adapters.`,
  'serialId.warning.hidden-ssid':
    'Dieser Access Point sendet keine SSID (ein verborgenes Netzwerk): Geben Sie dem Gerät selbst einen Namen.',
  'serialId.warning.mac-random':
    'Dieser Adapter verwendet derzeit {current}, eine zufällige oder festgelegte Adresse; die ID enthält seine eigene Adresse, {own}, die bleibt, wenn sich die andere ändert. Wenn der Sensor die verwendete Adresse meldet, registrieren Sie stattdessen {current}.',
  'serialId.warning.virtual-adapter': `${ADAPTER_DE} ${select('reason', {
    bluetooth:
      'ist eine Netzwerkverbindung über Bluetooth (PAN), kein kabelgebundener oder WLAN-Adapter: Seine Adresse ist die des Bluetooth-Funkmoduls. Registrieren Sie ihn nur, wenn der Sensor ihn aufführt.',
    wifiDirect:
      'ist der virtuelle Adapter von Wi-Fi Direct: Seine Adresse wird aus der des WLAN-Adapters gebildet, aber er ist nicht dieser Adapter, der unter seinem eigenen Namen aufgeführt ist. Registrieren Sie stattdessen den WLAN-Adapter.',
    guestDriver: GUEST_DE('Treiber {driver}'),
    guestCard: GUEST_DE('die Netzwerkkarte eines Hypervisors'),
    host: `ist ein virtueller Adapter, den {host, select, hypervisor {ein Hypervisor} other {{host}}} für seine virtuellen Maschinen hinzufügt: ohne eigene Hardware und mit einer eigens erfundenen Adresse. ${NOT_THIS_MACHINES_DE}`,
    vpn: `ist der virtuelle Adapter eines VPN oder Tunnels: ohne eigene Hardware und mit einer von der Software erfundenen Adresse. ${NOT_THIS_MACHINES_DE}`,
    loopback: `ist ein Loopback-Adapter, reine Software: ${NOT_THIS_MACHINES_DE}`,
    hypervisorAddress:
      'hat eine Adresse von {vendor} ({oui}:…): Er ist der Netzwerkadapter einer virtuellen Maschine, dessen Adresse der Hypervisor vergibt und die sich ändern kann, wenn die Maschine verschoben oder neu aufgesetzt wird.',
    softwareOnly: `ist laut Windows ein virtueller Adapter (ohne eigene Hardware): ${NOT_THIS_MACHINES_DE}`,
  })}`,

  'serialId.error.unknown-type':
    'Der Gerätetyp muss 2 (monitor), 4 (usb), 8 (nic), 16 (router) oder 32 (wifi) sein.',
  'serialId.error.id-not-text': 'Die Serien-ID muss Text sein.',
  'serialId.error.id-empty': `Die Serien-ID ist leer. Eine Serien-ID vom Typ „${TYPE_DE('kind')}“ sieht so aus: {example}.`,
  'serialId.error.id-too-long':
    'Die Serien-ID ist {length, number} Zeichen lang; der Dienst akzeptiert höchstens {max, number}.',
  'serialId.error.other-kind': `Das ist die Serien-ID eines Geräts vom Typ „${TYPE_DE('otherKind')}“ (Gerätetyp {deviceType}), nicht vom Typ „${TYPE_DE('kind')}“; prüfen Sie den Gerätetyp.`,
  'serialId.error.field-count': `Die Serien-ID muss aus drei durch Semikolons getrennten Feldern bestehen, im Aufbau ${LAYOUT_DE}, z. B. {example}; sie hat {count, plural, one {ein Feld} other {# Felder}}.`,
  'serialId.error.constant-field': `Das {position, select, 1 {erste} 2 {zweite} other {dritte}} Feld muss genau {constant} lauten, im Aufbau ${LAYOUT_DE}; es lautet „{value}“.`,
  'serialId.error.required': `Geben Sie ${DEN_FIELD} ein.`,
  'serialId.error.not-text': `${DER_FIELD} muss Text sein.`,
  'serialId.error.part-spaces': `${DER_FIELD} „{value}“ ist von Leerzeichen umgeben; entfernen Sie diese.`,
  'serialId.error.part-empty': `${DER_FIELD} ist leer. ${REGEL}`,
  'serialId.error.part-rewrite': `${REGEL} Schreiben Sie „{value}“ als {canonical}.`,
  'serialId.error.part-invalid': `${REGEL} Angegeben ist „{value}“.`,
  'serialId.error.serial-empty': `${DER_FIELD} ist leer; kopieren Sie sie genau so, wie das Gerät sie meldet.`,
  'serialId.error.serial-semicolon': `${DER_FIELD} „{value}“ enthält ein Semikolon, das die Felder einer Serien-ID trennt; eine Seriennummer kann keines enthalten.`,
  'serialId.error.serial-control': `${DER_FIELD} „{value}“ enthält an Position {position, number} ein Steuerzeichen (etwa einen Tabulator oder Zeilenumbruch); entfernen Sie es.`,
  'serialId.error.serial-blank': `${DER_FIELD} besteht nur aus Leerzeichen; kopieren Sie sie genau so, wie das Gerät sie meldet.`,
  'serialId.error.serial-too-long': `${DER_FIELD} ist {length, number} Zeichen lang; mit den anderen Feldern darf sie höchstens {max, number} Zeichen haben, weil eine Serien-ID höchstens {limit, number} Zeichen haben darf.`,
  'serialId.error.number-too-large': `${DER_FIELD} „{value}“ ist größer als 65535 (0xFFFF). ${REGEL}`,
  'serialId.error.not-a-number': `${DER_FIELD} „{value}“ ist keine Zahl: Schreiben Sie 1 bis 4 Hex-Ziffern (0x8153, b06e) oder eine Dezimalzahl (dec:33107). ${REGEL}`,
  'serialId.error.two-ways': `${DER_FIELD} „{value}“ lässt sich zweifach lesen: hexadezimal ({hex} in der Serien-ID) oder dezimal ({decimal}). Schreiben Sie 0x{text} für hexadezimal oder dec:{text} für dezimal, oder wählen Sie eine der beiden IDs.`,
  'serialId.error.two-ways-explain': `${REGEL} „{value}“ lässt sich zweifach lesen: hexadezimal ist es {hex}, dezimal {decimal}; wählen Sie die ID des Tools, aus dem der Wert stammt.`,
  'serialId.error.not-letters': `${DER_FIELD} „{value}“ besteht nicht aus drei Buchstaben. ${REGEL}`,
  'serialId.error.mac-0x': `${DER_FIELD} „{value}“ beginnt mit 0x; schreiben Sie die sechs Bytes ohne dieses Präfix, z. B. 00:1a:2b:3c:4d:5e.`,
  'serialId.error.not-a-mac': `${DER_FIELD} „{value}“ ist keine MAC-Adresse: Sie braucht sechs Hex-Bytes, geschrieben wie 00:1a:2b:3c:4d:5e, 00-1A-2B-3C-4D-5E, 001a.2b3c.4d5e, 001a-2b3c-4d5e oder 001a2b3c4d5e.`,
  'serialId.error.not-a-kind': `Die Adapterart „{value}“ ist weder ethernet noch wlan. ${NIC_KIND_RULE_DE}`,
  'serialId.error.lsusb-no-serial':
    'lsusb gibt keine Seriennummer aus: Führen Sie lsusb -v -d {vid}:{pid} aus und fügen Sie die Ausgabe ein (die Zeile iSerial).',
  'serialId.error.lsusb-unreadable':
    'lsusb konnte die Seriennummer nicht lesen: Führen Sie sudo lsusb -v -d {vid}:{pid} aus.',
  'serialId.error.usb-no-serial': `Das Gerät meldet keine USB-Seriennummer (iSerial 0), ${NO_SENSOR_DE}`,
  'serialId.error.sysfs-no-serial': `Das Gerät meldet keine USB-Seriennummer, ${NO_SENSOR_DE}`,
  'serialId.error.system-profiler-no-serial': `system_profiler zeigt für dieses Gerät keine Seriennummer: Es meldet keine, ${NO_SENSOR_DE}`,
  'serialId.error.hardware-id': `Das ist eine Hardware-ID ohne den Instanzteil, der die Seriennummer enthält. ${READ_IT_DE}`,
  'serialId.error.port-instance': `Den letzten Teil des Pfads bildet Windows aus dem Anschluss (er enthält „&“): Das Gerät meldet keine USB-Seriennummer. ${READ_IT_DE}`,
  'serialId.error.monitor-path':
    'Ein Gerätepfad nennt das Modell des Monitors, aber nicht seine Seriennummer: Fügen Sie die Ausgabe von Get-CimInstance -Namespace root\\wmi WmiMonitorID oder die EDID des Monitors ein.',
  'serialId.error.wmi-no-model':
    'WmiMonitorID nennt für diesen Monitor weder Hersteller noch Produktcode.',
  'serialId.error.wmi-cut-serial':
    'PowerShell hat nur die ersten Zahlen von SerialNumberID angezeigt. Führen Sie `{command}` aus und fügen Sie die ausgegebene Seriennummer ein, oder setzen Sie zuerst $FormatEnumerationLimit = -1.',
  'serialId.error.wmi-cut-model':
    'PowerShell hat nur einen Teil von ManufacturerName oder ProductCodeID und keinen InstanceName angezeigt; fügen Sie den ganzen Datensatz ein.',

  'serialId.candidate.usb-hex':
    'hexadezimal, wie lsusb, der Geräte-Manager und /sys USB-IDs ausgeben',
  'serialId.candidate.usb-decimal':
    'dezimal, wie macOS ioreg und die Serien-ID selbst sie schreiben',
  'serialId.candidate.edid-product-hex':
    'hexadezimal, wie Windows (WmiMonitorID, Gerätepfade DISPLAY\\…) und die Serien-ID ihn ausgeben',
  'serialId.candidate.edid-product-decimal': 'dezimal, wie edid-decode das Model ausgibt',
  'serialId.candidate.edid-numeric-serial':
    'die numerische Seriennummer (EDID-Bytes 12–15), da der Basisblock keinen Seriennummerntext hat',
  'serialId.candidate.edid-extension-serial':
    'der Seriennummerntext im CTA-861-Erweiterungsblock der EDID',
  'serialId.candidate.adapter': `{kind, select, wlan {ein WLAN-Adapter${THEN_COMMA_DE}} ethernet {ein kabelgebundener Adapter (Ethernet)${THEN_COMMA_DE}} other {}}{address, select, inUse {die derzeit verwendete Adresse (link/ether), möglicherweise zufällig} own {die eigene Adresse des Adapters (permaddr)} other {}}`,

  'serialId.notice.edid-short':
    'Die EDID ist {length, number} Byte lang; eine EDID hat mindestens einen Block von 128 Byte. Sie wurde abgeschnitten: Lesen Sie sie erneut aus (aus /sys/class/drm/…/edid, dem EDID-Wert in der Registry oder der Hex-Ausgabe von edid-decode).',
  'serialId.notice.edid-too-long':
    'Die Datei ist {length} Byte groß; eine EDID hat höchstens {max} Byte. Wählen Sie die EDID-Datei selbst.',
  'serialId.notice.not-edid':
    'Das ist keine EDID: Sie beginnt mit {start}, nicht mit dem EDID-Header 00 FF FF FF FF FF FF 00.',
  'serialId.notice.edid-checksum':
    'Der Basisblock der EDID ist beschädigt: Sein Prüfsummenbyte ist 0x{stored}, die übrigen 127 Bytes erfordern aber 0x{needed}. Lesen Sie die EDID erneut aus; eine von Hand bearbeitete oder gekürzte Kopie genügt nicht.',
  'serialId.notice.edid-vendor':
    'Die Herstellerbytes der EDID (8–9: 0x{bytes}) ergeben keine drei Buchstaben; die EDID ist beschädigt.',
  'serialId.notice.edid-invalid':
    'Aus der EDID ergibt sich keine gültige Serien-ID eines Monitors.',
  'serialId.notice.not-utf8':
    'Der Text ist kein UTF-8 (eine Codepage der Windows-Konsole?), daher können Buchstaben mit Akzent in Namen falsch sein. Führen Sie in cmd vor dem Befehl chcp 65001 aus, oder kopieren Sie aus dem Fenster, statt die Ausgabe in eine Datei umzuleiten.',
  'serialId.notice.not-edid-or-text':
    'Diese Datei ist weder eine EDID (die mit 00 FF FF FF FF FF FF 00 beginnt) noch Text, den ein Tool ausgegeben hat.',
  'serialId.notice.same-device':
    'Zeile {line} nennt dasselbe Gerät wie Zeile {earlier}; es wird nur einmal aufgeführt.',
  'serialId.notice.nothing-found':
    'Kein Gerät gefunden. Fügen Sie ein, was eines dieser Tools ausgegeben hat: {tools}; oder wählen Sie eine EDID-Datei.',
  'serialId.notice.default-gateway':
    'Das Standardgateway ist {gateway}{interface, select, none {} other { an {interface}}}, aber eine Route zeigt seine MAC-Adresse nicht: Führen Sie {command} aus und fügen Sie beide Ausgaben zusammen ein.',
  'serialId.notice.bssid-masked':
    'Die BSSID in Zeile {line} ist maskiert ({bssid}): Fügen Sie die Ausgabe so ein, wie iw sie ausgegeben hat.',
  'serialId.notice.bssids-hidden':
    '{count, plural, one {# Netzwerk wird} other {# Netzwerke werden}} ohne BSSID aufgeführt: macOS zeigt BSSIDs nur Programmen, die die Ortungsdienste verwenden dürfen. Erlauben Sie dies dem Terminal unter Systemeinstellungen → Datenschutz & Sicherheit → Ortungsdienste, führen Sie den Befehl erneut aus und fügen Sie die Ausgabe ein; oder lesen Sie die BSSID auf einem anderen Computer aus (netsh, nmcli, iw).',
  'serialId.notice.serials-hidden':
    'edid-decode hat die Seriennummern ausgeblendet (--hide-serial-numbers); führen Sie es ohne diese Option aus.',
  'serialId.notice.old-edid-decode':
    'Das ist die Ausgabe eines alten edid-decode, das den Seriennummerntext nicht ausgibt: Fügen Sie die EDID selbst ein oder die Ausgabe eines aktuellen edid-decode.',
  'serialId.notice.wmi-no-serial':
    'WmiMonitorID meldet für diesen Monitor keine Seriennummer; lesen Sie stattdessen seine EDID aus.',
  'serialId.notice.neighbour-unresolved':
    'Der Nachbar {ip} hat noch keine MAC-Adresse (Status {state, select, none {unbekannt} other {{state}}}): Sprechen Sie ihn einmal an (öffnen Sie eine Webseite) und lesen Sie dann erneut aus.',
  'serialId.notice.left-out': `{name} wird ausgelassen: ${select('reason', LEFT_OUT_DE)}.`,

  'serialId.leftOut.loopback': LEFT_OUT_DE.loopback,
  'serialId.leftOut.trafficShaping': LEFT_OUT_DE.trafficShaping,
  'serialId.leftOut.vethPair': LEFT_OUT_DE.vethPair,
  'serialId.leftOut.bridge': LEFT_OUT_DE.bridge,
  'serialId.leftOut.bond': LEFT_OUT_DE.bond,
  'serialId.leftOut.dummy': LEFT_OUT_DE.dummy,
  'serialId.leftOut.vlan': LEFT_OUT_DE.vlan,
  'serialId.leftOut.rootHub': LEFT_OUT_DE.rootHub,
  'serialId.leftOut.noAddress': LEFT_OUT_DE.noAddress,
  'serialId.leftOut.noEthernetAddress': LEFT_OUT_DE.noEthernetAddress,
  'serialId.leftOut.portBridge': LEFT_OUT_DE.portBridge,
  'serialId.leftOut.thunderboltBridge': LEFT_OUT_DE.thunderboltBridge,
  'serialId.leftOut.tethering': LEFT_OUT_DE.tethering,
  'serialId.leftOut.mobileBroadband': LEFT_OUT_DE.mobileBroadband,
}
