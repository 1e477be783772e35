import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import { fieldIssues, type FieldIssue } from '#shared/zod-issues.ts'
import { PROBLEM_CONTENT_TYPE } from '#shared/api/index.ts'
import type { Problem, ProblemCode } from '#shared/api/index.ts'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
}

/** Thrown anywhere in a request; the error handler turns it into `application/problem+json`. */
export class HttpProblem extends Error {
  readonly status: number
  readonly code: ProblemCode
  readonly errors?: FieldIssue[]
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: ProblemCode,
    detail: string,
    extra: { errors?: FieldIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(detail)
    this.status = status
    this.code = code
    this.errors = extra.errors
    this.headers = extra.headers ?? {}
  }

  toProblem(): Problem {
    return {
      type: `https://device-registry.example/problems/${this.code.replaceAll('_', '-')}`,
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
    }
  }
}

export const badRequest = (detail: string) => new HttpProblem(400, 'bad_request', detail)
export const forbidden = (detail: string) => new HttpProblem(403, 'forbidden', detail)
export const notFound = (detail: string) => new HttpProblem(404, 'not_found', detail)
export const unauthenticated = (detail: string) =>
  new HttpProblem(401, 'unauthenticated', detail, { headers: { 'www-authenticate': 'Bearer' } })

/** A 400 naming the first bad field in its detail and every one in `errors`. */
export function validationFailed(issues: readonly z.core.$ZodIssue[], what: string): HttpProblem {
  const errors = fieldIssues(issues)
  const first = errors[0]
  const detail = first
    ? `The ${what} is not valid: ${first.path ? `${first.path}: ` : ''}${first.message}`
    : `The ${what} is not valid.`
  return new HttpProblem(400, 'validation_failed', detail, { errors })
}

export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  return (
    reply
      .code(problem.status)
      .headers(problem.headers)
      .header('content-type', PROBLEM_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      // Also where no onSend hook runs (a URL Fastify could not route).
      .header('x-content-type-options', 'nosniff')
      .send(JSON.stringify(problem.toProblem()))
  )
}
