// What the serial id helper says, worded by the window: its English is the helper's, word for word, for one
// real text of every code (made by the helper's own functions), and German has every value it needs.
import { describe, expect, it } from 'vitest'
import {
  CANDIDATE_MESSAGES,
  LEFT_OUT_MESSAGES,
  NOTICE_MESSAGES,
  PART_ERROR_MESSAGES,
  QUESTION_MESSAGES,
  WARNING_MESSAGES,
} from '#renderer/features/register/serial-words.ts'
import type { CodedText } from '#shared/coded-text.ts'
import { monitorDevice, type MonitorFields } from '#shared/serial-id/edid/monitor.ts'
import { edidNotice, readEdid } from '#shared/serial-id/edid/read-edid.ts'
import { SYSFS_NO_SERIAL } from '#shared/serial-id/part-problems.ts'
import { build, notAnId, validate, validateLayout } from '#shared/serial-id/index.ts'
import type {
  BuildResult,
  Candidate,
  FoundDevice,
  LeftOutCode,
  PartError,
  ReadNotice,
  SerialWarning,
  TypeRef,
  ValidateResult,
} from '#shared/serial-id/index.ts'
import { readDevices, readText } from '#shared/serial-id/read.ts'
import { LEFT_OUT_REASONS } from '#shared/serial-id/readers/left-out.ts'
import { hiddenBssidsNotice } from '#shared/serial-id/readers/mac-location.ts'
import { nicDevice, ownAddressDevice } from '#shared/serial-id/readers/nic-device.ts'
import { netNeighbor, wmiMonitor } from '#shared/serial-id/readers/powershell-records.ts'
import { leftOutNotice } from '#shared/serial-id/readers/reader.ts'
import { spUsbDevice } from '#shared/serial-id/readers/system-profiler-usb-device.ts'
import { virtualAdapterWarnings } from '#shared/serial-id/virtual-adapter.ts'
import { wifiDevice } from '#shared/serial-id/readers/wifi-device.ts'
import { fixChecksum, makeEdid } from '../../support/edid.ts'
import { catalogCodes, codedDrift } from '../translate.ts'

const at = { source: 'edid' as const, line: 1, lineText: '' }
const MAC = '00:1a:2b:3c:4d:5e'

const errorsOf = (result: BuildResult | ValidateResult): PartError[] =>
  result.ok ? [] : result.errors
const candidatesOf = (result: BuildResult | ValidateResult): Candidate[] =>
  result.ok ? [] : (result.candidates ?? [])
const warningsOf = (result: BuildResult | ValidateResult): SerialWarning[] =>
  result.ok ? result.warnings : []
const found = (device: FoundDevice | undefined | { notice: unknown }): FoundDevice => {
  if (device === undefined || 'notice' in device) throw new Error('no device')
  return device
}
const monitor = (serial: string) => ({ vendor: 'DEL', serial, productCode: 'A17D' })
const usb = (vendor: string, product: string) => ({ vendor, serial: 'S', product })
const edidFields: MonitorFields = { vendor: 'DEL', productCode: 0xa17d, numericSerial: 1234 }
const edid = makeEdid({ vendor: 'ZZT', productCode: 0x082c, numericSerial: 126103 })
const edidWith = (change: (bytes: Uint8Array) => void, length = edid.length) => {
  const bytes = new Uint8Array(length)
  bytes.set(edid.slice(0, length))
  change(bytes)
  return bytes
}

