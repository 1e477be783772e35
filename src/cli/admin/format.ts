import { visible } from '#shared/text/visible.ts'

/**
 * A value from outside (a name, a service's message) for a line of text: control characters, line
 * breaks among them, written out as escapes, so it can neither act on the terminal nor add a line.
 */
export const oneLine = (value: string | null | undefined): string => visible(value ?? '')

/** Text of ours for people, with values in it: escapes every control character but our line breaks. */
export const forTerminal = (text: string): string => visible(text, { newlines: true })

/** Rows as aligned columns under a header, for people; --json gives machines the data itself. */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const cells = rows.map((row) => row.map(oneLine))
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((row) => (row[i] ?? '').length)),
  )
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(header), ...cells.map(line)].join('\n') + '\n'
}
