import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { defaultProfilesFile, ProfilesFileSchema, type ProfilesFile } from './schema.ts'

export const PROFILES_FILE_NAME = 'profiles.json'

export interface LoadedProfiles {
  file: ProfilesFile
  /** Set when an unreadable file was set aside: what happened and where it went. */
  notice: string | null
}

/** Writes through a temporary file in the same folder and a rename, so a crash leaves old or new, never half. */
export async function writeFileAtomic(filePath: string, text: string): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true })
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

/** Why the file is unusable, without quoting its content (JSON.parse messages do). */
function problemOf(text: string): string | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return 'it is not valid JSON'
  }
  const parsed = ProfilesFileSchema.safeParse(data)
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  const where = issue && issue.path.length ? ` at ${issue.path.join('.')}` : ''
  return `it does not match the profile format${where}: ${issue?.message ?? 'invalid'}`
}

/** profiles.json in the config folder: read with zod, written atomically, a corrupt file set aside. */
export function createProfileFileStore(configDir: string) {
  const filePath = path.join(configDir, PROFILES_FILE_NAME)

  async function save(file: ProfilesFile): Promise<void> {
    await writeFileAtomic(filePath, JSON.stringify(ProfilesFileSchema.parse(file), null, 2) + '\n')
  }

  async function load(): Promise<LoadedProfiles> {
    let text: string
    try {
      text = await readFile(filePath, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      const file = defaultProfilesFile()
      await save(file)
      return { file, notice: null }
    }
    const problem = problemOf(text)
    if (problem === null) return { file: ProfilesFileSchema.parse(JSON.parse(text)), notice: null }

    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const asidePath = `${filePath}.corrupt-${stamp}`
    await rename(filePath, asidePath)
    const file = defaultProfilesFile()
    await save(file)
    const notice =
      `The profile file could not be read (${problem}). It was set aside as ${asidePath} ` +
      'and the app started again with the offline demo profile; re-add your profiles or repair that file.'
    return { file, notice }
  }

  return { filePath, load, save }
}
export type ProfileFileStore = ReturnType<typeof createProfileFileStore>
