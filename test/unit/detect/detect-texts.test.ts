// Every text detection says in its own words, made by the real readers (recorded machines, Linux trees in a
// temp dir, tools that fail), names a catalog message that says it in English and German.
import type * as FsPromises from 'node:fs/promises'
import { chmod, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { UserFacingError } from '#shared/errors.ts'
import { DETECT_CODES, type DetectCodedText, type Detection } from '#shared/ipc/detect.ts'
import { execRunner, runOk, type CommandRunner } from '#core/detect/command-runner.ts'
import { createDetector, harnessNote, type MachineDetection } from '#core/detect/detect.ts'
import { fixtureDetector, recordedRunner } from '#core/detect/fixture.ts'
import { createDetectHandlers } from '#core/detect/handlers.ts'
import { entries } from '#core/detect/linux/sysfs.ts'
import { DetectError } from '#core/detect/types.ts'
import { unsaid } from '../../support/said-texts.ts'
import { tempDir } from '../core/support/fixtures.ts'
import { fixture, linuxTree, type LinuxTree } from './support/linux-tree.ts'

// The tests run as root, whom no directory refuses: this one refuses as it would another user.
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof FsPromises>()
  const refused = Object.assign(new Error('permission denied'), { code: 'EACCES' })
  return {
    ...fs,
    readdir: ((path: string, ...rest: []) =>
      String(path).endsWith('refused')
        ? Promise.reject(refused)
        : fs.readdir(path, ...rest)) as typeof fs.readdir,
  }
})

const FIXTURES = new URL('../../fixtures/', import.meta.url).pathname
const recorded = (name: string) => fixtureDetector(join(FIXTURES, 'detect', name))

/** The coded texts of a detection: its note, why readers failed, what they skipped and noticed. */
function textsOf(detection: MachineDetection | Detection): DetectCodedText[] {
  const all = [
    detection.machine.note,
    ...detection.readers,
    ...detection.skipped.map((skip) => skip.reason),
    ...detection.notices,
    ...('registry' in detection ? [detection.registry] : []),
  ]
  return all.flatMap((text) =>
    text?.code === undefined || text.message === undefined || text.id === undefined
      ? []
      : [
          {
            code: text.code,
            id: text.id,
            ...(text.values ? { values: text.values } : {}),
            message: text.message,
          },
        ],
  )
}

const linux = (tree: LinuxTree, run: CommandRunner = recordedRunner(FIXTURES, {})) =>
  createDetector({ platform: 'linux', root: tree.root, run, hostname: 'desk-42' })

/** A Linux machine with every kind of interface detection leaves out, and a port whose ids make no id. */
async function crowdedLinux() {
  const tree = await linuxTree()
  const virtual = { virtual: true }
  await tree.net('lo', { address: '00:00:00:00:00:00', type: '772' }, virtual)
  await tree.net('ifb0', { address: '6e:5e:00:53:00:01', type: '1' }, virtual)
  await tree.net('veth5c2e1f0', { address: '5a:5e:00:53:00:02', type: '1' }, virtual)
  await tree.net(
    'docker0',
    { address: '02:42:5e:00:53:03', type: '1' },
    {
      ...virtual,
      marks: ['bridge'],
    },
  )
  await tree.net(
    'bond0',
    { address: '02:42:5e:00:53:04', type: '1' },
    {
      ...virtual,
      marks: ['bonding'],
    },
  )
  await tree.net(
    'tun0',
    { address: '02:42:5e:00:53:05', type: '1' },
    {
      ...virtual,
      marks: ['tun_flags'],
    },
  )
  await tree.net('wg0', { address: '02:42:5e:00:53:06', type: '1' }, virtual)
  await tree.net('dummy0', { address: '02:42:5e:00:53:07', type: '1' }, virtual)
  await tree.net('wwan0', { address: '00:00:00:00:00:00', type: '519' })
  await tree.net('eth1', { address: '00:00:00:00:00:00', type: '1' })
  await tree.net(
    'wlan0',
    { address: '3a:1b:2c:3d:4e:5f', type: '1', addr_assign_type: '3' },
    { marks: ['wireless'] },
  )
  const usb = 'sys/bus/usb/devices'
  await tree.file(`${usb}/usb1/idVendor`, '1d6b\n')
  await tree.file(`${usb}/usb1/idProduct`, '0002\n')
  await tree.file(`${usb}/1-1/idVendor`, 'zzzz\n')
  await tree.file(`${usb}/1-1/idProduct`, '0001\n')
  await tree.file(`${usb}/1-1/serial`, 'ZZ0001\n')
  await tree.copy('proc/net/route', fixture('detect/linux-vm/proc-net-route.txt'))
  await tree.file('proc/net/arp', 'IP address       HW type     Flags       HW address\n')
  return tree
}

