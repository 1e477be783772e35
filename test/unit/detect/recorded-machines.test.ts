// The Windows and macOS readers on recorded machines (test/fixtures/detect, its README.md says what each is):
// the commands each runs, what it reads from their output, and how a reader that cannot read says so.
import { describe, expect, it } from 'vitest'
import { createDetector } from '#core/detect/detect.ts'
import { fixtureDetector } from '#core/detect/fixture.ts'
import { DetectError } from '#core/detect/types.ts'
import { coded } from '#shared/coded-text.ts'
import type { MessageId } from '#shared/messages/catalog.ts'
import { formatMessage } from '#shared/messages/format.ts'

const machine = (name: string) =>
  fixtureDetector(new URL(`../../fixtures/detect/${name}`, import.meta.url).pathname)
const brief = (devices: { serialId?: string | undefined; name: string; info: string }[]) =>
  devices.map((device) => [device.serialId, device.name, device.info])

describe('Windows 11 (PowerShell CIM as JSON, netsh)', () => {
  it('monitors from WmiMonitorID', async () => {
    const { devices } = await (await machine('windows-11'))(['monitor'])
    expect(brief(devices)).toEqual([
      ['DEL;H7YCC6B814S;D067', 'DELL U2715H', ''],
      ['AOC;113952;1970', '1970W', ''],
    ])
  })

  it('USB devices from Win32_PnPEntity; one without a serial says so and has no id', async () => {
    const { devices } = await (await machine('windows-11'))(['usb'])
    expect(devices.map((device) => device.serialId ?? device.missing?.message)).toEqual([
      '064E;HF1019-T838-SN03-REV0101;38656',
      '17EF;3010019E3;41817',
      '0BDA;001000001;33107',
      expect.stringContaining('the device reports no USB serial'),
    ])
  })

  it('network adapters from Get-NetAdapter, named by the machine and adapter; virtual ones warned', async () => {
    const detection = await (await machine('windows-11'))(['nic'])
    expect(brief(detection.devices)).toEqual([
      [
        'Ethernet;08:00:27:de:d5:51;NIC',
        'DESK-0417 Ethernet',
        'Intel(R) PRO/1000 MT Desktop Adapter',
      ],
      ['WLAN;28:c5:d2:ea:30:53;NIC', 'DESK-0417 Wi-Fi', 'Intel(R) Wi-Fi 6 AX201 160MHz'],
      [
        undefined,
        'DESK-0417 Bluetooth Network Connection',
        'Bluetooth Device (Personal Area Network)',
      ],
      [
        'Ethernet;00:15:5d:01:02:03;NIC',
        'DESK-0417 vEthernet (Default Switch)',
        'Hyper-V Virtual Ethernet Adapter',
      ],
    ])
    // The desk is a VirtualBox machine (its Ethernet adapter has VirtualBox's address); the Wi-Fi is hardware.
    expect(
      detection.devices.map((device) =>
        device.warnings.some((warning) => warning.code === 'virtual-adapter'),
      ),
    ).toEqual([true, false, true, true])
    expect(detection.skipped).toEqual([])
  })

  it('the gateway from the default route and Get-NetNeighbor', async () => {
    const { devices } = await (await machine('windows-11'))(['router'])
    expect(brief(devices)).toEqual([
      ['Network;7c:5a:1c:d3:d8:76;Gateway', 'Gateway 10.33.79.254', ''],
    ])
  })

  it('every BSSID of netsh in range, SSID as name and band as info', async () => {
    const { devices } = await (await machine('windows-11'))(['wifi'])
    expect(devices).toHaveLength(8)
    expect(devices.filter((device) => device.name === 'Corp')).toHaveLength(4)
    expect(devices.map((device) => device.info)).toContain('6 GHz')
  })

  it('netsh refused for want of Location permission: says how to allow it; the other readers answer', async () => {
    const detection = await (await machine('windows-no-location'))()
    const wifi = detection.readers.find((reader) => reader.kind === 'wifi')
    expect(wifi).toMatchObject({
      status: 'not-allowed',
      message: expect.stringContaining('Location services'),
    })
    expect(detection.devices.map((device) => device.kind)).toEqual(['nic', 'nic', 'nic', 'nic'])
  })
})

