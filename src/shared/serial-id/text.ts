import type { PartProblem } from './types.ts'

/** A value for a message, without its quotes: JSON-escaped (control characters visible), cut to a readable length. */
export function quoted(value: string, max = 40): string {
  const cut = value.length > max ? `${value.slice(0, max)}…` : value
  return JSON.stringify(cut).slice(1, -1)
}

/** Quotes a value for a message, as `quoted` writes it. */
export function quote(value: string, max = 40): string {
  return `"${quoted(value, max)}"`
}

export function ok(value: string): { ok: true; value: string } {
  return { ok: true, value }
}

export function fail(problem: PartProblem): { ok: false } & PartProblem {
  return { ok: false, ...problem }
}
