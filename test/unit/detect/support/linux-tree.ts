// A directory tree shaped like a Linux machine's /sys and /proc, built from recorded files in a temp dir.
import { copyFile, mkdir, symlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { tempDir } from '../../core/support/fixtures.ts'

export const fixture = (path: string) => new URL(`../../../fixtures/${path}`, import.meta.url)

export interface LinuxTree {
  root: string
  file(path: string, content: string | Uint8Array): Promise<void>
  copy(path: string, from: URL): Promise<void>
  /** A network interface: its device directory, and /sys/class/net/<name> linking to it as the kernel does. */
  net(name: string, attributes: Record<string, string>, options?: NetOptions): Promise<void>
}

interface NetOptions {
  /** Under /sys/devices/virtual/net (lo, ifb, veth, bridges) rather than under a bus. */
  virtual?: boolean
  driver?: string
  /** Entries that mark the kind: `wireless`, `bridge`, `bonding`, `tun_flags`. */
  marks?: string[]
}

export async function linuxTree(): Promise<LinuxTree> {
  const root = await tempDir()
  const file = async (path: string, content: string | Uint8Array) => {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
  return {
    root,
    file,
    copy: async (path, from) => {
      await mkdir(dirname(join(root, path)), { recursive: true })
      await copyFile(from, join(root, path))
    },
    async net(name, attributes, options = {}) {
      const device = options.virtual
        ? `sys/devices/virtual/net/${name}`
        : `sys/devices/pci0000:00/0000:00:1f.6/net/${name}`
      for (const [attribute, value] of Object.entries(attributes))
        await file(`${device}/${attribute}`, `${value}\n`)
      for (const mark of options.marks ?? [])
        await mkdir(join(root, device, mark), { recursive: true })
      if (options.driver) {
        await mkdir(join(root, 'sys/bus/pci/drivers', options.driver), { recursive: true })
        await mkdir(join(root, device, 'device'), { recursive: true })
        await symlink(
          `../../../../bus/pci/drivers/${options.driver}`,
          join(root, device, 'device/driver'),
        )
      }
      await mkdir(join(root, 'sys/class/net'), { recursive: true })
      await symlink(`../../${device.slice('sys/'.length)}`, join(root, 'sys/class/net', name))
    },
  }
}