const warnings: SerialWarning[] = [
  ...warningsOf(build('monitor', monitor(' BZ 1'))),
  ...warningsOf(build('monitor', monitor('BZ 1 '))),
  ...warningsOf(build('usb', { vendor: '0BDA', serial: ' BZ 1 ', product: '33107' })),
  ...warningsOf(build('monitor', monitor('16843009'))),
  ...warningsOf(build('monitor', monitor('0'))),
  ...warningsOf(build('monitor', monitor('1913659718 (0x72106c46)'))),
  ...found(monitorDevice({ ...edidFields, serialText: { text: '' } }, at)).warnings,
  ...found(
    monitorDevice(
      { ...edidFields, serialText: { text: 'AB', endedBy: { byte: 1, position: 3 } } },
      at,
    ),
  ).warnings,
  ...readDevices(new Uint8Array([...edid, 1, 2, 3])).devices.flatMap((device) => device.warnings),
  ...readDevices(
    edidWith((bytes) => fixChecksum(Object.assign(bytes, { 126: 1 }))),
  ).devices.flatMap((device) => device.warnings),
  ...readDevices(
    edidWith((bytes) => {
      bytes[126] = 1
      fixChecksum(bytes)
      bytes[128] = 2
    }, 256),
  ).devices.flatMap((device) => device.warnings),
  // The service's own check (validateLayout) takes ids no device has, with these two warnings.
  ...warningsOf(validateLayout('nic', 'Ethernet;00:00:00:00:00:00;NIC')),
  ...warningsOf(validateLayout('router', 'Network;ff:ff:ff:ff:ff:ff;Gateway')),
  ...warningsOf(build('wifi', { bssid: '01:00:5e:00:00:01' })),
  ...warningsOf(build('nic', { kind: 'wlan', mac: '02:00:00:00:00:01' })),
  ...found(wifiDevice(MAC, '', undefined, at)).warnings,
  ...found(ownAddressDevice(MAC, '02:1a:2b:3c:4d:5e', 'ethernet', at, undefined)).warnings,
  ...[
    { name: 'bnep0' },
    { name: 'Wi-Fi Direct', description: 'Microsoft Wi-Fi Direct Virtual Adapter' },
    { driver: 'virtio_net' },
    { description: 'vmxnet3 Ethernet Adapter' },
    { name: 'vmnet8', description: 'VMware Virtual Ethernet Adapter for VMnet8' },
    { name: 'Ethernet 2', description: 'VirtualBox Host-Only Ethernet Adapter' },
    { name: 'wg0' },
    { description: 'Npcap Loopback Adapter' },
    { name: 'eth0', macs: ['52:54:00:12:34:56'] },
    { softwareOnly: true },
    { name: 'host-only' },
  ].flatMap((facts) => virtualAdapterWarnings(facts)),
]

const usbLines = (serialLine: string) =>
  readText(`Bus 001 Device 004: ID 0bda:8153 Realtek\n${serialLine}`).devices
const partErrors: PartError[] = [
  ...errorsOf(build(64 as TypeRef, {})),
  ...errorsOf(validate('wifi', 42 as unknown as string)),
  ...errorsOf(validate('wifi', '')),
  ...errorsOf(validate('usb', `0BDA;${'a1'.repeat(150)};1`)),
  ...errorsOf(validate('router', `Network;${MAC};WiFi`)),
  ...errorsOf(validate('wifi', 'a;b')),
  ...errorsOf(validate('wifi', 'abc')),
  ...errorsOf(validate('router', `Network;${MAC};Router`)),
  ...errorsOf(validate('wifi', `Net;${MAC};WiFi`)),
  ...errorsOf(build('nic', { kind: 'wlan' })),
  ...errorsOf(build('wifi', { bssid: 1 } as unknown as Record<string, string>)),
  ...errorsOf(validate('wifi', `Network; ${MAC};WiFi`)),
  ...errorsOf(build('usb', usb('', '1'))),
  ...errorsOf(build('wifi', { bssid: '' })),
  ...errorsOf(validate('wifi', 'Network;;WiFi')),
  ...errorsOf(validate('wifi', 'Network;00-1A-2B-3C-4D-5E;WiFi')),
  ...errorsOf(validate('usb', '0BDA;S;0x8153')),
  ...errorsOf(validate('monitor', 'del;S;A17D')),
  ...errorsOf(validate('wifi', 'Network;zz;WiFi')),
  ...errorsOf(validate('nic', `Foo;${MAC};NIC`)),
  ...errorsOf(build('monitor', monitor(''))),
  ...errorsOf(build('monitor', monitor('a;b'))),
  ...errorsOf(build('monitor', monitor('a\tb'))),
  ...errorsOf(build('monitor', monitor('   '))),
  ...errorsOf(build('usb', { vendor: '0BDA', serial: 'a1'.repeat(150), product: '1' })),
  ...errorsOf(build('usb', usb('0x12345', '1'))),
  ...errorsOf(build('usb', usb('xyz', '1'))),
  ...errorsOf(build('usb', usb('0bda', '8153'))),
  ...errorsOf(validate('usb', '0BDA;S;0626')),
  ...errorsOf(build('monitor', { vendor: 'D1', serial: 'S', productCode: 'A17D' })),
  ...errorsOf(build('wifi', { bssid: '0x001a2b3c4d5e' })),
  ...errorsOf(build('wifi', { bssid: 'nope' })),
  ...errorsOf(build('nic', { kind: 'fibre', mac: MAC })),
  ...usbLines('').map((device) => device.missing),
  ...usbLines('  iSerial                 0 ').map((device) => device.missing),
  ...usbLines('  iSerial                 3').map((device) => device.missing),
  { part: 'serial', ...SYSFS_NO_SERIAL },
  found(spUsbDevice({ name: 'Dock', vendor: '0x0bda', product: '0x8153', serial: undefined }, at))
    .missing,
  ...readText('USB\\VID_0BDA&PID_8153').devices.map((device) => device.missing),
  ...readText('USB\\VID_0BDA&PID_8153\\5&2e2f0b3&0&1').devices.map((device) => device.missing),
  ...readText('DISPLAY\\DEL409A\\5&2e2f0b3&0&UID4352').devices.map((device) => device.missing),
  found(wmiMonitor({ SerialNumberID: [65, 66] }, at)).missing,
  ...readText(
    [
      'InstanceName           : DISPLAY\\ZZT2701\\5&1a2b3c4&0&UID4352_0',
      'ManufacturerName       : {90, 90, 84, 0...}',
      'ProductCodeID          : {50, 55, 48, 49...}',
      'SerialNumberID         : {90, 90, 84, 53...}',
    ].join('\n'),
  ).devices.map((device) => device.missing),
  ...readText(
    [
      'ManufacturerName       : {90, 90, 84, 0...}',
      'ProductCodeID          : {50, 55, 48, 49...}',
      'SerialNumberID         : {90, 90, 84, 0, 0}',
    ].join('\n'),
  ).devices.map((device) => device.missing),
  // Values no device has as its id (proof.ts), each reason; a display without serial text.
  ...['********', '02:00:00:00:00:00', '00-00-00-00-00-00', 'ff:ff:ff:ff:ff:ff'].map((value) =>
    value.includes('*')
      ? notAnId('usb', { vendor: '0x0bda', serial: value, product: '0x8153' })
      : notAnId('wifi', { bssid: value }),
  ),
  ...readText(
    '{"SPDisplaysDataType":[{"spdisplays_ndrvs":[{"_name":"Color LCD","_spdisplays_display-product-id":"a050","_spdisplays_display-vendor-id":"610"}]}]}',
  ).devices.map((device) => device.missing),
].filter((error): error is PartError => error !== undefined)

