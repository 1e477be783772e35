import type { Redactor } from '../session/redactor.ts'
import { openLogFile } from './log-file.ts'
import { createLogger, type Logger } from './logger.ts'

export interface AppLog {
  logger: Logger
  /** The current file (main.log in the logs folder). */
  path: string
  close(): void
}

/** The app's log: main.log in the logs folder, rotated by size, every line through the redactor. */
export function openAppLog(options: {
  dir: string
  redactor: Redactor
  /** Also print each line (development). */
  console?: boolean
}): AppLog {
  const file = openLogFile(options.dir)
  const sinks = options.console ? [file.write, (line: string) => console.log(line)] : [file.write]
  return {
    logger: createLogger({ redactor: options.redactor, sinks }),
    path: file.path,
    close: () => file.close(),
  }
}
