import type { CommandRunner } from '../detect/command-runner.ts'
import { flagValue, POLICY_SETTING, type MachinePolicy } from './policy-value.ts'

/** Group Policy and Intune write machine policies here (Computer Configuration). */
export const WINDOWS_POLICY_KEY = 'HKLM\\SOFTWARE\\Policies\\DeviceRegistryAdmin'

/** Reads DisableUpdates from the machine's policy key: a REG_DWORD 1 (or a REG_SZ "1") turns updates off. */
export async function readWindowsPolicy(run: CommandRunner): Promise<MachinePolicy | null> {
  const source = `${WINDOWS_POLICY_KEY}\\${POLICY_SETTING}`
  const output = await run({
    file: 'reg',
    args: ['query', WINDOWS_POLICY_KEY, '/v', POLICY_SETTING],
    label: `reg query ${source}`,
  })
  if (output.code !== 0) {
    if (/unable to find/i.test(output.stderr)) return null
    throw new Error(`reg query ${source} failed: ${output.stderr.trim() || `exit ${output.code}`}`)
  }
  // `    DisableUpdates    REG_DWORD    0x1`
  const line = output.stdout
    .split(/\r?\n/)
    .map((text) => text.trim().split(/\s{2,}|\t/))
    .find(([name]) => name?.toLowerCase() === POLICY_SETTING.toLowerCase())
  const [, type, data = ''] = line ?? []
  if (type === 'REG_DWORD') return { disabled: Number.parseInt(data, 16) !== 0, source }
  const flag = type === 'REG_SZ' ? flagValue(data) : null
  if (flag !== null) return { disabled: flag, source }
  return {
    disabled: true,
    source,
    problem: `${source} is ${type ?? 'unreadable'} ${data}: set a REG_DWORD 1 or 0; taken as 1`,
  }
}
