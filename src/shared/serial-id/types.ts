import type { DeviceType, DeviceTypeName } from '../api/common.ts'
import type { SaidText } from '../coded-text.ts'
import type { MessageId } from '../messages/catalog.ts'

/** A device type as its flag (2, 4, 8, 16, 32) or its name ('monitor', 'usb', 'nic', 'router', 'wifi'). */
export type TypeRef = DeviceType | DeviceTypeName

/**
 * A part's name inside a sentence ('EDID vendor', 'MAC address of the gateway'), as the `field` value of a
 * said text: its message picks the words with an ICU select, whose keys cannot hold dashes.
 */
export type FieldName =
  | 'edidVendor'
  | 'edidSerial'
  | 'edidProduct'
  | 'usbVendor'
  | 'usbSerial'
  | 'usbProduct'
  | 'adapterKind'
  | 'mac'
  | 'gatewayMac'
  | 'bssid'

/** What is wrong with a part or with the whole id. */
export type PartErrorCode =
  // The whole id.
  | 'unknown-type'
  | 'id-not-text'
  | 'id-empty'
  | 'id-too-long'
  | 'other-kind'
  | 'field-count'
  | 'constant-field'
  // Any part: `field` names it.
  | 'required'
  | 'not-text'
  | 'part-spaces'
  | 'part-empty'
  | 'part-rewrite'
  | 'part-invalid'
  // Serials.
  | 'serial-empty'
  | 'serial-semicolon'
  | 'serial-control'
  | 'serial-blank'
  | 'serial-too-long'
  // Numbers, MACs, the EDID vendor, the adapter kind.
  | 'number-too-large'
  | 'not-a-number'
  | 'two-ways'
  | 'two-ways-explain'
  | 'not-letters'
  | 'mac-0x'
  | 'not-a-mac'
  | 'not-a-kind'
  // A part a source does not show (FoundDevice.missing).
  | 'lsusb-no-serial'
  | 'lsusb-unreadable'
  | 'usb-no-serial'
  | 'system-profiler-no-serial'
  | 'system-profiler-no-display-serial'
  | 'sysfs-no-serial'
  | 'hardware-id'
  | 'port-instance'
  | 'monitor-path'
  | 'wmi-no-model'
  | 'wmi-cut-serial'
  | 'wmi-cut-model'
  // A value that is no device's id (proof.ts): masked, Android's stand-in, all zeros, broadcast.
  | 'not-an-id'

/** What is wrong, before it is known which part it concerns. */
export type PartProblem = SaidText<PartErrorCode>

/** What is wrong with one part; `part` is a part key such as 'bssid' or 'vendor', or 'layout' for the whole id. */
export interface PartError extends PartProblem {
  part: string
}

/**
 * What a sensor can report but deserves a second look. Never blocks registering. `message` is whole
 * sentences, showing the value as kept (and the alternative, where there is one).
 */
export interface SerialWarning extends SaidText<WarningCode> {
  /** The part it concerns ('serial', 'mac', 'bssid'…), when it concerns one. */
  part?: string
  /** The part written as the warning suggests (the number without its hex form, say), to offer as a fix. */
  replacement?: string
}

export type WarningCode =
  /** Leading or trailing spaces, kept as the source holds them. */
  | 'spaces'
  /** A serial many units share: 0, 1, 16843009 (0x01010101), 000001, 'Serial_Number'… */
  | 'placeholder'
  /** A number pasted with its hex form, `1913659718 (0x72106c46)`. */
  | 'pasted-hex'
  /** The EDID's serial descriptor is empty: the numeric serial is used. */
  | 'empty-descriptor'
  /** The EDID's serial text ends at a byte that is not printable ASCII. */
  | 'descriptor-end'
  /** The EDID's blocks do not match what it announces, or an extension's checksum is wrong. */
  | 'edid-blocks'
  | 'mac-zero'
  | 'mac-broadcast'
  | 'mac-multicast'
  /** A locally administered (often random) adapter address. */
  | 'mac-local'
  /** A Wi-Fi network without SSID. */
  | 'hidden-ssid'
  /** An adapter using a random or set address now; the id has its own (burned-in) address. */
  | 'mac-random'
  /**
   * No wired or Wi-Fi hardware of this machine: a virtual machine's adapter, a hypervisor's or VPN's virtual
   * adapter, Wi-Fi Direct, Bluetooth PAN (the rule is in virtual-adapter.ts).
   */
  | 'virtual-adapter'

