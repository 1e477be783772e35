export interface CallOptions {
  method?: string
  /** An API key secret, sent as X-API-Key. */
  key?: string
  /** A bearer token. */
  token?: string
  /** JSON-encoded and sent as application/json. */
  json?: unknown
  /** Sent as is (with whatever content-type headers say). */
  body?: string
  headers?: Record<string, string>
}

export interface CallResult {
  status: number
  headers: Headers
  text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

/** Every response the suite has seen in this worker: the secret scan reads it. */
export const seenResponses: {
  url: string
  status: number
  headers: [string, string][]
  text: string
}[] = []

/** One HTTP request with real fetch; the body is parsed when it is JSON. */
export async function call(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.key !== undefined) headers['x-api-key'] = options.key
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
  let body = options.body
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['content-type'] ??= 'application/json'
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST')
  const response = await fetch(baseUrl + path, { method, headers, body })
  const text = await response.text()
  seenResponses.push({ url: path, status: response.status, headers: [...response.headers], text })
  let parsed: unknown = undefined
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '')
    parsed = JSON.parse(text)
  return { status: response.status, headers: response.headers, text, body: parsed }
}
