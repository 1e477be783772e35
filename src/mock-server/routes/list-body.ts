import type { z } from 'zod'

/**
 * A list answer, `{"status":"OK","<field>":[...items]}`, which may hold 100,000 devices. The key must
 * change whenever the list would (it carries the registry's version), so a cached answer is never
 * stale; `items` is called only when no cached answer fits.
 */
export class ListBody<T> {
  readonly key: string
  readonly field: string
  readonly itemSchema: z.ZodType<T>
  readonly items: () => readonly T[]

  constructor(key: string, field: string, itemSchema: z.ZodType<T>, items: () => readonly T[]) {
    this.key = key
    this.field = field
    this.itemSchema = itemSchema
    this.items = items
  }
}
