import { Readable } from 'node:stream'
import type { Endpoint } from '../../shared/api/index.ts'
import type { SerializedCache } from '../routes/cached-body.ts'
import type { ListBody } from '../routes/list-body.ts'

/** Longer lists are streamed rather than serialized whole and cached. */
export const STREAM_ABOVE_ITEMS = 2_000
const ITEMS_PER_CHUNK = 500

/** The success body as JSON, parsed through the response schema: a field not in the contract never leaves. */
export function serialize(endpoint: Endpoint, output: unknown): string {
  return JSON.stringify(endpoint.response.parse(output))
}

function* chunks<T>(list: ListBody<T>, items: readonly T[]): Generator<string> {
  yield `{"status":"OK",${JSON.stringify(list.field)}:[`
  for (let start = 0; start < items.length; start += ITEMS_PER_CHUNK) {
    const chunk = items.slice(start, start + ITEMS_PER_CHUNK)
    const json = chunk.map((item) => JSON.stringify(list.itemSchema.parse(item))).join(',')
    yield start === 0 ? json : `,${json}`
  }
  yield ']}'
}

/**
 * A short list is serialized once per version and served from the cache after. A long one (100,000
 * devices: 14 MB of JSON) is streamed a few hundred items at a time from the list as it was when the
 * request came: memory stays flat, and other requests are answered between the chunks.
 */
export function listReply<T>(
  endpoint: Endpoint,
  cache: SerializedCache,
  list: ListBody<T>,
): Buffer | Readable {
  const cached = cache.find(list.key)
  if (cached) return cached
  const items = list.items()
  if (items.length > STREAM_ABOVE_ITEMS)
    return Readable.from(chunks(list, items), { objectMode: false })
  return cache.get(list.key, () => serialize(endpoint, { status: 'OK', [list.field]: items }))
}
