// Detection of the machine the tests run on, for real: on Linux checked against what /sys and /proc say,
// read here independently; on the hosted CI's Windows and macOS runners against Node's own view.
import { networkInterfaces } from 'node:os'
import { describe, expect, it } from 'vitest'
import { machineDetector } from '#core/detect/detect.ts'
import { procGateway, sysNet } from './support/kernel-tables.ts'

const linux = process.platform === 'linux'

describe.runIf(linux)('this Linux machine, for real', () => {
  it('lists each adapter with a device behind it by the address /sys gives, and none of the virtual ones', async () => {
    const detection = await machineDetector()(['nic'])
    const physical = (await sysNet()).filter(
      (face) => !face.virtual && face.mac !== '00:00:00:00:00:00',
    )
    const ids = detection.devices.map((device) => device.serialId)
    for (const face of physical)
      expect(ids).toContainEqual(expect.stringContaining(`;${face.mac};NIC`))
    const skipped = detection.skipped.map((skip) => skip.name)
    for (const face of (await sysNet()).filter((each) => each.virtual))
      expect(skipped).toContain(face.name)
    expect(ids.join(' ')).not.toMatch(/;00:00:00:00:00:00;/)
  })

  it('gives the gateway whose MAC /proc/net/route and /proc/net/arp name', async () => {
    const mac = await procGateway()
    const { devices } = await machineDetector()(['router'])
    expect(devices.map((device) => device.serialId)).toEqual(mac ? [`Network;${mac};Gateway`] : [])
  })

  it('every reader answers, none fails', async () => {
    const { readers } = await machineDetector()()
    expect(readers.map((reader) => reader.kind)).toEqual([
      'monitor',
      'usb',
      'nic',
      'router',
      'wifi',
    ])
    for (const reader of readers)
      expect(['ok', 'not-allowed', 'unavailable']).toContain(reader.status)
  })
})

describe.runIf(!linux)(`this ${process.platform} machine, for real (hosted CI)`, () => {
  it('reads the network adapters; each other reader answers or says why not', async () => {
    const detection = await machineDetector()()
    for (const reader of detection.readers)
      if (reader.status !== 'ok') expect(reader.message).toBeTruthy()
    expect(detection.readers.find((reader) => reader.kind === 'nic')?.status).toBe('ok')
  })

  it('lists adapters Node sees, by the address each uses or its own', async () => {
    const { devices } = await machineDetector()(['nic'])
    const macs = Object.values(networkInterfaces()).flatMap((faces) =>
      (faces ?? []).map((face) => face.mac),
    )
    for (const device of devices) {
      const inUse = device.warnings.find((warning) => warning.code === 'mac-random')?.replacement
      expect(macs).toContain(inUse ?? device.parts['mac'])
    }
  })
})