describe('macOS (ioreg, system_profiler, networksetup, route + arp)', () => {
  it('finds every kind on an Intel Mac', async () => {
    const detection = await (await machine('macos-intel'))()
    expect(detection.readers.map((reader) => [reader.kind, reader.status])).toEqual([
      ['monitor', 'ok'],
      ['usb', 'ok'],
      ['nic', 'ok'],
      ['router', 'ok'],
      ['wifi', 'ok'],
    ])
    const first = (kind: string) => detection.devices.find((device) => device.kind === kind)
    expect(first('monitor')?.serialId).toBe('ZZT;ZZT5E0053001;2701')
    expect(first('usb')).toMatchObject({ serialId: '0BDA;00005E005371;33107' })
    expect(first('nic')).toMatchObject({ serialId: 'WLAN;00:00:5e:00:53:91;NIC', where: 'en0' })
    expect(first('router')).toMatchObject({
      serialId: 'Network;00:00:5e:00:53:01;Gateway',
      info: 'via en0',
    })
    expect(first('wifi')).toMatchObject({ name: 'Corp', info: '5 GHz' })
  })

  it('networksetup: Bluetooth PAN warned; Thunderbolt, bridges and the iPhone skipped with the reason', async () => {
    const detection = await (await machine('macos-intel'))(['nic'])
    expect(
      detection.devices.map((device) => [
        device.where,
        device.warnings.map((warning) => warning.code),
      ]),
    ).toEqual([
      ['en0', []],
      ['en5', []],
      ['en6', ['virtual-adapter']],
    ])
    expect(detection.skipped.map((skip) => skip.name)).toEqual([
      'en1 (Thunderbolt 1)',
      'bridge0 (Thunderbolt Bridge)',
      'en7 (iPhone USB)',
    ])
    expect(detection.notices).toEqual([])
  })

  it('what a reader left out keeps the helper’s catalog message, so the window says it in German', async () => {
    const detection = await (await machine('macos-intel'))(['nic'])
    const helpers = detection.skipped.filter((skip) => skip.leftOut !== undefined)
    expect(helpers.length).toBeGreaterThan(0)
    for (const skip of helpers) {
      expect(skip.reason.id).toBe(`serialId.leftOut.${skip.leftOut}`)
      const german = formatMessage('de', skip.reason.id as MessageId)
      expect(german).not.toBe(skip.reason.message)
    }
  })

  it('macOS 15 without Location permission: Wi-Fi is not allowed and says where to allow it', async () => {
    const detection = await (await machine('macos-15'))(['wifi'])
    expect(detection.readers[0]).toMatchObject({
      status: 'not-allowed',
      message: expect.stringContaining('Location Services'),
    })
  })

  it('no default route, no EDID, no recording of system_profiler USB: each reader says so', async () => {
    const detection = await (await machine('macos-15'))(['monitor', 'usb', 'router'])
    expect(detection.readers.map((reader) => [reader.kind, reader.status])).toEqual([
      ['monitor', 'ok'],
      ['usb', 'unavailable'],
      ['router', 'ok'],
    ])
    expect(detection.notices.map((notice) => notice.message)).toContainEqual(
      expect.stringContaining('no default route'),
    )
  })
})

describe('a reader that fails or hangs', () => {
  const run = (behaviour: 'hang' | 'throw') => async () => {
    if (behaviour === 'throw')
      throw new DetectError(
        'failed',
        coded('detect.text.reader-error', { source: 'powershell.exe', error: 'it crashed' }),
      )
    return new Promise<never>(() => {})
  }

  it.each([
    ['hang', 'timeout', /did not answer within 0.05 s/],
    ['throw', 'failed', /powershell.exe could not be read: it crashed/],
  ] as const)(
    'a command that %ss: the reader reports %s, and detection still answers',
    async (behaviour, status, message) => {
      const detect = createDetector({
        platform: 'win32',
        root: '/',
        run: run(behaviour),
        hostname: 'x',
        readerTimeoutMs: 50,
      })
      const detection = await detect()
      expect(detection.readers).toHaveLength(5)
      for (const reader of detection.readers)
        expect(reader).toMatchObject({ status, message: expect.stringMatching(message) })
    },
  )

  it('a system detection does not know says so', async () => {
    const detection = await createDetector({
      platform: 'aix',
      root: '/',
      run: run('throw'),
      hostname: 'x',
    })()
    expect(detection.notices[0]?.message).toMatch(/does not know this system \(aix\)/)
  })
})
