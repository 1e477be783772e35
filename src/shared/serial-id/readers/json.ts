import type { TextInput } from './reader.ts'

/** The JSON a tool printed, from its first `{` or `[` to the matching last bracket; undefined if it is none. */
export function parseJson(text: string): unknown {
  const start = text.search(/[{[]/)
  if (start < 0) return undefined
  const end = text.lastIndexOf(text[start] === '{' ? '}' : ']')
  if (end < start) return undefined
  try {
    return JSON.parse(text.slice(start, end + 1))
  } catch {
    return undefined
  }
}

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined

/** The line a value is printed on, searching on from `from` so that repeated values keep their order. */
export function lineOf(input: TextInput, needle: string, from: number): number {
  const index = input.lines.findIndex((line, i) => i >= from && line.includes(needle))
  return index < 0 ? from : index
}
