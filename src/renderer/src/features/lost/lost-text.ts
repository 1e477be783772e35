import type { LostDevice } from '#shared/ipc/registry.ts'

const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' })

/** "on 26 Nov", or "between 24 Nov and 26 Nov": when the lost devices were registered. */
export function registeredWhen(devices: readonly LostDevice[]): string {
  const days = [...new Set(devices.map((device) => day.format(new Date(device.registeredAt))))]
  if (days.length <= 1) return `on ${days[0] ?? ''}`
  return `between ${days[0]} and ${days[days.length - 1]}`
}

/** The notice's sentence: how many, when registered, and what happened to them. */
export function lostSentence(devices: readonly LostDevice[]): string {
  const count = devices.length
  const what = count === 1 ? '1 device you registered' : `${count} devices you registered`
  if (devices.every((device) => device.certain))
    return `${what} ${registeredWhen(devices)} ${count === 1 ? 'was' : 'were'} lost when the service restarted: it no longer has ${count === 1 ? 'it' : 'them'}.`
  return `${what} ${registeredWhen(devices)} ${count === 1 ? 'is' : 'are'} not listed by the service. It lists paired devices only, so ${count === 1 ? 'it' : 'they'} may be unpaired, or lost when it restarted.`
}
