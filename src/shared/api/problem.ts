import { z } from 'zod'

export const ProblemCodeSchema = z.enum([
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  /** Beyond the contract: a server-side bound was reached (e.g. too many unpaired devices). */
  'limit_exceeded',
  /** A fault of the service itself; the mock server is built never to send it. */
  'internal_error',
])
export type ProblemCode = z.infer<typeof ProblemCodeSchema>

/** RFC 9457 problem details, as `application/problem+json`, with a machine code and per-field errors. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: ProblemCodeSchema,
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type Problem = z.infer<typeof ProblemSchema>

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'
