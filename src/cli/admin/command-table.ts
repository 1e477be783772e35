import type { Command } from './command.ts'
import { activityCommands } from './commands/activity.ts'
import { apiKeyCommands } from './commands/api-keys.ts'
import { detectCommands } from './commands/detect.ts'
import { deviceCommands } from './commands/devices.ts'
import { importCommands } from './commands/import-export.ts'
import { directoryCommands } from './commands/directory.ts'
import { profileCommands } from './commands/profiles.ts'
import { sessionCommands } from './commands/session.ts'
import { surveyCommands } from './commands/survey.ts'
import { matchCommands } from './commands/match.ts'
import { usageError } from './errors.ts'

export const commands: Record<string, Command> = {
  ...profileCommands,
  ...sessionCommands,
  ...deviceCommands,
  ...directoryCommands,
  ...apiKeyCommands,
  ...detectCommands,
  ...surveyCommands,
  ...importCommands,
  ...activityCommands,
  ...matchCommands,
}

/** Edits (insert, delete, substitute) from one word to another. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitute = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, substitute))
    }
    previous = row
  }
  return previous[b.length]!
}

/** The command a mistyped one probably meant, by its first word ("device list" → "devices list"). */
function closest(words: readonly string[]): string | undefined {
  const typed = words.slice(0, 2).join(' ').toLowerCase()
  let best: { name: string; edits: number } | undefined
  for (const name of Object.keys(commands)) {
    const edits = distance(typed.slice(0, name.length + 2), name)
    if (edits <= 2 && (!best || edits < best.edits)) best = { name, edits }
  }
  return best?.name
}

/** The command the positional words name, and the words after it. */
export function findCommand(positionals: readonly string[]): {
  name: string
  command: Command
  operands: string[]
} {
  for (const length of [2, 1]) {
    const name = positionals.slice(0, length).join(' ')
    // Own keys only: "constructor" or "toString" is no command.
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined
    if (positionals.length >= length && command)
      return { name, command, operands: positionals.slice(length) }
  }
  if (!positionals.length) throw usageError('cli.command.missing')
  // The word is not quoted back: it may be a secret pasted in the wrong place.
  const guess = closest(positionals)
  throw guess
    ? usageError('cli.command.unknown-guess', { guess })
    : usageError('cli.command.unknown')
}
