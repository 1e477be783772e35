import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../../../src/shared/serial-id/', import.meta.url)
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
  name.endsWith('.ts'),
)
const limits = new URL('../api/limits.ts', dir).href
/** What the helper says is said with the message catalog, which the window loads anyway (no zod, no Node). */
const coded = new URL('../coded-text.ts', dir).href

describe('the helper stays light: the renderer bundles it', () => {
  it.each(files)(
    '%s imports only the helper’s own modules, the contract limits, the catalog’s coded texts and types',
    (name) => {
      const file = new URL(name, dir)
      const source = readFileSync(file, 'utf8')
      const imports = [...source.matchAll(/^import (type )?[^'"]*from '([^']+)'/gm)]
      for (const [, typeOnly, from = ''] of imports) {
        if (typeOnly !== undefined) continue
        const target = new URL(from, file).href
        expect({
          from,
          ok: target === limits || target === coded || target.startsWith(dir.href),
        }).toEqual({
          from,
          ok: true,
        })
      }
    },
  )
})
