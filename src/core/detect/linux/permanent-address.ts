import { readText } from '#shared/serial-id/read.ts'
import type { DetectContext } from '../types.ts'

/**
 * The adapter's own (burned-in) address, which `ip -d link` prints as `permaddr` while a random or set one is
 * in use; undefined where ip is missing or does not show it.
 */
export async function permanentAddress(
  { run }: DetectContext,
  name: string,
): Promise<string | undefined> {
  const output = await run({
    file: 'ip',
    args: ['-d', 'link', 'show', 'dev', name],
    label: `ip -d link show dev ${name}`,
  }).catch(() => undefined)
  if (output === undefined || output.code !== 0) return undefined
  const device = readText(output.stdout).devices.find(
    (found) => found.source === 'ip-link' && found.info === name,
  )
  const own = device?.candidates.find((candidate) => candidate.label.includes('permaddr'))
  return own?.parts['mac']
}
