import type { LeftOutCode } from '../../serial-id/index.ts'

/**
 * Why a reader leaves an interface or device out (shared/serial-id/readers/left-out.ts), in German: the serial
 * id helper's notices and detection's skip reasons say the same reason in the same words.
 */
export const LEFT_OUT_DE: Record<LeftOutCode, string> = {
  loopback: 'Loopback – der Rechner spricht mit sich selbst',
  trafficShaping:
    'ein Intermediate Functional Block zur Steuerung des Datenverkehrs, keine Hardware',
  vethPair: 'ein Ende eines virtuellen Ethernet-Paars (Container)',
  bridge: 'eine Bridge verbindet andere Schnittstellen',
  bond: 'ein Verbund anderer Adapter',
  dummy: 'eine Dummy-Schnittstelle, keine Hardware',
  vlan: 'ein VLAN auf einem anderen Adapter',
  rootHub:
    'ein Root-Hub: der USB-Controller dieses Rechners, kein daran angeschlossenes Gerät (seine Seriennummer ist die Adresse des Controllers, auf jedem Rechner des Modells dieselbe)',
  noAddress: 'ohne Hardwareadresse',
  noEthernetAddress: 'ohne Hardwareadresse (Ethernet Address: N/A)',
  portBridge: 'eine Bridge verbindet andere Anschlüsse; sie ist kein eigener Adapter',
  thunderboltBridge:
    'ein Thunderbolt-Anschluss für die Thunderbolt-Bridge (IP über ein Kabel), kein Netzwerkadapter',
  tethering: 'Tethering über ein Smartphone oder Tablet',
  mobileBroadband: 'mobiles Breitband (WWAN), kein Netzwerkadapter des Büronetzes',
}
