import { endpoints } from '#shared/api/endpoints.ts'
import { ProblemSchema } from '#shared/api/problem.ts'
import type { Credentials, Http } from './http.ts'

const CREATE = endpoints.createApiKey
const REVOKE = endpoints.revokeApiKey

/** Whether an OpenAPI document lists both key operations (null: it is no document we can read). */
function listedIn(document: unknown): boolean | null {
  if (typeof document !== 'object' || document === null || !('paths' in document)) return null
  const paths = (document as { paths: unknown }).paths
  if (typeof paths !== 'object' || paths === null) return null
  const has = (path: string, method: string) => {
    const item = (paths as Record<string, unknown>)[path]
    return typeof item === 'object' && item !== null && method.toLowerCase() in item
  }
  return has(CREATE.path, CREATE.method) && has(REVOKE.path, REVOKE.method)
}

/**
 * Whether the service creates and revokes keys: its OpenAPI document lists both operations, or,
 * without a document, a revoke with no id is refused as invalid (400) or not allowed (403) rather than
 * unknown (404, 405). That probe changes nothing on any service.
 */
export async function managesApiKeys(http: Http, credentials: Credentials): Promise<boolean> {
  const document = await http.send({
    method: 'GET',
    path: '/openapi.json',
    credentials: null,
    retry: true,
  })
  if (document.status === 200) {
    const listed = listedIn(document.body)
    if (listed !== null) return listed
  }
  const probe = await http.send({
    method: REVOKE.method,
    path: REVOKE.path,
    body: {},
    credentials,
    retry: false,
  })
  if (probe.status === 403) return true
  if (probe.status !== 400) return false
  const problem = ProblemSchema.safeParse(probe.body)
  return problem.success && problem.data.code === 'validation_failed'
}
