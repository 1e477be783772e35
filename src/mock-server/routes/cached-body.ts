/**
 * A success body that may be served from a cache of its serialized JSON. The key must change whenever
 * the body would (it carries the registry's version), so a cached answer is never stale.
 */
export class CachedBody<T> {
  readonly key: string
  readonly build: () => T

  constructor(key: string, build: () => T) {
    this.key = key
    this.build = build
  }
}

/** Serialized bodies by key, as bytes ready for the socket; the oldest dropped first, so bounded. */
export class SerializedCache {
  private readonly entries = new Map<string, Buffer>()
  private readonly max: number

  constructor(max = 32) {
    this.max = max
  }

  get(key: string, serialize: () => string): Buffer {
    let json = this.entries.get(key)
    if (json === undefined) {
      json = Buffer.from(serialize(), 'utf8')
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value ?? '')
      this.entries.set(key, json)
    }
    return json
  }
}
