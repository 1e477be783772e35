import type { CommandRunner } from '../detect/command-runner.ts'
import { readLinuxPolicy } from './policy-linux.ts'
import { readMacPolicy } from './policy-macos.ts'
import { flagValue, type MachinePolicy } from './policy-value.ts'
import { readWindowsPolicy } from './policy-windows.ts'

/** The environment variable that turns self-update off for one user or one start. */
export const UPDATES_ENV = 'DEVICE_ADMIN_DISABLE_UPDATES'

export type UpdatePolicy =
  | { disabled: false; notes: readonly string[] }
  | { disabled: true; by: 'organisation' | 'environment'; source: string; notes: readonly string[] }

export interface PolicyInputs {
  platform: NodeJS.Platform
  env: Record<string, string | undefined>
  /** Runs `reg` (Windows) and `defaults` (macOS). */
  run: CommandRunner
  /** Where /etc is found (Linux); tests hand in a folder. */
  root?: string
}

/** The machine's policy, then the environment: either can turn self-update off. */
export async function readUpdatePolicy(inputs: PolicyInputs): Promise<UpdatePolicy> {
  const notes: string[] = []
  const machine = await readMachinePolicy(inputs).catch((error: unknown) => {
    notes.push(`update policy not read: ${error instanceof Error ? error.message : String(error)}`)
    return null
  })
  if (machine?.problem) notes.push(machine.problem)
  if (machine?.disabled)
    return { disabled: true, by: 'organisation', source: machine.source, notes }

  const flag = flagValue(inputs.env[UPDATES_ENV])
  if (flag === null)
    notes.push(`${UPDATES_ENV}=${inputs.env[UPDATES_ENV]} is neither 1 nor 0: taken as 1`)
  if (flag !== false) return { disabled: true, by: 'environment', source: UPDATES_ENV, notes }
  return { disabled: false, notes }
}

function readMachinePolicy(inputs: PolicyInputs): Promise<MachinePolicy | null> {
  if (inputs.platform === 'win32') return readWindowsPolicy(inputs.run)
  if (inputs.platform === 'darwin') return readMacPolicy(inputs.run)
  return readLinuxPolicy(inputs.root ?? '/')
}
