import { expect } from 'vitest'
import { ProblemSchema } from '#shared/api/index.ts'
import type { ProblemCode } from '#shared/api/index.ts'
import type { CallResult } from './http.ts'

/** The response is the contract's problem+json with this status and code. */
export function expectProblem(
  result: CallResult,
  status: number,
  code?: ProblemCode | ProblemCode[],
): void {
  expect(result.status, result.text).toBe(status)
  expect(result.headers.get('content-type')).toMatch(/^application\/problem\+json/)
  const problem = ProblemSchema.parse(result.body)
  expect(problem.status).toBe(status)
  if (code !== undefined) expect([code].flat()).toContain(problem.code)
}
