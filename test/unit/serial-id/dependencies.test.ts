import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../../../src/shared/serial-id/', import.meta.url)
const files = readdirSync(dir).filter((name) => name.endsWith('.ts'))

describe('the helper stays light: the renderer bundles it', () => {
  it.each(files)('%s imports only sibling modules, the contract limits, and types', (name) => {
    const source = readFileSync(new URL(name, dir), 'utf8')
    const imports = [...source.matchAll(/^import (type )?[^'"]*from '([^']+)'/gm)]
    for (const [, typeOnly, from = ''] of imports) {
      if (typeOnly !== undefined) continue
      expect(from === '../api/limits.ts' || /^\.\/[a-z-]+\.ts$/.test(from)).toBe(true)
    }
  })
})