/** Gateways: a neighbour table alone, and two default routes. */
const gatewayQuestions = [
  readText(
    [
      '192.0.2.1 dev wlp2s0 lladdr 00:00:5e:00:53:01 router REACHABLE',
      '? (192.0.2.2) at 0:0:5e:0:53:2 [ether]',
    ].join('\n'),
  ).devices,
  readText(
    [
      'default via 192.0.2.1 dev eth0 metric 100',
      'default via 198.51.100.1 dev wlan0',
      '192.0.2.1 dev eth0 lladdr 00:00:5e:00:53:01 REACHABLE',
      '198.51.100.1 dev wlan0 lladdr 00:00:5e:00:53:a1 REACHABLE',
    ].join('\n'),
  ).devices,
].flat()

const candidates: Candidate[] = [
  ...gatewayQuestions.flatMap((device) => device.candidates),
  ...candidatesOf(build('usb', usb('0bda', '8153'))),
  ...candidatesOf(build('monitor', { vendor: 'DEL', serial: 'S', productCode: '3604' })),
  ...found(monitorDevice({ ...edidFields, extensionSerialText: 'EXT1' }, at)).candidates,
  ...found(nicDevice([{ mac: MAC }], undefined, at, undefined)).candidates,
  ...found(
    nicDevice(
      [
        { mac: '02:1a:2b:3c:4d:5e', address: 'inUse' },
        { mac: MAC, address: 'own' },
      ],
      undefined,
      at,
      undefined,
    ),
  ).candidates,
  ...found(
    nicDevice(
      [
        { mac: '02:1a:2b:3c:4d:5e', address: 'inUse' },
        { mac: MAC, address: 'own' },
      ],
      'ethernet',
      at,
      undefined,
    ),
  ).candidates,
]

