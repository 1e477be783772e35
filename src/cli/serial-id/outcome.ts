import type { DeviceTypeName } from '#shared/api/common.ts'
import type { MessageValues } from '#shared/messages/format.ts'
import { resolveKind, type Candidate, type SerialWarning } from '#shared/serial-id/index.ts'
import type { CliMessageId, Say } from '../language.ts'

/** What a command prints and how it exits: 0 ok, 1 invalid input (reason on stderr), 2 usage error. */
export interface Outcome {
  code: 0 | 1 | 2
  stdout?: string
  stderr?: string
}

/** A bad command line, in the command line's language, with the pointer to --help. */
export function usageError(t: Say, id: CliMessageId, values?: MessageValues): Outcome {
  return { code: 2, stderr: `${t(id, values)}\n${t('cli.usage-hint')}\n` }
}

export function kindArg(value: string | undefined, t: Say): DeviceTypeName | Outcome {
  const text = (value ?? '').toLowerCase()
  const kind = resolveKind(/^\d+$/.test(text) ? Number(text) : text)
  return kind ?? usageError(t, 'cli.serial-id.unknown-type', { type: JSON.stringify(value ?? '') })
}

export function errorLines(errors: ReadonlyArray<{ part: string; message: string }>): string {
  return errors.map((error) => `${error.part}: ${error.message}\n`).join('')
}

// "warning:" stays as it is in every language, as "Error:" does: a mark that scripts look for.
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
