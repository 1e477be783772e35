import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { POLICY_SETTING, type MachinePolicy } from './policy-value.ts'

/** The machine's policy file, writable by root only: `{ "DisableUpdates": true }`. */
export const LINUX_POLICY_FILE = '/etc/device-registry-admin/policy.json'

const PolicyFileSchema = z.looseObject({ [POLICY_SETTING]: z.boolean().optional() })

/** Reads DisableUpdates from the policy file under `root` (/ on a real machine). */
export async function readLinuxPolicy(root: string): Promise<MachinePolicy | null> {
  const source = `${LINUX_POLICY_FILE} ${POLICY_SETTING}`
  let text: string
  try {
    text = await readFile(path.join(root, LINUX_POLICY_FILE), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      disabled: true,
      source,
      problem: `${LINUX_POLICY_FILE} is not JSON (${reason}): fix it or remove it; updates are off until then`,
    }
  }
  const policy = PolicyFileSchema.safeParse(parsed)
  if (policy.success) return { disabled: policy.data[POLICY_SETTING] === true, source }
  return {
    disabled: true,
    source,
    problem: `${LINUX_POLICY_FILE}: ${POLICY_SETTING} must be true or false; updates are off until it is`,
  }
}
