import demoSeed from '#mock-server/seed/demo.json' with { type: 'json' }

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')

/**
 * An inventory as people keep it: `rows` devices of every kind, in the forms tools print (BSSIDs in
 * Windows form, USB ids in hex, whole monitor ids), every other one with a location (by id or by name),
 * or every one with `located: 'all'`.
 */
export function inventoryCsv(rows: number, located: 'all' | 'half' = 'half'): string {
  const locations = demoSeed.tenants[0]!.accounts[0]!.locations
  const lines = ['Type;BSSID;Vendor ID;Serial;Product ID;Serial ID;Name;Info;Location']
  for (let n = 0; n < rows; n++) {
    const location = locations[n % locations.length]!
    const where = located === 'half' && n % 2 ? '' : n % 4 < 2 ? location.id : location.name
    const mac =
      `02-1B-${hex((n >> 24) & 255, 2)}-${hex((n >> 16) & 255, 2)}-${hex((n >> 8) & 255, 2)}-${hex(n & 255, 2)}`.toUpperCase()
    if (n % 3 === 0) lines.push(`wifi;${mac};;;;;Corp;5 GHz;${where}`)
    else if (n % 3 === 1)
      lines.push(
        `usb;;0x17ef;DOCK${hex(n, 8).toUpperCase()};0xa387;;Desk ${n} dock;ThinkPad dock;${where}`,
      )
    else
      lines.push(
        `monitor;;;;;"DEL;MON${hex(n, 8).toUpperCase()};A17D";Desk ${n} monitor;Dell U2720Q;${where}`,
      )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
