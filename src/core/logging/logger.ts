import { formatLogLine, levelEnabled, type LogLevel } from '#shared/log-line.ts'
import type { Redactor } from '../session/redactor.ts'

/** Where the app's lines come from: main itself, the embedded service, or the window. */
export type LogScope = 'main' | 'service' | 'window'

export interface Logger {
  write(level: LogLevel, scope: LogScope, message: string): void
}

export interface LoggerOptions {
  /** Receives finished lines: the log file, and the console in development. */
  sinks: ReadonlyArray<(line: string) => void>
  /** Every line passes it: whatever secret this process handled is masked. */
  redactor: Redactor
  level?: LogLevel
  now?: () => Date
}

/** The app's logger: one line format, the redactor on every line, a level threshold. */
export function createLogger(options: LoggerOptions): Logger {
  const threshold = options.level ?? 'info'
  const now = options.now ?? (() => new Date())
  return {
    write(level, scope, message) {
      if (!levelEnabled(threshold, level)) return
      const line = formatLogLine(now(), level, scope, options.redactor.redact(message))
      for (const sink of options.sinks) sink(line)
    },
  }
}