const edidFailure = (bytes: Uint8Array) => {
  const result = readEdid(bytes)
  if (result.ok) throw new Error('a good EDID')
  return edidNotice(result, 'edid', 0)
}
const leftOut = (Object.keys(LEFT_OUT_REASONS) as LeftOutCode[]).map((code) =>
  leftOutNotice('ip-link', 1, 'veth0', code),
)
const recordNotice = (record: ReturnType<typeof netNeighbor>) => {
  if (record === undefined || !('notice' in record)) throw new Error('no notice')
  return record.notice
}
const notices: Array<CodedText<ReadNotice['code']>> = [
  edidFailure(edid.slice(0, 100)),
  edidFailure(new Uint8Array(40_000)),
  edidFailure(new Uint8Array(128)),
  edidFailure(edidWith((bytes) => (bytes[127] = (bytes[127] ?? 0) ^ 1))),
  edidFailure(edidWith((bytes) => fixChecksum(Object.assign(bytes, { 8: 0x80 })))),
  edidFailure(makeEdid({ vendor: 'ZZT', productCode: 1, serialText: 'A;B' })),
  ...readDevices(new Uint8Array([0x43, 0x61, 0x66, 0xe9])).notices,
  ...readDevices(new Uint8Array([0x41, 0x42, 0x00, 0x43])).notices,
  ...readText(
    [
      `no:Corp:00\\:00\\:5E\\:00\\:53\\:33:Infra:11:2462 MHz:40`,
      `no:Corp:00\\:00\\:5E\\:00\\:53\\:33:Infra:11:2462 MHz:41`,
    ].join('\n'),
  ).notices,
  ...readText('hello').notices,
  ...readText('default via 192.168.1.1 dev wlp2s0 proto dhcp').notices,
  ...readText('    gateway: 192.168.1.1').notices,
  ...readText('BSS xx:xx:xx:xx:3e:41(on wlan0)').notices,
  hiddenBssidsNotice('airport', 1, 1),
  hiddenBssidsNotice('airport', 1, 3),
  ...readText(['Manufacturer: DEL', 'Model: 41341', 'Serial Number: ...'].join('\n')).notices,
  ...readText('Manufacturer: DEL Model a17d Serial Number 1234').notices,
  recordNotice(wmiMonitor({ ManufacturerName: [68, 69, 76], SerialNumberID: [0] }, at)),
  recordNotice(netNeighbor({ IPAddress: '192.168.1.1', State: 'Incomplete' }, at)),
  recordNotice(netNeighbor({ IPAddress: '192.168.1.1' }, at)),
  ...readText(
    'default via 192.0.2.1 dev wlp2s0\n192.0.2.2 dev wlp2s0 lladdr 00:00:5e:00:53:02 STALE',
  ).notices,
  ...readText('SSID 1 : Corp\n    Network type            : Infrastructure').notices,
  ...readText('IN-USE  SSID  MODE   CHAN  RATE  SIGNAL').notices,
  ...readText('Ethernet adapter Ethernet:\n\n   IPv4 Address. . . . . . . . . . . : 192.0.2.15')
    .notices,
  ...leftOut,
]

/** Every code of a map has at least one text. */
const codesOf = (texts: ReadonlyArray<{ code: string }>) =>
  [...new Set(texts.map((t) => t.code))].sort()

describe('the serial id helper in the window', () => {
  it('words every question as the helper does', () => {
    const questions = gatewayQuestions.flatMap((device) =>
      device.question ? [device.question] : [],
    )
    expect(codesOf(questions)).toEqual(catalogCodes('serialId.question'))
    expect(codedDrift(QUESTION_MESSAGES, questions)).toEqual([])
  })

  it('words every warning as the helper does', () => {
    expect(codesOf(warnings)).toEqual(catalogCodes('serialId.warning'))
    expect(codedDrift(WARNING_MESSAGES, warnings)).toEqual([])
  })

  it('words every part error as the helper does (the device type named from its kind)', () => {
    expect(codesOf(partErrors)).toEqual(catalogCodes('serialId.error'))
    expect(codedDrift(PART_ERROR_MESSAGES, partErrors)).toEqual([])
  })

  it("words every candidate's label as the helper does", () => {
    const labels = candidates.map((candidate) => ({
      code: candidate.labelCode,
      values: candidate.labelValues,
      message: candidate.label,
    }))
    expect(codesOf(labels)).toEqual(catalogCodes('serialId.candidate'))
    expect(codedDrift(CANDIDATE_MESSAGES, labels)).toEqual([])
  })

  it("words every reader's notice, and why it left something out, as the helper does", () => {
    expect(codesOf(notices)).toEqual(catalogCodes('serialId.notice'))
    expect(codedDrift(NOTICE_MESSAGES, notices)).toEqual([])
    const reasons = leftOut.map((notice) => ({
      code: notice.leftOut?.code ?? 'loopback',
      message: notice.leftOut?.reason ?? '',
    }))
    expect(codesOf(reasons)).toEqual(catalogCodes('serialId.leftOut'))
    expect(codedDrift(LEFT_OUT_MESSAGES, reasons)).toEqual([])
  })
})
