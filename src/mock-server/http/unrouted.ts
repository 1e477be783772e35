import { HttpProblem, notFound } from './problem.ts'

/** The answer to a request no route takes: 405 with Allow on a known path, else 404. */
export function unroutedProblem(paths: ReadonlyMap<string, string[]>, url: string): HttpProblem {
  const path = url.split('?')[0] ?? ''
  const allowed = paths.get(path)
  // The path is not echoed: a client may have put a secret in it by mistake.
  if (!allowed) return notFound('No route has this path; see /openapi.json.')
  return new HttpProblem(405, 'method_not_allowed', `${path} accepts ${allowed.join(', ')} only.`, {
    headers: { allow: allowed.join(', ') },
  })
}
