import type { z } from 'zod'

/**
 * A lone UTF-16 surrogate (half of a pair, or a pair in the wrong order): with the u flag a whole pair
 * reads as one code point, so only a lone half matches \p{Cs}. What String.prototype.isWellFormed checks.
 */
const LONE_SURROGATE = /\p{Cs}/u

/** The index of the first lone surrogate in the text, or -1 when it is well-formed Unicode. */
export function loneSurrogateIndex(text: string): number {
  return text.search(LONE_SURROGATE)
}

/** Why a string with a lone surrogate is refused: UTF-8 (SQLite, files, the wire) cannot carry it. */
export function loneSurrogateMessage(text: string, index: number): string {
  const unit = text.charCodeAt(index).toString(16).toUpperCase()
  return `must be well-formed Unicode: it holds a lone UTF-16 surrogate (U+${unit} at index ${index}), which would be stored as U+FFFD and so not as sent`
}

/** The index of the first NUL (U+0000) in the text, or -1. */
export function nulIndex(text: string): number {
  return text.indexOf('\u0000')
}

/**
 * Why a NUL is refused: no screen shows it, and C strings, SQLite's text functions and many tools end
 * the text there. Other control characters are kept: the window and the command line show them as
 * escapes (src/shared/text/visible.ts).
 */
export function nulMessage(index: number): string {
  return `must not hold a NUL character (U+0000 at index ${index}): it cannot be shown, and many tools and stores end the text there; remove it`
}

type Path = (string | number)[]

/**
 * Calls found(path, text) for every string of a parsed value (values, array items, object keys). The
 * path is one array, grown and shrunk on the way: copy it to keep it.
 */
function eachString(value: unknown, path: Path, found: (path: Path, text: string) => void): void {
  if (typeof value === 'string') found(path, value)
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i)
      eachString(value[i], path, found)
      path.pop()
    }
  } else if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue
      path.push(key)
      found(path, key)
      eachString((value as Record<string, unknown>)[key], path, found)
      path.pop()
    }
  }
}

const checked = new WeakSet<z.ZodType>()

/**
 * The schema, refusing a lone surrogate or a NUL in any string of the value it parsed, each with an
 * issue on its field. Every input that reaches the service or main goes through one: what a service
 * acknowledges is then what it stores (SQLite, like any UTF-8 store, would keep U+FFFD instead of a lone
 * surrogate, and two ids would collapse into one after a restart) and what a person can be shown.
 */
export function wellFormedOnly<T extends z.ZodType>(schema: T): T {
  const refined = schema.superRefine((value, ctx) => {
    eachString(value, [], (path, text) => {
      const index = loneSurrogateIndex(text)
      if (index !== -1)
        ctx.addIssue({
          code: 'custom',
          path: [...path],
          message: loneSurrogateMessage(text, index),
        })
      const nul = nulIndex(text)
      if (nul !== -1) ctx.addIssue({ code: 'custom', path: [...path], message: nulMessage(nul) })
    })
  })
  checked.add(refined)
  return refined
}

/** Whether the schema came from wellFormedOnly (the contract tests ask it of every input). */
export function refusesLoneSurrogates(schema: z.ZodType): boolean {
  return checked.has(schema)
}
