import { coded } from '#shared/coded-text.ts'
import { open, rename, rm, stat } from 'node:fs/promises'
import { UserFacingError } from '#shared/errors.ts'

export interface FileLockOptions {
  /** Give up waiting for another holder after this long. */
  waitMs?: number
  /** A lock this old was left by a process that died holding it. */
  staleMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function ageOf(lockPath: string): Promise<number | null> {
  try {
    return Date.now() - (await stat(lockPath)).mtimeMs
  } catch {
    return null
  }
}

/**
 * Runs `operation` while holding `lockPath`, a file created exclusively: one read-modify-write at a
 * time across processes (the app and the command line share the profile folder).
 */
export async function withFileLock<T>(
  lockPath: string,
  operation: () => Promise<T>,
  options: FileLockOptions = {},
): Promise<T> {
  // Longer than a lock can be fresh, so a waiter outlasts a lock whose holder died (holders take ms).
  const waitMs = options.waitMs ?? 8_000
  const staleMs = options.staleMs ?? 5_000
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx', 0o600)
      await handle.writeFile(`${process.pid}\n`).finally(() => handle.close())
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const age = await ageOf(lockPath)
    if (age !== null && age > staleMs) {
      // Moved aside first, so that of two waiters only one removes it.
      const aside = `${lockPath}.stale-${process.pid}-${Date.now()}`
      await rename(lockPath, aside).then(
        () => rm(aside, { force: true }),
        () => {},
      )
      continue
    }
    if (Date.now() > deadline) {
      throw new UserFacingError(
        'profiles_busy',
        coded('errors.profile.profile-file-locked', { path: lockPath }),
      )
    }
    await sleep(5 + Math.random() * 20)
  }
  try {
    return await operation()
  } finally {
    await rm(lockPath, { force: true })
  }
}
