import { detectedKey, type DetectedDevice } from '#shared/ipc/detect.ts'

/** The kinds a desk has: what the survey detects every 2 s (Wi-Fi and the gateway belong to areas). */
export const DESK_KINDS = ['monitor', 'usb', 'nic'] as const

/** What the laptop has of its own: the keys of the baseline's devices, and its adapters by name. */
export interface Baseline {
  keys: ReadonlySet<string>
  /** Adapters by interface name: one that changes its address (a random MAC) is still the laptop's. */
  adapters: ReadonlySet<string>
}

export function baselineOf(devices: readonly DetectedDevice[]): Baseline {
  return {
    keys: new Set(devices.map(detectedKey)),
    adapters: new Set(
      devices.flatMap((device) =>
        device.kind === 'nic' && device.where !== undefined ? [device.where] : [],
      ),
    ),
  }
}

/** The devices that are not the laptop's own: what was plugged in since the baseline. */
export function appearedSince(
  baseline: Baseline,
  devices: readonly DetectedDevice[],
): DetectedDevice[] {
  return devices.filter((device) => {
    if (!(DESK_KINDS as readonly string[]).includes(device.kind)) return false
    if (baseline.keys.has(detectedKey(device))) return false
    return !(device.kind === 'nic' && device.where && baseline.adapters.has(device.where))
  })
}
