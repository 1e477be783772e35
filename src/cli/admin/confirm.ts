import { createInterface } from 'node:readline/promises'
import type { Writable } from 'node:stream'
import { flag } from './args.ts'
import type { CommandContext } from './command.ts'
import { commandError, usageError } from './errors.ts'

/** One line from the terminal: yes for "y", "yes", "j" or "ja", in any case; anything else is no. */
export async function askYesNo(
  question: string,
  answers: string | undefined,
  input: NodeJS.ReadStream,
  output: Writable,
): Promise<boolean> {
  const lines = createInterface({ input, output, terminal: true })
  try {
    const answer = await lines.question(`${question} ${answers ?? '[y/N]'} `)
    return /^\s*(y(es)?|ja?)\s*$/i.test(answer)
  } finally {
    lines.close()
    input.pause()
  }
}

/**
 * A change that cannot be taken back goes ahead with --yes, or when the person at the terminal says
 * yes; without a terminal and without --yes it is refused, so a script never does it by accident.
 */
export async function confirmed(context: CommandContext, question: string): Promise<void> {
  if (flag(context.args, 'yes')) return
  const ask = context.io.confirm
  if (!ask) throw usageError('cli.confirm.no-terminal', { question })
  if (!(await ask(question))) throw commandError('cancelled', 'cli.confirm.cancelled')
}
