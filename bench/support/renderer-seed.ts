import demoSeed from '#mock-server/seed/demo.json' with { type: 'json' }

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')
const mac = (n: number) =>
  [0x02, 0x1a, (n >> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255]
    .map((b) => hex(b, 2))
    .join(':')

/** The demo seed's tenants, users and keys (the offline demo signs in with its key), with `count` devices of every type. */
export function rendererSeed(count: number) {
  const account = demoSeed.tenants[0]!.accounts[0]!
  const locations = account.locations.map((location) => location.id)
  const devices = Array.from({ length: count }, (_, n) => {
    const base = { accountId: account.id, name: `Device ${n}`, info: `Bench row ${n}` }
    const locationId = n % 3 === 0 ? undefined : locations[n % locations.length]
    const located = { ...base, ...(locationId === undefined ? {} : { locationId }) }
    switch (n % 5) {
      case 0:
        return {
          ...located,
          deviceType: 32,
          serialId: `Network;${mac(n)};WiFi`,
          info: n % 2 ? '5 GHz' : '2.4 GHz',
        }
      case 1:
        return { ...located, deviceType: 4, serialId: `17EF;DOCK${hex(n, 8).toUpperCase()};41863` }
      case 2:
        return { ...located, deviceType: 2, serialId: `DEL;MON${hex(n, 8).toUpperCase()};A17D` }
      case 3:
        return { ...located, deviceType: 8, serialId: `Ethernet;${mac(n)};NIC` }
      default:
        return { ...located, deviceType: 16, serialId: `Network;${mac(n)};Gateway` }
    }
  })
  return { ...demoSeed, devices }
}
