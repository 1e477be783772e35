import { coded } from '../../coded-text.ts'
import type { FoundDevice, ReadNotice } from '../types.ts'
import { bandOfChannel, bandOfFrequency } from '../wifi-band.ts'
import { NOTHING, collect, lineAt, type TextInput, type TextReader } from './reader.ts'
import { wifiDevice } from './wifi-device.ts'

/** `BSS f0:99:bf:0e:86:98(on wlan0) -- associated` (scan) or `Connected to fe:dc:…(on wlp1s0)` (link). */
const START = /^(?:BSS|Connected to) ((?:[0-9a-f]{2}:){5}[0-9a-f]{2})\s*\(on /i
const FREQ = /^\s*freq:\s*(\d+)(?:\.\d+)?\s*$/
const SSID = /^\s*SSID:\s?(.*)$/
const CHANNEL = /^\s*(?:DS Parameter set: channel|\* primary channel:)\s*(\d+)/

/** iw prints bytes outside printable ASCII as \xNN; they are UTF-8 (all zeros: a hidden SSID). */
function decodeSsid(text: string): string {
  if (!text.includes('\\x')) return text
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = /^\\x([0-9a-f]{2})/i.exec(text.slice(i))?.[1]
    if (hex !== undefined) {
      bytes.push(parseInt(hex, 16))
      i += 3
    } else bytes.push(text.charCodeAt(i))
  }
  if (bytes.every((byte) => byte === 0)) return ''
  return new TextDecoder().decode(new Uint8Array(bytes))
}

function device(input: TextInput, start: number, end: number, bssid: string) {
  let ssid = ''
  let freq: number | undefined
  let channel: number | undefined
  for (const line of input.lines.slice(start + 1, end)) {
    const f = FREQ.exec(line)?.[1]
    const s = SSID.exec(line)?.[1]
    const c = CHANNEL.exec(line)?.[1]
    if (f !== undefined) freq ??= Number(f)
    else if (s !== undefined) ssid ||= decodeSsid(s)
    else if (c !== undefined) channel ??= Number(c)
  }
  const band =
    freq !== undefined
      ? bandOfFrequency(freq)
      : channel === undefined
        ? undefined
        : bandOfChannel(channel)
  return wifiDevice(bssid, ssid, band, lineAt('iw', input, start))
}

/** A BSS line whose address someone masked before sharing it (`BSS xx:xx:xx:xx:3e:41(on wlan0)`). */
const MASKED = /^(?:BSS|Connected to) ((?:[0-9a-fx]{2}:){5}[0-9a-fx]{2})\s*\(on /i

/** `iw dev wlan0 scan` (every BSS) and `iw dev wlan0 link` (the one connected to). */
export const iwReader: TextReader = {
  source: 'iw',
  label: 'iw dev … scan',
  read(input) {
    const starts = input.lines.flatMap((line, index) => (START.test(line) ? [index] : []))
    const masked = input.lines.flatMap((line, index) =>
      !START.test(line) && MASKED.test(line) ? [index] : [],
    )
    const notices: ReadNotice[] = masked.map((index) => {
      const bssid = MASKED.exec(input.lines[index] ?? '')?.[1] ?? ''
      return {
        source: 'iw',
        line: index + 1,
        ...coded('serialId.notice.bssid-masked', { line: index + 1, bssid }),
      }
    })
    if (starts.length === 0) return notices.length === 0 ? NOTHING : { devices: [], notices }
    const devices: Array<FoundDevice | undefined> = starts.map((start, n) => {
      const bssid = START.exec(input.lines[start] ?? '')?.[1] ?? ''
      return device(input, start, starts[n + 1] ?? input.lines.length, bssid)
    })
    return { devices: collect(devices), notices }
  },
}
