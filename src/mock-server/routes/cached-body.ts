export interface CacheLimits {
  maxEntries: number
  /** Device lists grow with the store: the bytes are bounded too, not only the count of bodies. */
  maxBytes: number
}

const DEFAULT_LIMITS: CacheLimits = { maxEntries: 32, maxBytes: 16 * 1024 * 1024 }

/** Serialized bodies by key, as bytes ready for the socket; the oldest dropped first, so bounded. */
export class SerializedCache {
  private readonly entries = new Map<string, Buffer>()
  private readonly limits: CacheLimits
  private heldBytes = 0

  constructor(limits: CacheLimits = DEFAULT_LIMITS) {
    this.limits = limits
  }

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.heldBytes
  }

  find(key: string): Buffer | undefined {
    return this.entries.get(key)
  }

  get(key: string, serialize: () => string): Buffer {
    const cached = this.entries.get(key)
    if (cached !== undefined) return cached
    const json = Buffer.from(serialize(), 'utf8')
    if (json.length > this.limits.maxBytes) return json
    while (
      this.entries.size >= this.limits.maxEntries ||
      this.heldBytes + json.length > this.limits.maxBytes
    ) {
      const [oldestKey, oldest] = this.entries.entries().next().value ?? []
      if (oldestKey === undefined || oldest === undefined) break
      this.entries.delete(oldestKey)
      this.heldBytes -= oldest.length
    }
    this.entries.set(key, json)
    this.heldBytes += json.length
    return json
  }
}
