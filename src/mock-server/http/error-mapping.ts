import { LIMITS } from '#shared/api/index.ts'
import { HttpProblem, badRequest } from './problem.ts'

/** Fastify's own error codes, each as the contract's problem. */
const FASTIFY_ERRORS: Record<string, () => HttpProblem> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new HttpProblem(
      413,
      'payload_too_large',
      `The request body exceeds ${LIMITS.bodyBytes} bytes.`,
    ),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new HttpProblem(415, 'unsupported_media_type', 'Send the request body as application/json.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest('The JSON body is empty.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    badRequest('The Content-Length header does not match the body.'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest('The body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_TYPE: () => badRequest('The Content-Type header is empty.'),
  FST_ERR_CTP_INVALID_TYPE: () => badRequest('The Content-Type header is not valid.'),
}

/** Any error a request raised, as a problem; nothing a client sends may become a 5xx. */
export function toHttpProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown }
  if (typeof code === 'string' && FASTIFY_ERRORS[code]) return FASTIFY_ERRORS[code]()
  if (error instanceof SyntaxError) return badRequest('The body is not valid JSON.')
  if (statusCode === 413) return FASTIFY_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE!()
  if (statusCode === 415) return FASTIFY_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE!()
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return badRequest('The request could not be understood.')
  }
  return new HttpProblem(500, 'internal_error', 'The service failed to handle the request.')
}
