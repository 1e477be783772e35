import type { Catalog } from '../catalog-types.ts'
import { LEFT_OUT_REASONS } from '../../serial-id/readers/left-out.ts'
import { LEFT_OUT_DE } from './left-out-reasons.ts'

/**
 * What main's detection and survey say in their own words (shared/ipc/detect.ts DETECT_CODES, survey.ts
 * SURVEY_CODES, registry.ts PUT_CODES): one message per code; the English is main's, word for word.
 */
export const en = {
  'detect.text.recorded-machine':
    'Recorded outputs of {host} ({platform}, the test fixture {fixture}): not this machine.',
  'detect.text.harness-machine':
    'These are the devices of {host}, the machine the web harness runs on, not of the computer your browser runs on.',
  'detect.text.not-looked-up': 'Not looked up in the account: {error}',
  'detect.text.reader-timeout': '{source} did not answer within {seconds, number} s.',
  'detect.text.reader-error': '{source} could not be read: {error}',
  'detect.text.tool-missing': '{tool} is not installed on this machine.',
  'detect.text.tool-not-recorded': '{tool} is not in the recorded outputs.',
  'detect.text.tool-could-not-run': '{command} could not run: {error}',
  'detect.text.tool-failed': '{command} failed (exit {exit}): {said}',
  'detect.text.tool-failed-silent': '{command} failed (exit {exit}).',
  'detect.text.not-readable': '{path} may not be read by this user.',
  'detect.text.macos-location':
    'macOS shows the BSSIDs of access points only to apps allowed to use Location Services, and hides them here: allow Device Registry Admin (or the Terminal running the command line) under System Settings → Privacy & Security → Location Services, then detect again. The networks are listed without BSSID until then.',
  'detect.text.windows-location':
    'Windows shows Wi-Fi access points only to apps allowed to use the location: turn on Location services under Settings → Privacy & security → Location (and "Let desktop apps access your location"), then detect again.',
  'detect.text.netsh-unavailable': '{command}: {said}',
  'detect.text.unknown-system': 'Detection does not know this system ({platform}).',
  'detect.text.gateway-uncached':
    'The default gateway {gateway} ({where}) is not in the ARP cache yet: use the network once (open a web page), then detect again.',
  'detect.text.gateway-uncached-mac':
    'The default gateway {gateway} is not in the ARP cache yet: use the network once (open a web page), then detect again.',
  'detect.text.gateway-ipv6-uncached':
    'The IPv6 default gateway {gateway} ({where}) has no link-layer address in the neighbour table yet: use the network once, then detect again.',
  'detect.text.no-default-route':
    'This machine has no default route: it is not connected to a network with a gateway.',
  'detect.text.no-default-route-mac':
    'This Mac has no default route: it is not connected to a network with a gateway.',
  'detect.text.no-displays':
    'This machine shows no display connectors (/sys/class/drm is empty or missing): no graphics driver, or a virtual machine or container without a display.',
  'detect.text.random-address':
    '{name} uses a random or set address ({mac}); its own address could not be read (ip -d link shows it as permaddr), so the address in use is listed.',
  'detect.text.no-usb-bus': 'This machine shows no USB bus (/sys/bus/usb is empty or missing).',
  'detect.text.usb-no-id': '{source}: its ids do not make a USB serial id.',
  'detect.text.no-wifi-adapter': 'This machine has no Wi-Fi adapter, so it sees no access points.',
  'detect.text.loopback': LEFT_OUT_REASONS.loopback,
  'detect.text.traffic-shaping': LEFT_OUT_REASONS.trafficShaping,
  'detect.text.veth': LEFT_OUT_REASONS.vethPair,
  'detect.text.bridge': LEFT_OUT_REASONS.bridge,
  'detect.text.bond': LEFT_OUT_REASONS.bond,
  'detect.text.tunnel': 'a tunnel (VPN): no hardware address of its own',
  'detect.text.vpn': 'a VPN tunnel',
  'detect.text.virtual': 'a virtual interface (no hardware behind it)',
  'detect.text.link-type': 'not an Ethernet or Wi-Fi adapter (link type {type})',
  'detect.text.no-address': LEFT_OUT_REASONS.noAddress,
  'detect.text.root-hub': 'a root hub: the USB controller of this machine',

  'detect.put.unchanged': 'Nothing to change: the service has it as given.',
  'detect.put.location-required':
    'Not registered: it has no location. Choose one, or choose "Keep unpaired" for this action (the service keeps an unpaired device in memory only and forgets it when it restarts).',
  'detect.put.cancelled': 'Not sent: it was cancelled.',
  'detect.put.not-sent': 'Not sent: {error}',

  'survey.text.baseline-monitors':
    "The baseline has {count, plural, one {# monitor} other {# monitors}} ({names}): if one is a desk's, unplug it and take the baseline again.",
  'survey.text.baseline-dock':
    'The baseline has {name}: if the laptop was on a dock when the survey started, unplug it and take the baseline again.',
  'survey.text.hint-all-done': 'Every desk of {location} is done.',
  'survey.text.hint-skipped-left':
    'No desk is left open: {count, number} skipped. Go back (b) or choose one to do it.',
  'survey.text.hint-unplug': 'Unplug the laptop to go on to {desk}.',
  'survey.text.hint-unplug-late':
    'Unplug the laptop to go on to {desk}. {devices} arrived after {last} was confirmed: go back (b) to add it.',
  'survey.text.hint-plugged': 'Check what was plugged in, then confirm {desk} (Enter).',
  'survey.text.hint-plug-in': 'Plug the laptop into the dock at {desk}.',
  'survey.text.paired-elsewhere':
    'This {role, select, dock {dock} monitor {monitor} adapter {network adapter} other {USB device}} is paired to {where}: confirming moves it here.',
  'survey.text.paired-here':
    'This {role, select, dock {dock} monitor {monitor} adapter {network adapter} other {USB device}} is paired to this desk already.',
  'survey.text.needs-choice':
    'Its id can be read more than one way: choose the one the sensor reports before it is put in.',
  'survey.text.dock-no-serial':
    'No device of this dock reports a USB serial: no sensor can tell it from another dock of its model, so it is not registered. The desk is known by its monitors.',
  'survey.text.dock-tie':
    "Chosen as the dock's id among devices as likely: check that {name} is the dock's own, or choose another.",
  'survey.text.dock-placeholder':
    "The dock's serial is a placeholder that many units share: a sensor may match it at another desk too.",
  'survey.text.monitor-placeholder':
    'Its EDID serial is a placeholder that many monitors of the model share: a sensor may match it at another desk too.',
  'survey.text.loose-beside-dock':
    'Plugged into the laptop itself, not into the dock: not proposed unless chosen.',
  'survey.text.loose-no-dock': 'No dock arrived with it (no hubs): not proposed unless chosen.',
  'survey.text.part-hub': "a hub: the dock's ports",
  'survey.text.part-no-serial': 'it reports no USB serial',
  'survey.text.part-ambiguous': 'its id can be read more than one way',
  'survey.text.part-placeholder': 'its serial is a placeholder that many units share',
  'survey.text.part-of-dock': 'another device of the dock, which is known by {name}',
  'survey.text.wifi-adapter': "a Wi-Fi adapter: the laptop's, not the desk's",
  'survey.text.nothing-changed': 'Nothing had changed at {desk}: it is open again.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'detect.text.recorded-machine':
    'Aufgezeichnete Ausgaben von {host} ({platform}, Testdaten {fixture}): nicht dieser Rechner.',
  'detect.text.harness-machine':
    'Dies sind die Geräte von {host}, dem Rechner, auf dem der Web-Harness läuft – nicht die des Computers, auf dem Ihr Browser läuft.',
  'detect.text.not-looked-up': 'Nicht im Konto nachgeschlagen: {error}',
  'detect.text.reader-timeout': '{source} hat nicht innerhalb von {seconds, number} s geantwortet.',
  'detect.text.reader-error': '{source} konnte nicht gelesen werden: {error}',
  'detect.text.tool-missing': '{tool} ist auf diesem Rechner nicht installiert.',
  'detect.text.tool-not-recorded': '{tool} ist nicht in den aufgezeichneten Ausgaben enthalten.',
  'detect.text.tool-could-not-run': '{command} konnte nicht ausgeführt werden: {error}',
  'detect.text.tool-failed': '{command} ist fehlgeschlagen (Exit-Code {exit}): {said}',
  'detect.text.tool-failed-silent': '{command} ist fehlgeschlagen (Exit-Code {exit}).',
  'detect.text.not-readable': '{path} darf von diesem Benutzer nicht gelesen werden.',
  'detect.text.macos-location':
    'macOS zeigt die BSSIDs von Access Points nur Apps, die die Ortungsdienste verwenden dürfen, und blendet sie hier aus: Erlauben Sie es Device Registry Admin (oder dem Terminal, in dem die Befehlszeile läuft) unter Systemeinstellungen → Datenschutz & Sicherheit → Ortungsdienste, und starten Sie dann die Erkennung erneut. Bis dahin werden die Netzwerke ohne BSSID aufgeführt.',
  'detect.text.windows-location':
    'Windows zeigt WLAN-Access-Points nur Apps, die den Standort verwenden dürfen: Aktivieren Sie die Ortungsdienste unter Einstellungen → Datenschutz und Sicherheit → Standort (und „Desktop-Apps den Zugriff auf Ihren Standort erlauben“), und starten Sie dann die Erkennung erneut.',
  'detect.text.netsh-unavailable': '{command}: {said}',
  'detect.text.unknown-system': 'Die Erkennung kennt dieses System nicht ({platform}).',
  'detect.text.gateway-uncached':
    'Das Standardgateway {gateway} ({where}) ist noch nicht im ARP-Cache: Nutzen Sie das Netzwerk einmal (öffnen Sie eine Webseite), und starten Sie dann die Erkennung erneut.',
  'detect.text.gateway-uncached-mac':
    'Das Standardgateway {gateway} ist noch nicht im ARP-Cache: Nutzen Sie das Netzwerk einmal (öffnen Sie eine Webseite), und starten Sie dann die Erkennung erneut.',
  'detect.text.gateway-ipv6-uncached':
    'Das IPv6-Standardgateway {gateway} ({where}) hat noch keine Link-Layer-Adresse in der Nachbartabelle: Nutzen Sie das Netzwerk einmal, und starten Sie dann die Erkennung erneut.',
  'detect.text.no-default-route':
    'Dieser Rechner hat keine Standardroute: Er ist mit keinem Netzwerk mit Gateway verbunden.',
  'detect.text.no-default-route-mac':
    'Dieser Mac hat keine Standardroute: Er ist mit keinem Netzwerk mit Gateway verbunden.',
  'detect.text.no-displays':
    'Dieser Rechner zeigt keine Bildschirmanschlüsse (/sys/class/drm ist leer oder fehlt): kein Grafiktreiber, oder eine virtuelle Maschine bzw. ein Container ohne Bildschirm.',
  'detect.text.random-address':
    '{name} verwendet eine zufällige oder festgelegte Adresse ({mac}); die eigene Adresse konnte nicht gelesen werden (ip -d link zeigt sie als permaddr), daher wird die verwendete Adresse aufgeführt.',
  'detect.text.no-usb-bus':
    'Dieser Rechner zeigt keinen USB-Bus (/sys/bus/usb ist leer oder fehlt).',
  'detect.text.usb-no-id': '{source}: Aus seinen IDs ergibt sich keine USB-Serien-ID.',
  'detect.text.no-wifi-adapter':
    'Dieser Rechner hat keinen WLAN-Adapter und sieht daher keine Access Points.',
  'detect.text.loopback': LEFT_OUT_DE.loopback,
  'detect.text.traffic-shaping': LEFT_OUT_DE.trafficShaping,
  'detect.text.veth': LEFT_OUT_DE.vethPair,
  'detect.text.bridge': LEFT_OUT_DE.bridge,
  'detect.text.bond': LEFT_OUT_DE.bond,
  'detect.text.tunnel': 'ein Tunnel (VPN): keine eigene Hardwareadresse',
  'detect.text.vpn': 'ein VPN-Tunnel',
  'detect.text.virtual': 'eine virtuelle Schnittstelle (ohne Hardware dahinter)',
  'detect.text.link-type': 'kein Ethernet- oder WLAN-Adapter (Link-Typ {type})',
  'detect.text.no-address': LEFT_OUT_DE.noAddress,
  'detect.text.root-hub': 'ein Root-Hub: der USB-Controller dieses Rechners',

  'detect.put.unchanged': 'Nichts zu ändern: Der Dienst führt das Gerät bereits so.',
  'detect.put.location-required':
    'Nicht registriert: Das Gerät hat keinen Standort. Wählen Sie einen, oder wählen Sie für diese Aktion „Nicht zuordnen“ (der Dienst hält ein nicht zugeordnetes Gerät nur im Arbeitsspeicher und vergisst es bei einem Neustart).',
  'detect.put.cancelled': 'Nicht gesendet: Der Vorgang wurde abgebrochen.',
  'detect.put.not-sent': 'Nicht gesendet: {error}',

  'survey.text.baseline-monitors':
    'Der Ausgangsstand enthält {count, plural, one {# Monitor} other {# Monitore}} ({names}): Falls einer davon zu einem Arbeitsplatz gehört, stecken Sie ihn ab und erfassen Sie den Ausgangsstand neu.',
  'survey.text.baseline-dock':
    'Der Ausgangsstand enthält {name}: Falls der Laptop beim Start der Begehung an einer Dockingstation angeschlossen war, trennen Sie ihn und erfassen Sie den Ausgangsstand neu.',
  'survey.text.hint-all-done': 'Alle Arbeitsplätze in {location} sind erledigt.',
  'survey.text.hint-skipped-left':
    'Kein Arbeitsplatz ist mehr offen: {count, number} übersprungen. Gehen Sie zurück (b), oder wählen Sie einen aus, um ihn zu erledigen.',
  'survey.text.hint-unplug': 'Trennen Sie den Laptop, um mit {desk} fortzufahren.',
  'survey.text.hint-unplug-late':
    'Trennen Sie den Laptop, um mit {desk} fortzufahren. {devices}: erst nach der Bestätigung von {last} eingesteckt – gehen Sie zurück (b), um das nachzuholen.',
  'survey.text.hint-plugged':
    'Prüfen Sie, was eingesteckt wurde, und bestätigen Sie dann {desk} (Eingabetaste).',
  'survey.text.hint-plug-in':
    'Schließen Sie den Laptop am Arbeitsplatz {desk} an die Dockingstation an.',
  'survey.text.paired-elsewhere':
    '{role, select, dock {Diese Dockingstation ist} monitor {Dieser Monitor ist} adapter {Dieser Netzwerkadapter ist} other {Dieses USB-Gerät ist}} {where} zugeordnet: Die Bestätigung verschiebt {role, select, dock {sie} monitor {ihn} adapter {ihn} other {es}} hierher.',
  'survey.text.paired-here':
    '{role, select, dock {Diese Dockingstation ist} monitor {Dieser Monitor ist} adapter {Dieser Netzwerkadapter ist} other {Dieses USB-Gerät ist}} bereits diesem Arbeitsplatz zugeordnet.',
  'survey.text.needs-choice':
    'Die Serien-ID lässt sich auf mehrere Arten lesen: Wählen Sie die, die der Sensor meldet, bevor das Gerät eingetragen wird.',
  'survey.text.dock-no-serial':
    'Kein Gerät dieser Dockingstation meldet eine USB-Seriennummer: Kein Sensor kann sie von einer anderen Dockingstation desselben Modells unterscheiden, daher wird sie nicht registriert. Der Arbeitsplatz wird an seinen Monitoren erkannt.',
  'survey.text.dock-tie':
    'Unter gleich wahrscheinlichen Geräten als Serien-ID der Dockingstation gewählt: Prüfen Sie, ob {name} das eigene Gerät der Dockingstation ist, oder wählen Sie ein anderes.',
  'survey.text.dock-placeholder':
    'Die Seriennummer der Dockingstation ist ein Platzhalter, den viele Geräte teilen: Ein Sensor erkennt sie womöglich auch an einem anderen Arbeitsplatz.',
  'survey.text.monitor-placeholder':
    'Seine EDID-Seriennummer ist ein Platzhalter, den viele Monitore dieses Modells teilen: Ein Sensor erkennt ihn womöglich auch an einem anderen Arbeitsplatz.',
  'survey.text.loose-beside-dock':
    'Direkt am Laptop eingesteckt, nicht an der Dockingstation: nur vorgeschlagen, wenn Sie es auswählen.',
  'survey.text.loose-no-dock':
    'Ohne Dockingstation eingesteckt (keine Hubs): nur vorgeschlagen, wenn Sie es auswählen.',
  'survey.text.part-hub': 'ein Hub: die Anschlüsse der Dockingstation',
  'survey.text.part-no-serial': 'meldet keine USB-Seriennummer',
  'survey.text.part-ambiguous': 'die Serien-ID lässt sich auf mehrere Arten lesen',
  'survey.text.part-placeholder': 'die Seriennummer ist ein Platzhalter, den viele Geräte teilen',
  'survey.text.part-of-dock': 'ein weiteres Gerät der Dockingstation, die an {name} erkannt wird',
  'survey.text.wifi-adapter': 'ein WLAN-Adapter: der des Laptops, nicht der des Arbeitsplatzes',
  'survey.text.nothing-changed':
    'An {desk} hatte sich nichts geändert: Der Arbeitsplatz ist wieder offen.',
}
