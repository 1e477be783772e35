import { coded } from '../coded-text.ts'
import type { CandidateCode, CandidateLabel, PartProblem } from './types.ts'

/** A value for a message (which quotes it): JSON-escaped (control characters visible), cut to a readable length. */
export function quoted(value: string, max = 40): string {
  const cut = value.length > max ? `${value.slice(0, max)}…` : value
  return JSON.stringify(cut).slice(1, -1)
}

export function ok(value: string): { ok: true; value: string } {
  return { ok: true, value }
}

export function fail(problem: PartProblem): { ok: false } & PartProblem {
  return { ok: false, ...problem }
}

/** A candidate's label, said with its catalog message and the values it names. */
export function candidateLabel(
  id: `serialId.candidate.${CandidateCode}`,
  values?: Record<string, string>,
): CandidateLabel {
  const label = coded(id, values)
  return {
    label: label.message,
    labelCode: label.code,
    labelId: label.id,
    ...(values === undefined ? {} : { labelValues: values }),
  }
}
