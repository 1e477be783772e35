import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'

// Password hashes, key digests and sessions live in these files: readable by their owner only.
// (chmod changes nothing on Windows, where the user's profile folder is private already.)

/** Creates the folder (and its parents) as 0700, and tightens it to 0700 when it exists and is ours. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  try {
    chmodSync(dir, 0o700)
  } catch (error) {
    // Another user's folder that we may write to (a shared data folder): theirs to tighten.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error
  }
}

/** Creates the file empty as 0600 unless it exists, and tightens an existing one to 0600. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', 0o600))
  chmodSync(file, 0o600)
}

/** Tightens the files that exist of those given to 0600. */
export function tightenIfPresent(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, 0o600)
}