/** What a tool that fails, hangs or is missing makes the readers say. */
async function failures(): Promise<DetectCodedText[]> {
  const texts: DetectCodedText[] = []
  const caught = async (work: () => Promise<unknown>) => {
    try {
      await work()
    } catch (error) {
      if (error instanceof DetectError) texts.push(error.text)
      else throw error
    }
  }
  const command = (file: string) => ({ file, args: [], label: `${file} --list` })
  await caught(() => execRunner(1000)(command('device-registry-no-such-tool')))
  const notExecutable = join(await tempDir(), 'not-executable')
  await writeFile(notExecutable, 'plain text')
  await chmod(notExecutable, 0o644)
  await caught(() => execRunner(1000)(command(notExecutable)))
  const exits =
    (stderr: string): CommandRunner =>
    async () => ({ stdout: '', stderr, code: 2 })
  await caught(() => runOk(exits('nmcli: NetworkManager is not running.'), command('nmcli')))
  await caught(() => runOk(exits(''), command('nmcli')))
  await caught(() => entries('/sys/class/refused'))
  return texts
}

describe('detection’s own texts, worded by the window', () => {
  it('in English as main writes them, and in German, for every code', async () => {
    const texts: DetectCodedText[] = [harnessNote('build-vm'), ...(await failures())]
    const crowded = await crowdedLinux()
    texts.push(...textsOf(await linux(crowded)()))
    texts.push(...textsOf(await linux(await linuxTree())()))
    const ipv6 = await linuxTree()
    await ipv6.copy('proc/net/ipv6_route', fixture('detect/linux-vm/proc-net-ipv6_route.txt'))
    texts.push(
      ...textsOf(
        await linux(
          ipv6,
          recordedRunner(FIXTURES, {
            'ip -6 neigh show fd00::1': 'detect/linux-vm/ip-6-neigh-fd00-1.txt',
          }),
        )(['router']),
      ),
    )
    // A runner that breaks (not a tool that fails): the reader could not be read at all.
    const broken: CommandRunner = () => Promise.reject(new Error('spawn EIO'))
    texts.push(...textsOf(await linux(crowded, broken)(['wifi'])))
    const hangs: CommandRunner = () => new Promise<never>(() => {})
    texts.push(
      ...textsOf(
        await createDetector({
          platform: 'win32',
          root: '/',
          run: hangs,
          hostname: 'desk-0417',
          readerTimeoutMs: 50,
        })(['usb']),
      ),
    )
    const noWifi: CommandRunner = async () => ({
      stdout: 'There is no wireless interface on the system.\r\n',
      stderr: '',
      code: 1,
    })
    const windows = createDetector({ platform: 'win32', root: '/', run: noWifi, hostname: 'desk' })
    texts.push(...textsOf(await windows(['wifi'])))
    texts.push(...textsOf(await (await recorded('windows-no-location'))(['wifi'])))
    texts.push(...textsOf(await (await recorded('macos-15'))()))
    const routeOnly = recordedRunner(FIXTURES, {
      'route -n get default': 'serial-id/route-get-default.txt',
      'arp -an': 'detect/macos-15/empty.txt',
    })
    const mac = createDetector({ platform: 'darwin', root: '/', run: routeOnly, hostname: 'mbp' })
    texts.push(...textsOf(await mac(['router'])))
    const aix = createDetector({ platform: 'aix', root: '/', run: noWifi, hostname: 'p7' })
    texts.push(...textsOf(await aix()))
    const unread = createDetectHandlers(
      {
        listDevices: () =>
          Promise.reject(new UserFacingError('network', 'The service did not answer.')),
        listLocations: () => Promise.reject(new UserFacingError('network', 'No answer.')),
      },
      await recorded('macos-intel'),
    )
    texts.push(...textsOf(await unread.detectDevices({})))

    expect(new Set(texts.map((text) => text.code))).toEqual(new Set(DETECT_CODES))
    expect(unsaid(texts)).toEqual([])
  }, 30_000)
})
