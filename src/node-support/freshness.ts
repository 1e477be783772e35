import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The newest modification time of a file, or of any file below a directory (0 when missing). */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** A built file is stale when it is missing or older than any of its sources (files or folders). */
export function isStale(built: string, sources: readonly string[]): boolean {
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return sources.some((source) => newestMtime(source) > builtAt)
}
