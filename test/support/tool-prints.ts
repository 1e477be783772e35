// Tool printouts written by the tests in each tool's documented layout, with invented networks: as long as
// a test needs (a few MiB for a pipe), and never a copy of anyone's output.

export interface ScannedNetwork {
  ssid: string
  bssids: readonly string[]
  /** Windows 11 prints a Band line; Windows 10 does not (the channel says it). */
  band?: '2.4 GHz' | '5 GHz' | '6 GHz'
  channel: number
}

/** `netsh wlan show networks mode=bssid` in English, Windows 11's layout (Band line, Bss Load block). */
export function netshScan(networks: readonly ScannedNetwork[], iface = 'Wi-Fi'): string {
  const lines = [
    '',
    `Interface name : ${iface}`,
    `There are ${networks.length} networks currently visible.`,
    '',
  ]
  networks.forEach((network, n) => {
    lines.push(
      `SSID ${n + 1} : ${network.ssid}`,
      '    Network type            : Infrastructure',
      '    Authentication          : WPA2-Personal',
      '    Encryption              : CCMP',
    )
    network.bssids.forEach((bssid, b) => {
      lines.push(
        `    BSSID ${b + 1}                 : ${bssid}`,
        `         Signal             : ${90 - ((n + b) % 50)}%`,
        '         Radio type         : 802.11ax',
      )
      if (network.band !== undefined) lines.push(`         Band               : ${network.band}`)
      lines.push(
        `         Channel            : ${network.channel}`,
        '         Basic rates (Mbps) : 6 12 24',
        '         Other rates (Mbps) : 9 18 36 48 54',
      )
    })
    lines.push('')
  })
  return lines.join('\r\n')
}

/** A BSSID made from a number: locally administered (02:…), as access points give their extra SSIDs. */
export function numberedBssid(n: number): string {
  const bytes = [0x02, 0x10, (n >> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255]
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(':')
}

/** A scan of `count` access points, four to an SSID, alternating 2.4 and 5 GHz. */
export function largeNetshScan(count: number): string {
  const networks: ScannedNetwork[] = []
  for (let n = 0; n < count; n += 4) {
    const five = (n / 4) % 2 === 1
    networks.push({
      ssid: `Floor-${n / 4}`,
      bssids: Array.from({ length: Math.min(4, count - n) }, (_, i) => numberedBssid(n + i)),
      band: five ? '5 GHz' : '2.4 GHz',
      channel: five ? 36 : 6,
    })
  }
  return netshScan(networks)
}
