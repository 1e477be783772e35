// One line format for every log of the project: the app's log file (main, the embedded service,
// renderer errors) and the headless mock server's console print the same lines.

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Whether a line of `level` is written when the threshold is `threshold` (error < warn < info < debug). */
export function levelEnabled(threshold: LogLevel, level: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(threshold)
}

/** `<ISO time> <LEVEL> [scope] message`; further lines of the message (a stack) are indented. */
export function formatLogLine(time: Date, level: LogLevel, scope: string, message: string): string {
  const text = message.replace(/\r?\n/g, '\n    ')
  return `${time.toISOString()} ${level.toUpperCase().padEnd(5)} [${scope}] ${text}`
}
