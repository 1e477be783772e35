import type { z } from 'zod'

/**
 * A list answer, `{"status":"OK","<field>":[...items]}`, which may hold 100,000 devices. The key must
 * change whenever the list would (it carries the registry's version), so a cached answer is never
 * stale; `items` is called only when no cached answer fits.
 */
export class ListBody<T> {
  readonly key: string
  readonly field: string
  /** Long lists are streamed with exactly this schema's fields per item. */
  readonly itemSchema: z.ZodObject
  readonly items: () => readonly T[]

  constructor(key: string, field: string, itemSchema: z.ZodObject, items: () => readonly T[]) {
    this.key = key
    this.field = field
    this.itemSchema = itemSchema
    this.items = items
  }
}
