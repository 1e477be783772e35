import type { z } from 'zod'
import { UserFacingError } from '#shared/errors.ts'
import type { HttpResponse } from './http.ts'

// An answer that is not the contract, said in words: what came, and what was expected instead.

const WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return 'text'
  if (typeof value === 'number') return 'a number'
  if (typeof value === 'boolean') return 'true or false'
  return 'an object'
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** The top-level fields the answer must have: `a JSON object with "status" and "devices"`. */
function expectation(schema: z.ZodType): string {
  const shape = (schema as { shape?: Record<string, unknown> }).shape
  const keys = shape ? Object.keys(shape).map((key) => `"${key}"`) : []
  if (keys.length === 0) return 'a JSON object'
  const last = keys.pop()
  return `a JSON object with ${keys.length ? `${keys.join(', ')} and ${last}` : last}`
}

/** The first issue as a sentence: `"devices.3.serialId" is missing`, `… is a number where text belongs`. */
function firstIssue(issues: readonly z.core.$ZodIssue[], body: unknown, schema: z.ZodType): string {
  const issue = issues[0]
  if (!issue) return `it is not ${expectation(schema)}`
  const where = issue.path.length ? `"${issue.path.map(String).join('.')}"` : 'the body'
  if (issue.code === 'invalid_type') {
    const value = valueAt(body, issue.path)
    const wanted = issue.path.length
      ? (WORDS[issue.expected] ?? issue.expected)
      : expectation(schema)
    return value === undefined
      ? `${where} is missing`
      : `${where} is ${kindOf(value)} where ${wanted} belongs`
  }
  return `${where}: ${issue.message}`
}

function whatCame(response: HttpResponse): string {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim()
  if (response.form === 'empty') return 'an empty body'
  if (type?.includes('html')) return `an HTML page (${type})`
  return `text that is not JSON${type ? ` (${type})` : ''}`
}

export function unexpectedForm(
  schema: z.ZodType,
  response: HttpResponse,
  issues: readonly z.core.$ZodIssue[],
  what: string,
): UserFacingError {
  const found =
    response.form === 'json'
      ? `in an unexpected form (${firstIssue(issues, response.body, schema)}${issues.length > 1 ? `, and ${issues.length - 1} more` : ''})`
      : `with ${whatCame(response)} where ${expectation(schema)} belongs`
  return new UserFacingError(
    'bad_response',
    `The service answered ${what} ${found}. Is the profile's URL that of the admin service?`,
  )
}
