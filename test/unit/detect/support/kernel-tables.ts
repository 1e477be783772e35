// What this Linux machine's kernel says, read independently of the detection code (the tests compare the two).
import { readdir, readFile, readlink } from 'node:fs/promises'

export async function sysNet(): Promise<Array<{ name: string; mac: string; virtual: boolean }>> {
  const names = await readdir('/sys/class/net')
  return Promise.all(
    names.map(async (name) => ({
      name,
      mac: (await readFile(`/sys/class/net/${name}/address`, 'utf8')).trim(),
      virtual: (await readlink(`/sys/class/net/${name}`)).includes('/virtual/'),
    })),
  )
}

/** The default gateway's MAC by the kernel's tables: route (gateway as little-endian hex) and ARP. */
export async function procGateway(): Promise<string | undefined> {
  const route = (await readFile('/proc/net/route', 'utf8')).split('\n').slice(1)
  const hex = route.map((line) => line.split('\t')).find((fields) => fields[1] === '00000000')?.[2]
  if (hex === undefined) return undefined
  const ip = [6, 4, 2, 0].map((at) => parseInt(hex.slice(at, at + 2), 16)).join('.')
  const arp = (await readFile('/proc/net/arp', 'utf8')).split('\n').map((line) => line.split(/\s+/))
  return arp.find((fields) => fields[0] === ip && fields[2] !== '0x0')?.[3]
}
