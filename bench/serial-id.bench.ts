// `npm run bench:serial-id`: validations per second on 1M mixed inputs, beside a plain regex test of the
// same inputs as a baseline; then reading an EDID and a netsh scan (support/serial-id-read.ts). Reference
// figures for later issues; there is no target.
import { validate } from '#shared/serial-id/index.ts'
import { benchReading } from './support/serial-id-read.ts'
import type { DeviceTypeName } from '#shared/api/common.ts'

const COUNT = 1_000_000
const KINDS: DeviceTypeName[] = ['monitor', 'usb', 'nic', 'router', 'wifi']

/** Deterministic inputs, so runs compare (mulberry32). */
let seed = 0x5e71a1
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const hex = (digits: number) =>
  Array.from({ length: digits }, () => pick([...'0123456789abcdef'])).join('')
const mac = () => Array.from({ length: 6 }, () => hex(2)).join(':')
const serial = () =>
  Array.from({ length: 4 + Math.floor(random() * 16) }, () =>
    pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789-#']),
  ).join('')

/** Half valid, half the mistakes admins make (case, separators, hex product ids, wrong words, junk). */
function input(kind: DeviceTypeName): string {
  const valid = random() < 0.5
  const variant = Math.floor(random() * 4)
  switch (kind) {
    case 'wifi':
    case 'router': {
      const tail = kind === 'wifi' ? 'WiFi' : 'Gateway'
      if (valid) return `Network;${mac()};${tail}`
      return (
        [
          `Network;${mac().toUpperCase()};${tail}`,
          `Network;${mac().replaceAll(':', '-')};${tail}`,
          `network;${mac()};${tail.toLowerCase()}`,
          mac(),
        ][variant] ?? ''
      )
    }
    case 'nic': {
      if (valid) return `${pick(['Ethernet', 'WLAN'])};${mac()};NIC`
      return (
        [
          `ethernet;${mac()};NIC`,
          `WLAN;${mac().toUpperCase()};NIC`,
          `Wifi;${mac()};NIC`,
          `WLAN;${mac()}`,
        ][variant] ?? ''
      )
    }
    case 'usb': {
      const product = Math.floor(random() * 65536)
      if (valid) return `${hex(4).toUpperCase()};${serial()};${product}`
      return (
        [
          `${hex(4)};${serial()};${product}`,
          `${hex(4).toUpperCase()};${serial()};0x${product.toString(16)}`,
          `${hex(4).toUpperCase()};;${product}`,
          serial(),
        ][variant] ?? ''
      )
    }
    case 'monitor': {
      const vendor = pick(['DEL', 'SAM', 'GSM', 'LEN', 'ACR', 'PHL'])
      if (valid) return `${vendor};${serial()};${hex(4).toUpperCase()}`
      return (
        [
          `${vendor.toLowerCase()};${serial()};${hex(4)}`,
          `${vendor};${serial()};0x${hex(4)}`,
          `${vendor};${serial()};${hex(5)}`,
          `${vendor};${serial()}`,
        ][variant] ?? ''
      )
    }
  }
}

const BASELINE: Record<DeviceTypeName, RegExp> = {
  monitor: /^[A-Z]{3};[^;]+;[0-9A-F]{4}$/,
  usb: /^[0-9A-F]{4};[^;]+;(?:0|[1-9][0-9]{0,4})$/,
  nic: /^(?:Ethernet|WLAN);[0-9a-f]{2}(?::[0-9a-f]{2}){5};NIC$/,
  router: /^Network;[0-9a-f]{2}(?::[0-9a-f]{2}){5};Gateway$/,
  wifi: /^Network;[0-9a-f]{2}(?::[0-9a-f]{2}){5};WiFi$/,
}

const kinds: DeviceTypeName[] = []
const ids: string[] = []
for (let i = 0; i < COUNT; i++) {
  const kind = pick(KINDS)
  kinds.push(kind)
  ids.push(input(kind))
}

function measure(
  name: string,
  check: (kind: DeviceTypeName, id: string) => boolean,
  only?: (index: number) => boolean,
): number {
  for (let i = 0; i < 50_000; i++) check(kinds[i] as DeviceTypeName, ids[i] as string)
  let valid = 0
  let count = 0
  const start = performance.now()
  for (let i = 0; i < COUNT; i++) {
    if (only !== undefined && !only(i)) continue
    count++
    if (check(kinds[i] as DeviceTypeName, ids[i] as string)) valid++
  }
  const seconds = (performance.now() - start) / 1000
  const perSecond = count / seconds
  console.log(
    `${name.padEnd(28)} ${Math.round(perSecond).toLocaleString('en-US').padStart(12)} /s  (${valid.toLocaleString('en-US')} valid, ${seconds.toFixed(2)} s)`,
  )
  return perSecond
}

console.log(
  `serial id validation, ${COUNT.toLocaleString('en-US')} mixed inputs, Node ${process.version}`,
)
const baseline = measure('baseline: one regex per type', (kind, id) => BASELINE[kind].test(id))
const helper = measure('validate()', (kind, id) => validate(kind, id).ok)
const isValid = ids.map((id, i) => BASELINE[kinds[i] as DeviceTypeName].test(id))
measure(
  '  valid inputs only',
  (kind, id) => validate(kind, id).ok,
  (i) => isValid[i] === true,
)
measure(
  '  invalid inputs only',
  (kind, id) => validate(kind, id).ok,
  (i) => isValid[i] === false,
)
console.log(
  `ratio: validate() runs at ${((helper / baseline) * 100).toFixed(1)}% of the regex baseline (${(baseline / helper).toFixed(1)}x slower); invalid inputs also get messages and suggestions`,
)
benchReading()