/**
 * One reading of an input the helper will not guess about (an all-digit id read as hex or as decimal, an
 * adapter that may be Ethernet or WLAN…): the serial id it gives and where that reading comes from.
 */
export interface Candidate {
  serialId: string
  /** Where this form is printed, e.g. 'hex, as lsusb, Device Manager and /sys print USB ids'. */
  label: string
  /** The label said: its code, its catalog message and the values it names (`label` is its English). */
  labelCode: CandidateCode
  labelId: MessageId
  labelValues?: Record<string, string>
  /** The parts written so that they build exactly this id (`0x…` for hex, `dec:…` for decimal). */
  parts: Record<string, string>
}

/** Where a reading of an input comes from. */
export type CandidateCode =
  | 'usb-hex'
  | 'usb-decimal'
  | 'edid-product-hex'
  | 'edid-product-decimal'
  | 'edid-numeric-serial'
  | 'edid-extension-serial'
  /** An adapter's kind (when the source does not say it) and which of its addresses (when it has two). */
  | 'adapter'
  /** A neighbour of a neighbour table: its IP address (`ip`), interface (`face`, 'none') and what it says. */
  | 'neighbour'
  /** A default route's gateway: its IP address, interface and metric ('none' where not printed). */
  | 'route'

/** What a device's candidates answer, where it is more than how to read a part (FoundDevice.question). */
export type QuestionCode =
  /** A neighbour table without a route: which neighbour is the gateway? */
  | 'gateway-neighbours'
  /** Two default routes through different gateways: which one does the sensor see? */
  | 'gateway-routes'

export type ReadQuestion = SaidText<QuestionCode>

export type BuildResult =
  | { ok: true; serialId: string; warnings: SerialWarning[] }
  | {
      ok: false
      errors: PartError[]
      /** Every id the parts can mean, when a part reads two ways and nothing else is wrong. */
      candidates?: Candidate[]
    }

export type ValidateResult =
  | { ok: true; warnings: SerialWarning[] }
  | {
      ok: false
      errors: PartError[]
      expectedLayout: string
      /** The same device in the sensor's form, when the input can mean only one. */
      suggestion?: string
      /** Every id the input can mean, when a part of it reads two ways. */
      candidates?: Candidate[]
    }

export interface ParseMatch {
  deviceType: DeviceType
  kind: DeviceTypeName
  parts: Record<string, string>
}

export type ParseResult =
  { ok: true; matches: ParseMatch[] } | { ok: false; error: { message: string } }

export interface LayoutPart {
  key: string
  label: string
  placeholder: string
  example: string
  help: string
  options?: Array<{ value: string; label: string }>
}

export interface LayoutDescription {
  deviceType: DeviceType
  kind: DeviceTypeName
  label: string
  /** The layout in words, e.g. 'Network;<BSSID>;WiFi'. */
  layout: string
  /** A full valid serial id. */
  example: string
  parts: LayoutPart[]
  nameHint: string
  infoHint: string
  identifies: 'workstation' | 'machine' | 'area'
}

/** A candidate's label: where its reading comes from, said with its catalog message. */
export type CandidateLabel = Pick<Candidate, 'label' | 'labelCode' | 'labelId' | 'labelValues'>

/** One reading of an ambiguous part: its canonical text, the same value written unambiguously, and where. */
export interface PartReading {
  value: string
  written: string
  label: CandidateLabel
}

