import { readFile, rename } from 'node:fs/promises'
import path from 'node:path'
import { ensurePrivateDir, writePrivateFileAtomic } from '#node-support/private-files.ts'
import { coded } from '#shared/coded-text.ts'
import type { ErrorText } from '#shared/error-texts.ts'
import { UserFacingError } from '#shared/errors.ts'
import type { ProfilesNotice } from '#shared/ipc/session.ts'
import { withFileLock, type FileLockOptions } from './file-lock.ts'
import { defaultProfilesFile, ProfilesFileSchema, type ProfilesFile } from './schema.ts'

export const PROFILES_FILE_NAME = 'profiles.json'

export interface LoadedProfiles {
  file: ProfilesFile
  /** Set when an unreadable file was set aside: what happened and where it went. */
  notice: ProfilesNotice | null
}

/** A file-system failure on the profile file or folder, said so that the person can fix it. */
export function unusable(filePath: string, error: unknown): UserFacingError {
  const code = (error as NodeJS.ErrnoException).code
  const folder = path.dirname(filePath)
  const text: ErrorText =
    code === 'EISDIR'
      ? coded('errors.profile.profile-file-is-folder', { path: filePath })
      : code === 'EACCES' || code === 'EPERM'
        ? coded('errors.profile.profile-file-denied', { path: filePath })
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? coded('errors.profile.profile-folder-is-file', { folder })
          : code
            ? coded('errors.profile.profile-file-failed', { path: filePath, reason: code })
            : coded('errors.profile.profile-file-failed-unknown', { path: filePath })
  return new UserFacingError('profiles_unusable', text)
}

/** Why a profile file's text is not a profile file: not JSON, or zod's issue (where, and its English). */
type Problem = { at: string; issue: string } | 'not-json'

/** Why the file is unusable, without quoting its content (JSON.parse messages do); null when usable. */
function problemOf(text: string): Problem | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return 'not-json'
  }
  const parsed = ProfilesFileSchema.safeParse(data)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  return { at: issue?.path.join('.') ?? '', issue: issue?.message ?? 'invalid' }
}

/** What the person is told of a file set aside: why, and where it went. */
function setAsideNotice(problem: Problem, path: string): ProfilesNotice {
  if (problem === 'not-json')
    return coded('connection.profiles-notice.not-json', { path }, 'profiles-set-aside-not-json')
  const { at, issue } = problem
  return at
    ? coded(
        'connection.profiles-notice.format-at',
        { path, at, issue },
        'profiles-set-aside-format-at',
      )
    : coded('connection.profiles-notice.format', { path, issue }, 'profiles-set-aside-format')
}

/** profiles.json in the config folder: read with zod, written atomically, a corrupt file set aside. */
export function createProfileFileStore(configDir: string, lock: FileLockOptions = {}) {
  const filePath = path.join(configDir, PROFILES_FILE_NAME)
  // The folder first, private (0700): the lock file is created in it.
  const locked = async <T>(operation: () => Promise<T>) => {
    try {
      ensurePrivateDir(configDir)
    } catch (error) {
      throw unusable(filePath, error)
    }
    return withFileLock(`${filePath}.lock`, operation, lock)
  }

  async function save(file: ProfilesFile): Promise<void> {
    await writePrivateFileAtomic(
      filePath,
      JSON.stringify(ProfilesFileSchema.parse(file), null, 2) + '\n',
    )
  }

  /** The file as it is: valid, missing, or unusable and why. */
  async function readOnce(): Promise<{ file: ProfilesFile } | { problem: Problem | null }> {
    let text: string
    try {
      text = await readFile(filePath, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw unusable(filePath, error)
      return { problem: null }
    }
    const problem = problemOf(text)
    return problem === null ? { file: ProfilesFileSchema.parse(JSON.parse(text)) } : { problem }
  }

  /** Under the lock: the file, written first when missing, set aside and started over when unusable. */
  async function loadLocked(): Promise<LoadedProfiles> {
    const read = await readOnce()
    if ('file' in read) return { file: read.file, notice: null }
    const file = defaultProfilesFile()
    if (read.problem === null) {
      await save(file)
      return { file, notice: null }
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const asidePath = `${filePath}.corrupt-${stamp}`
    await rename(filePath, asidePath)
    await save(file)
    return { file, notice: setAsideNotice(read.problem, asidePath) }
  }

  async function load(): Promise<LoadedProfiles> {
    const read = await readOnce()
    return 'file' in read ? { file: read.file, notice: null } : locked(loadLocked)
  }

  /** One read-modify-write, with no other process writing in between. */
  function update<T>(
    operation: (file: ProfilesFile) => Promise<T> | T,
  ): Promise<{ result: T; notice: ProfilesNotice | null }> {
    return locked(async () => {
      const { file, notice } = await loadLocked()
      const result = await operation(file)
      await save(file)
      return { result, notice }
    })
  }

  return { filePath, load, update }
}
export type ProfileFileStore = ReturnType<typeof createProfileFileStore>
