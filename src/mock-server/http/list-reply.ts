import { Readable } from 'node:stream'
import type { Endpoint } from '#shared/api/index.ts'
import type { SerializedCache } from '../routes/cached-body.ts'
import type { ListBody } from '../routes/list-body.ts'

/** Longer lists are streamed rather than serialized whole and cached. */
export const STREAM_ABOVE_ITEMS = 2_000
const ITEMS_PER_CHUNK = 500

/** A list body as JSON, parsed through the response schema once per version of the list. */
function serialize(endpoint: Endpoint, output: unknown): string {
  return JSON.stringify(endpoint.response.parse(output))
}

/**
 * `{"status":"OK","<field>":[` and then a few hundred items per read, each read on a later turn of the
 * event loop: requests arriving meanwhile are answered between the pieces, not after the whole list.
 */
class ListStream<T> extends Readable {
  private next = 0
  private readonly list: ListBody<T>
  private readonly items: readonly T[]
  /** The item schema's fields: JSON.stringify writes these and no other (without copying each item). */
  private readonly fields: string[]

  constructor(list: ListBody<T>, items: readonly T[]) {
    super()
    this.list = list
    this.items = items
    this.fields = Object.keys(list.itemSchema.shape)
  }

  override _read(): void {
    setImmediate(() => this.push(this.piece()))
  }

  /** The next piece of JSON, then null once `]}` was sent. */
  private piece(): string | null {
    const start = this.next
    if (start > this.items.length) return null
    if (start === this.items.length) {
      this.next += 1
      return ']}'
    }
    const end = Math.min(start + ITEMS_PER_CHUNK, this.items.length)
    this.next = end
    const json = JSON.stringify(this.items.slice(start, end), this.fields).slice(1, -1)
    return start === 0 ? `{"status":"OK",${JSON.stringify(this.list.field)}:[${json}` : `,${json}`
  }
}

/**
 * A short list is serialized once per version and served from the cache after. A long one (100,000
 * devices: 14 MB of JSON) is streamed a few hundred items at a time from the list as it was when the
 * request came: no 14 MB string is ever built, and other requests are answered between the pieces.
 */
export function listReply<T>(
  endpoint: Endpoint,
  cache: SerializedCache,
  list: ListBody<T>,
): Buffer | Readable {
  const cached = cache.find(list.key)
  if (cached) return cached
  const items = list.items()
  if (items.length > STREAM_ABOVE_ITEMS) return new ListStream(list, items)
  return cache.get(list.key, () => serialize(endpoint, { status: 'OK', [list.field]: items }))
}
