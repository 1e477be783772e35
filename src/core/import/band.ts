import type { WifiBand } from '#shared/serial-id/index.ts'
import { bandOfFrequency, normalizeBand } from '#shared/serial-id/read.ts'

/** Radio names whose band is certain: 802.11a and ac only exist at 5 GHz, b and g at 2.4 GHz. */
const RADIOS: Record<string, WifiBand> = {
  a: '5 GHz',
  na: '5 GHz',
  ac: '5 GHz',
  '11a': '5 GHz',
  '11ac': '5 GHz',
  '80211a': '5 GHz',
  '80211ac': '5 GHz',
  b: '2.4 GHz',
  g: '2.4 GHz',
  bg: '2.4 GHz',
  ng: '2.4 GHz',
  bgn: '2.4 GHz',
  '11b': '2.4 GHz',
  '11g': '2.4 GHz',
  '80211b': '2.4 GHz',
  '80211g': '2.4 GHz',
  '80211bg': '2.4 GHz',
  '6e': '6 GHz',
}

/**
 * The band a tool's text means, in the sensor's words, where the meaning is certain: `2.4`, `2,4 GHz`,
 * `5G`, `5GHz/VHT/80MHz` (Aruba), `a-VHT`, `ng` (UniFi), `2412` (MHz). Undefined where it is not (`ax`,
 * `dual`, `2.4/5`).
 */
export function readBand(text: string): WifiBand | undefined {
  if (bands.has(text)) return bands.get(text)
  const band = bandOf(text)
  if (bands.size < 1000) bands.set(text, band)
  return band
}
const bands = new Map<string, WifiBand | undefined>()

function bandOf(text: string): WifiBand | undefined {
  const value = text.trim()
  if (value === '') return undefined
  const direct = normalizeBand(value) ?? normalizeBand(value.replace(/\s*G$/i, ' GHz'))
  if (direct) return direct
  const plain = /^(2[.,]4|5|6)$/.exec(value)?.[1]
  if (plain) return normalizeBand(`${plain} GHz`)
  const mhz = /^(\d{4})(?:\s*MHz)?$/i.exec(value)?.[1]
  if (mhz) return bandOfFrequency(Number(mhz))
  // A wide channel as the centre frequencies of its 20 MHz parts (5180 5200 5220 5240): one band, the primary's.
  if (/^\d{4}(?:[\s,;/]+\d{4})+(?:\s*MHz)?$/i.test(value)) {
    const found = new Set(value.match(/\d{4}/g)?.map((f) => bandOfFrequency(Number(f))))
    const [only] = found
    if (found.size === 1 && only) return only
  }
  // Aruba writes band/ht-mode/bandwidth (5GHz/VHT/80MHz) or phy (a-VHT, g-HE).
  const first = value.split('/')[0] ?? ''
  if (first !== value && /GHz$/i.test(first)) {
    const band = bandOf(first)
    if (band) return band
  }
  const phy = /^([ag])-[A-Z]+$/i.exec(value)?.[1]
  if (phy) return phy.toLowerCase() === 'a' ? '5 GHz' : '2.4 GHz'
  return RADIOS[value.toLowerCase().replace(/[\s./-]+/g, '')]
}
