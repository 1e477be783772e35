/** The one name of the setting: registry value, managed preference key, /etc policy file key. */
export const POLICY_SETTING = 'DisableUpdates'

/** What one machine-wide setting says: off or not, where it was read, and what was wrong with it. */
export interface MachinePolicy {
  disabled: boolean
  /** Where it is set, for the log: `HKLM\SOFTWARE\Policies\DeviceRegistryAdmin\DisableUpdates`. */
  source: string
  /** A value that is neither on nor off: taken as "updates off" (the safe reading of a policy), and logged. */
  problem?: string
}

/** `1`, `true`, `yes` are on; `0`, `false`, `no` and nothing are off; anything else is null. */
export function flagValue(text: string | undefined): boolean | null {
  const value = (text ?? '').trim().toLowerCase()
  if (['1', 'true', 'yes'].includes(value)) return true
  if (['', '0', 'false', 'no'].includes(value)) return false
  return null
}
