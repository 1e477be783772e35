/**
 * One copy of each short string that many devices share (names like an SSID, bands, location ids,
 * sources): with 100,000 devices, separate copies cost more memory than the devices' own fields.
 * Bounded, so a client sending a new name with every request cannot grow it without end.
 */
export class StringPool {
  private readonly strings = new Map<string, string>()
  private readonly maxEntries: number
  private readonly maxLength: number

  constructor(maxEntries = 10_000, maxLength = 64) {
    this.maxEntries = maxEntries
    this.maxLength = maxLength
  }

  get size(): number {
    return this.strings.size
  }

  /** The pooled copy of `value` (pooled now if there is room), or `value` itself. */
  intern(value: string): string {
    if (value.length > this.maxLength) return value
    const pooled = this.strings.get(value)
    if (pooled !== undefined) return pooled
    if (this.strings.size < this.maxEntries) this.strings.set(value, value)
    return value
  }
}
