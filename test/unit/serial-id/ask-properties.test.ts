// Issue 37: no reader prints two different ids of one type for one device, however the printout is pasted,
// and none prints an address its input does not hold. Printouts generated in each tool's layout.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readText } from '#shared/serial-id/read.ts'

interface Adapter {
  mac: string
  wifi: boolean
}

// Addresses of the documentation block with a random last two bytes: unicast, globally administered.
const adapter = fc
  .tuple(fc.integer({ min: 1, max: 0xfffe }), fc.boolean())
  .map(([n, wifi]) => ({ mac: `00:00:5e:00:${hex(n >> 8)}:${hex(n & 255)}`, wifi }))
const adapters = fc.uniqueArray(adapter, { minLength: 1, maxLength: 5, selector: (a) => a.mac })
const hex = (n: number) => n.toString(16).padStart(2, '0')
const dashed = (mac: string) => mac.toUpperCase().replaceAll(':', '-')

const HEADINGS: ReadonlyArray<[string, string]> = [
  ['Ethernet adapter Ethernet', 'Wireless LAN adapter Wi-Fi'],
  ['Carte Ethernet Ethernet ', 'Carte réseau sans fil Wi-Fi '],
  ['Adaptador de Ethernet Ethernet', 'Adaptador de LAN inalámbrica Wi-Fi'],
  ['Ethernet-Adapter Ethernet', 'Drahtlos-LAN-Adapter WLAN'],
]

const ipconfig = (list: readonly Adapter[], language: number) =>
  list.flatMap((a, n) => [
    '',
    `${(HEADINGS[language] ?? ['Ethernet adapter Ethernet', 'Wireless LAN adapter Wi-Fi'])[a.wifi ? 1 : 0]}${n ? ` ${n + 1}` : ''}:`,
    '',
    `   Description . . . . . . . . . . . : Adapter ${n}`,
    `   Physical Address. . . . . . . . . : ${dashed(a.mac)}`,
  ])
const getmac = (list: readonly Adapter[]) => [
  'Connection Name Network Adapter Physical Address    Transport Name',
  '=============== =============== =================== ==========================================================',
  ...list.map(
    (a, n) =>
      `${a.wifi ? 'Wi-Fi' : 'Ethernet'} ${n}      Adapter ${n}       ${dashed(a.mac)}   \\Device\\Tcpip_{00000000-0000-0000-0000-00000000000${n}}`,
  ),
]
const ipLink = (list: readonly Adapter[]) =>
  list.flatMap((a, n) => [
    `${n + 2}: ${a.wifi ? 'wlan' : 'eth'}${n}: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP`,
    `    link/ether ${a.mac} brd ff:ff:ff:ff:ff:ff`,
  ])
/** A route through the first adapter's address, and a neighbour table of them all. */
const gateway = (list: readonly Adapter[]) => [
  `default via 192.0.2.1 dev wlan0 proto dhcp metric 600`,
  ...list.map((a, n) => `192.0.2.${n + 1} dev wlan0 lladdr ${a.mac} REACHABLE`),
]

/** How people paste: as printed, indented, as a Markdown list or quote. */
const decorate = (lines: readonly string[], how: number) =>
  lines.map((line) => {
    if (how === 1) return `    ${line}`
    if (how === 2) return `> ${line}`
    if (how === 3) return line ? `- ${line}` : line
    return line
  })

const macOf = (serialId: string) => /(?:[0-9a-f]{2}:){5}[0-9a-f]{2}/.exec(serialId)?.[0]

describe('no reader prints two ids of one type for one device', () => {
  it('ipconfig, getmac /v, ip link and route + ip neigh, pasted four ways', () => {
    fc.assert(
      fc.property(
        adapters,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (list, tool, language, how) => {
          const lines =
            [ipconfig(list, language), getmac(list), ipLink(list), gateway(list)][tool] ?? []
          const { devices } = readText(decorate(lines, how).join('\r\n'))
          const given = new Set(list.map((a) => a.mac))
          const proven = devices.flatMap((device) => (device.serialId ? [device] : []))
          const byDevice = new Map<string, Set<string>>()
          for (const device of proven) {
            const mac = macOf(device.serialId ?? '') ?? ''
            expect(given.has(mac)).toBe(true)
            const key = `${device.kind} ${mac}`
            byDevice.set(key, (byDevice.get(key) ?? new Set()).add(device.serialId ?? ''))
          }
          for (const serialIds of byDevice.values()) expect(serialIds.size).toBe(1)
          // A route names one gateway: never more than one proven.
          if (tool === 3)
            expect(proven.filter((device) => device.kind === 'router')).toHaveLength(1)
          // Every adapter is read, with the kind its heading or name says.
          if (tool < 3)
            expect(proven.map((device) => device.serialId).sort()).toEqual(
              list.map((a) => `${a.wifi ? 'WLAN' : 'Ethernet'};${a.mac};NIC`).sort(),
            )
        },
      ),
      { numRuns: 300 },
    )
  })
})
