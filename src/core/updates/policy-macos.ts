import type { CommandRunner } from '../detect/command-runner.ts'
import { APP_ID } from '../paths.ts'
import { flagValue, POLICY_SETTING, type MachinePolicy } from './policy-value.ts'

/** Where a configuration profile (MDM) puts the app's managed preferences, for every user. */
export const MAC_MANAGED_PREFERENCES = `/Library/Managed Preferences/${APP_ID}`

/** Reads DisableUpdates from the managed preferences (a binary or XML plist: `defaults` reads both). */
export async function readMacPolicy(run: CommandRunner): Promise<MachinePolicy | null> {
  const source = `${MAC_MANAGED_PREFERENCES}.plist ${POLICY_SETTING}`
  const output = await run({
    file: 'defaults',
    args: ['read', MAC_MANAGED_PREFERENCES, POLICY_SETTING],
    label: `defaults read "${MAC_MANAGED_PREFERENCES}" ${POLICY_SETTING}`,
  })
  if (output.code !== 0) {
    if (/does not exist/.test(output.stderr)) return null
    throw new Error(
      `defaults read ${source} failed: ${output.stderr.trim() || `exit ${output.code}`}`,
    )
  }
  const flag = flagValue(output.stdout)
  if (flag !== null) return { disabled: flag, source }
  return {
    disabled: true,
    source,
    problem: `${source} is "${output.stdout.trim()}": set a boolean (true or false); taken as true`,
  }
}
