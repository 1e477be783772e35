// The command line runs from a bundle rebuilt when its sources change: every folder it imports must count.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ADMIN_BUNDLE_FOLDERS } from '#cli/admin/bundle.ts'

const SRC = join(import.meta.dirname, '../../../src')

/** The src/ folders a folder's files import by subpath (`#core/…`), found recursively. */
function importedFolders(start: string): Set<string> {
  const found = new Set([start])
  const queue = [start]
  while (queue.length > 0) {
    const folder = queue.pop()!
    const files = readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    for (const file of files.filter((name) => /\.m?tsx?$/.test(name))) {
      const text = readFileSync(join(SRC, folder, file), 'utf8')
      for (const [, alias] of text.matchAll(/from '#([\w-]+)\//g)) {
        if (!found.has(alias!)) {
          found.add(alias!)
          queue.push(alias!)
        }
      }
    }
  }
  return found
}

describe('the command line’s bundle', () => {
  it('is rebuilt when any folder it is made of changes', () => {
    expect([...importedFolders('cli')].sort()).toEqual([...ADMIN_BUNDLE_FOLDERS].sort())
  })
})
