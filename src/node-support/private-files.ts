import { randomBytes } from 'node:crypto'
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'

// Password hashes, key digests, sessions, profiles and logs live in these files: readable by their owner
// only. (chmod changes nothing on Windows, where the user's profile folder is private already.)

/** Creates the folder (and its parents) as 0700, and tightens it to 0700 when it exists and is ours. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  try {
    chmodSync(dir, 0o700)
  } catch (error) {
    // Another user's folder that we may write to (a shared data folder): theirs to tighten. On a
    // read-only disk it stays as it is, and what needs writing there says so itself.
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EPERM' && code !== 'EROFS') throw error
  }
}

/**
 * Creates the file empty as 0600 unless it exists, and takes the group's and others' access from an
 * existing one; its owner's bits stay (a file made read-only on purpose is not made writable).
 */
export function ensurePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600))
  const mode = statSync(file).mode & 0o777
  if (mode & 0o077) chmodSync(file, mode & 0o700)
}

/** Tightens the files that exist of those given to 0600. */
export function tightenIfPresent(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, 0o600)
}

/**
 * Writes the text as a 0600 file through a temporary file in the same folder, synced, and a rename: a
 * crash leaves the old file or the new one, never half of one.
 */
export async function writePrivateFileAtomic(filePath: string, text: string): Promise<void> {
  const temporary = `${filePath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    const handle = await open(temporary, 'w', 0o600)
    try {
      await handle.writeFile(text, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, filePath)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
