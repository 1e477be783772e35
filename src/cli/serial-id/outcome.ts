import type { DeviceTypeName } from '#shared/api/common.ts'
import { resolveKind, type Candidate, type SerialWarning } from '#shared/serial-id/index.ts'

/** What a command prints and how it exits: 0 ok, 1 invalid input (reason on stderr), 2 usage error. */
export interface Outcome {
  code: 0 | 1 | 2
  stdout?: string
  stderr?: string
}

export function usageError(message: string): Outcome {
  return { code: 2, stderr: `${message}\nRun with --help for usage.\n` }
}

export function kindArg(value: string | undefined): DeviceTypeName | Outcome {
  const text = (value ?? '').toLowerCase()
  const kind = resolveKind(/^\d+$/.test(text) ? Number(text) : text)
  return (
    kind ??
    usageError(
      `Unknown device type ${JSON.stringify(value ?? '')}: use monitor, usb, nic, router or wifi.`,
    )
  )
}

export function errorLines(errors: ReadonlyArray<{ part: string; message: string }>): string {
  return errors.map((error) => `${error.part}: ${error.message}\n`).join('')
}

export function warningLines(warnings: readonly SerialWarning[], prefix = ''): string {
  return warnings.map((warning) => `${prefix}warning: ${warning.message}\n`).join('')
}

/** The ids to choose from, aligned: `  0BDA;S;33107   hex, as lsusb, …`. */
export function candidateLines(candidates: readonly Candidate[]): string {
  const width = Math.max(...candidates.map((candidate) => candidate.serialId.length))
  return candidates
    .map((candidate) => `  ${candidate.serialId.padEnd(width)}   ${candidate.label}\n`)
    .join('')
}