/**
 * Outcome of normalizing one part: the canonical text, or a sentence saying what is wrong; a part that reads
 * two ways is not normalized, and carries both readings.
 */
export type Normalized =
  { ok: true; value: string } | ({ ok: false; readings?: [PartReading, PartReading] } & PartProblem)

/** Where a found device was read from. */
export type SourceId =
  | 'edid'
  | 'edid-decode'
  | 'wmi-monitor-id'
  | 'windows-device-path'
  | 'lsusb'
  | 'netsh'
  | 'nmcli'
  | 'iw'
  | 'airport'
  | 'system-profiler'
  | 'ip-link'
  | 'ipconfig'
  | 'getmac'
  | 'arp'
  | 'ioreg'
  | 'networksetup'
  | 'route'
  | 'powershell'
  | 'sysfs'

/**
 * A device read from a source (an EDID, a tool's printout), in the shape every reader returns. Exactly one of
 * three holds (the rule of proof.ts): `serialId` is set (proven); or `candidates` holds two or more readings to
 * choose from, or one or more answers to a `question` (asked); or `missing` names the part the source does not
 * show, or why what it shows is no id (refused).
 */
export interface FoundDevice {
  kind: DeviceTypeName
  deviceType: DeviceType
  serialId: string | undefined
  candidates: Candidate[]
  /** What the candidates answer, where it is more than how to read a part (which neighbour is the gateway). */
  question?: ReadQuestion
  missing?: PartError
  /** The parts as found, written so that build reads them exactly so; a missing part is absent. */
  parts: Record<string, string>
  /** The name the sensor reports (Wi-Fi: the SSID), where the source has one. */
  name?: string
  /** Wi-Fi: the band ('2.4 GHz', '5 GHz', '6 GHz'); others: the model or adapter the source names. */
  info?: string
  source: SourceId
  /** 1-based line of the text it was read from; 0 for a binary EDID. */
  line: number
  /** That line as printed (without its line break); empty for a binary EDID. */
  lineText: string
  warnings: SerialWarning[]
}

/** Why an EDID gives no id. */
export type EdidErrorCode =
  'edid-short' | 'edid-too-long' | 'not-edid' | 'edid-checksum' | 'edid-vendor' | 'edid-invalid'

export type NoticeCode =
  | EdidErrorCode
  | 'not-utf8'
  | 'not-edid-or-text'
  | 'same-device'
  | 'nothing-found'
  | 'default-gateway'
  | 'bssid-masked'
  | 'bssids-hidden'
  | 'serials-hidden'
  | 'old-edid-decode'
  | 'wmi-no-serial'
  | 'neighbour-unresolved'
  /** The route names a gateway the neighbour table has no entry for. */
  | 'gateway-not-in-table'
  /** A tool was recognised, but what it printed lacks a part of the id (`values.part` says which). */
  | 'part-not-printed'
  /** `values.reason` is the LeftOutCode. */
  | 'left-out'

/**
 * Why a reader leaves an interface, port or hub out (camelCase: the left-out notice picks its words with an
 * ICU select on it).
 */
export type LeftOutCode =
  | 'loopback'
  | 'trafficShaping'
  | 'vethPair'
  | 'bridge'
  | 'bond'
  | 'dummy'
  | 'vlan'
  | 'rootHub'
  | 'noAddress'
  | 'noEthernetAddress'
  | 'portBridge'
  | 'thunderboltBridge'
  | 'tethering'
  | 'mobileBroadband'

/** Something a reader has to say about the input as a whole (BSSIDs hidden, arrays cut short…). */
export interface ReadNotice extends SaidText<NoticeCode> {
  source: SourceId | 'input'
  line: number
  /** Set when the notice says a reader left something out on purpose (a bridge, a root hub): what, and why. */
  leftOut?: { name: string; reason: string; code: LeftOutCode }
}

export interface ReadResult {
  devices: FoundDevice[]
  notices: ReadNotice[]
}
