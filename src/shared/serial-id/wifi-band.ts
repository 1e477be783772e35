/** The band as the sensor reports it in a Wi-Fi device's info. */
export type WifiBand = '2.4 GHz' | '5 GHz' | '6 GHz'

/**
 * The band of a channel number. Channels 1–14 are 2.4 GHz and 32–177 are 5 GHz; 6 GHz reuses 1–233, so a
 * tool that can see 6 GHz must name the band itself (netsh, system_profiler) or give the frequency (iw, nmcli).
 */
export function bandOfChannel(channel: number): WifiBand | undefined {
  if (channel >= 1 && channel <= 14) return '2.4 GHz'
  if (channel >= 32 && channel <= 177) return '5 GHz'
  return undefined
}

/** The band of a centre frequency in MHz. */
export function bandOfFrequency(mhz: number): WifiBand | undefined {
  if (mhz >= 2400 && mhz < 2500) return '2.4 GHz'
  if (mhz >= 4900 && mhz <= 5925) return '5 GHz'
  if (mhz > 5925 && mhz <= 7125) return '6 GHz'
  return undefined
}

/** A band as a tool prints it ('2,4 GHz', '5GHz', '6 GHz') in the sensor's form. */
export function normalizeBand(text: string): WifiBand | undefined {
  const match = /^(2[.,]4|5|6)\s*GHz$/i.exec(text.trim())
  if (match?.[1] === undefined) return undefined
  return match[1] === '5' ? '5 GHz' : match[1] === '6' ? '6 GHz' : '2.4 GHz'
}
