// What was plugged in since the baseline, and the dock among it: recorded machines (Linux sysfs with the
// hub class and the port topology; Windows with hub names and no topology), each with invented ids.
import { describe, expect, it } from 'vitest'
import type { DetectedDevice } from '#shared/ipc/detect.ts'
import { groupUsb } from '#core/survey/dock.ts'
import { appearedSince, baselineOf } from '#core/survey/machine-diff.ts'
import { stateOf, WINDOWS } from './support/floor.ts'

async function arrived(state: string, from?: string) {
  const baseline = await stateOf('baseline', from)
  return appearedSince(baselineOf(baseline.devices), (await stateOf(state, from)).devices)
}
const ids = (devices: readonly DetectedDevice[]) =>
  devices.map((device) => device.serialId ?? `${device.name} (no id)`)

describe('the baseline diff', () => {
  it('the laptop as it was at the start proposes nothing: its display, camera and Wi-Fi are its own', async () => {
    expect(await arrived('baseline')).toEqual([])
  })

  it('lists what arrived at desk 1: the dock’s USB devices, two monitors, the dock’s wired adapter', async () => {
    const devices = await arrived('desk-1')
    expect(devices.map((device) => [device.kind, device.where])).toEqual([
      ['monitor', 'card1-DP-3'],
      ['monitor', 'card1-DP-4'],
      ['usb', '1-1'],
      ['usb', '1-1.3'],
      ['usb', '1-1.5'],
      ['usb', '2-1'],
      ['usb', '2-1.4'],
      ['nic', 'enx00005e005311'],
    ])
  })

  it('keeps an adapter of the laptop that changed its address (a random MAC) out, by its name', () => {
    const wifi = (mac: string): DetectedDevice => ({
      kind: 'nic',
      deviceType: 8,
      serialId: `WLAN;${mac};NIC`,
      candidates: [],
      parts: {},
      name: 'laptop wlan0',
      info: 'wlan0',
      source: '/sys/class/net/wlan0',
      where: 'wlan0',
      warnings: [],
    })
    const baseline = baselineOf([wifi('3a:00:00:00:00:01')])
    expect(appearedSince(baseline, [wifi('3a:00:00:00:00:02')])).toEqual([])
  })
})

describe('the dock among the USB devices that arrived together', () => {
  it('is known by its own device (Dell dock with its serial), not by its hubs, audio or LAN chip', async () => {
    const { dock, loose } = groupUsb(await arrived('desk-1'))
    expect(dock?.own?.serialId).toBe('413C;CNZZ0DOCK26001;45166')
    expect(dock?.tie).toBe(false)
    expect(loose).toEqual([])
    expect(dock?.parts.map((part) => [part.device.where, part.why.message])).toEqual([
      ['1-1', "a hub: the dock's ports"],
      ['1-1.5', 'another device of the dock, which is known by Dell Inc. Dell dock'],
      ['2-1', "a hub: the dock's ports"],
      ['2-1.4', 'its serial is a placeholder that many units share'],
    ])
    // The others that could be its id: the audio chip, then the LAN chip with its shared serial.
    expect(ids(dock?.alternatives ?? [])).toEqual([
      '0BDA;200901010001;16430',
      '0BDA;001000001;33107',
    ])
  })

  it('a Lenovo dock: its own device over its Ethernet function; a keyboard on it is a part; a stick in the laptop is loose', async () => {
    const { dock, loose } = groupUsb(await arrived('desk-2'))
    expect(dock?.own?.serialId).toBe('17EF;1SZZ40AS0090ZZ0002;41878')
    expect(ids(dock?.alternatives ?? [])).toEqual(['17EF;301ZZ0002;41863'])
    expect(dock?.parts.find((part) => part.device.where === '1-1.4')?.why.message).toBe(
      'it reports no USB serial',
    )
    expect(ids(loose)).toEqual(['0781;ZZSTICK000000000002;21891'])
  })

  it('a model chosen before as a dock’s id is chosen again for the next dock of that model', async () => {
    const { dock } = groupUsb(await arrived('desk-1'), new Set(['0bda:402e']))
    expect(dock?.own?.serialId).toBe('0BDA;200901010001;16430')
  })

  it('on Windows: hubs by their names, no topology; the Dell dock’s own device is still the id', async () => {
    const { dock, loose } = groupUsb(await arrived('dell-dock', WINDOWS))
    expect(dock?.own?.serialId).toBe('413C;CNZZ0DOCK26011;45166')
    expect(loose).toEqual([])
    expect(dock?.parts.map((part) => part.why.message)).toEqual([
      "a hub: the dock's ports",
      "a hub: the dock's ports",
      'another device of the dock, which is known by Dell dock',
      'its serial is a placeholder that many units share',
    ])
  })

  it('a dock none of whose devices reports a serial has no id, and says why on each part', async () => {
    const { dock } = groupUsb(await arrived('dock-without-serials', WINDOWS))
    expect(dock?.own).toBeUndefined()
    expect(dock?.parts.map((part) => part.why.message)).toEqual([
      "a hub: the dock's ports",
      'it reports no USB serial',
    ])
  })

  it('a lone device without hubs is no dock: it is loose, not proposed as the desk’s', () => {
    const stick: DetectedDevice = {
      kind: 'usb',
      deviceType: 4,
      serialId: '0781;ZZSTICK1;21891',
      candidates: [],
      parts: { vendor: '0x0781', product: '0x5583', serial: 'ZZSTICK1' },
      name: 'SanDisk Ultra Fit',
      info: '1-2',
      source: '/sys/bus/usb/devices/1-2',
      where: '1-2',
      warnings: [],
    }
    expect(groupUsb([stick])).toEqual({ dock: undefined, loose: [stick] })
  })
})
